import { fireEvent, screen } from '@testing-library/react';
import type { AccessLinkDetail } from '@tlp/shared/access-links';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotices } from '@/components/ui/flash-notice.tsx';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { AccessLinkCreatePage } from './access-link-create-page.tsx';
import { AccessLinkEditPage } from './access-link-edit-page.tsx';

const UUID = '3f2a9c1e-8b7d-4e21-9f00-1a2b3c4d5e6f';
const LINK: AccessLinkDetail = {
  id: 1,
  uuid: UUID,
  name: 'Turno matutino',
  seats: 5,
  seats_used: 3,
  created_at: '2026-03-12T18:00:00Z',
  expires_at: null,
  highschool_id: 7,
  highschool_name: 'Preparatoria Demo',
  highschool_city: 'Guadalajara',
  kind: 'highschool',
  campus_id: null,
  campus_name: null,
};

const seatsInput = () => screen.getByRole('spinbutton', { name: /Lugares/ });

describe('access link create', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearNotices();
  });

  function setup(status = 201) {
    const sent: (RequestInit | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          'POST /highschools/7/access-links': (init) => {
            sent.push(init);
            return status === 201
              ? jsonResponse(201, { ...LINK, seats_used: 0 })
              : jsonResponse(status, { statusCode: status, error: 'x', message: 'x', errorCode: 'x' });
          },
          'GET /highschools/7/access-links': () => jsonResponse(200, []),
        }),
      ),
    );
    const view = renderRoutes(
      [
        {
          path: '/highschools/:id/access-links/new',
          element: <AccessLinkCreatePage owner={{ kind: 'highschool', id: '7' }} />,
        },
        { path: '/highschools/:id', element: <p>escuela</p> },
      ],
      ['/highschools/7/access-links/new'],
    );
    return { sent, ...view };
  }

  it('requires seats of at least 1 and refuses a past date', async () => {
    const { sent } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    fireEvent.change(seatsInput(), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Fecha de vencimiento (opcional)'), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace' }));
    expect(await screen.findByText('Debe haber al menos 1 lugar')).toBeTruthy();
    expect(screen.getByText('La fecha no puede ser anterior a hoy')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses, like the API, a date more than 5 years ahead and a name with a line break', async () => {
    const { sent } = setup();
    fireEvent.change(seatsInput(), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Turno\tmatutino' } });
    fireEvent.change(screen.getByLabelText('Fecha de vencimiento (opcional)'), { target: { value: '2099-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace' }));
    expect(await screen.findByText('La fecha no puede ser posterior a 5 años a partir de hoy')).toBeTruthy();
    expect(screen.getByText(/El texto contiene caracteres no permitidos/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('posts form-encoded fields and returns to the school', async () => {
    const { sent, router } = setup();
    fireEvent.change(seatsInput(), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Vespertino' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace' }));
    expect(await screen.findByText('escuela')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Enlace creado correctamente');
    const body = sent[0]!.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.get('seats')).toBe('10');
    expect(body.get('name')).toBe('Vespertino');
    expect(body.has('expirationDate')).toBe(false);
    expect(router.state.location.pathname).toBe('/highschools/7');
  });

  it('says when the link could not be created', async () => {
    setup(500);
    fireEvent.change(seatsInput(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Hubo un error al crear el enlace');
  });
});

describe('access link edit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearNotices();
  });

  function setup(putStatus = 200) {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          [`GET /auth/access-links/${UUID}`]: () => jsonResponse(200, LINK),
          [`PUT /auth/access-links/${UUID}`]: (init) => {
            sent.push(JSON.parse(String(init?.body)));
            return putStatus === 200
              ? jsonResponse(200, LINK)
              : jsonResponse(putStatus, { statusCode: putStatus, error: 'x', message: 'x', errorCode: 'x' });
          },
          'GET /highschools/7/access-links': () => jsonResponse(200, []),
        }),
      ),
    );
    renderRoutes(
      [
        { path: '/highschools/access-links/:uuid/edit', element: <AccessLinkEditPage uuid={UUID} /> },
        { path: '/highschools/:id', element: <p>escuela</p> },
      ],
      [`/highschools/access-links/${UUID}/edit`],
    );
    return { sent };
  }

  it('loads the link first and refuses fewer seats than used', async () => {
    const { sent } = setup();
    expect(await screen.findByRole('heading', { name: 'Editar enlace de acceso' })).toBeTruthy();
    expect((seatsInput() as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement).value).toBe('Turno matutino');
    fireEvent.change(seatsInput(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No puedes asignar menos lugares de los ya usados')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('puts name and seats', async () => {
    const { sent } = setup();
    fireEvent.change(await screen.findByRole('spinbutton', { name: /Lugares/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('escuela')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Enlace actualizado correctamente');
    expect(sent[0]).toEqual({ seats: 3, name: 'Turno matutino' });
  });

  it('says when the edit failed', async () => {
    setup(500);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Hubo un error al editar el enlace');
  });
});
