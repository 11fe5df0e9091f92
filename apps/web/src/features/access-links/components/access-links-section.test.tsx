import { fireEvent, screen, within } from '@testing-library/react';
import type { AccessLink } from '@tlp/shared/access-links';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { AccessLinksSection } from './access-links-section.tsx';

const LINKS: AccessLink[] = [
  {
    id: 1,
    uuid: '3f2a9c1e-8b7d-4e21-9f00-1a2b3c4d5e6f',
    name: 'Turno matutino',
    seats: 5,
    seats_used: 2,
    created_at: '2026-03-12T18:00:00Z',
    expires_at: '2020-01-10T18:00:00Z',
  },
];

function setup(deleteStatus = 204, list: AccessLink[] = LINKS) {
  let links = list;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /highschools/7/access-links': () => jsonResponse(200, links),
        [`DELETE /auth/access-links/${LINKS[0]!.uuid}`]: () => {
          if (deleteStatus !== 204)
            return jsonResponse(deleteStatus, { statusCode: deleteStatus, error: 'x', message: 'x', errorCode: 'x' });
          links = [];
          return new Response(null, { status: 204 });
        },
      }),
    ),
  );
  renderRoutes(
    [
      {
        path: '/highschools/7',
        element: <AccessLinksSection owner={{ kind: 'highschool', id: 7 }} title="Enlaces de acceso" />,
      },
    ],
    ['/highschools/7'],
  );
}

describe('AccessLinksSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows seats, dates, an expired mark and the share link cut to 42 characters', async () => {
    setup();
    const card = (await screen.findByRole('heading', { name: 'Turno matutino' })).closest('li')!;
    expect(within(card).getByText('2/5 lugares usados')).toBeTruthy();
    expect(within(card).getByText('Creado el 12 de marzo de 2026')).toBeTruthy();
    expect(within(card).getByText(/^Venció el/)).toBeTruthy();
    const full = `${window.location.origin}/signup/${LINKS[0]!.uuid}`;
    expect(within(card).getByText(`${full.slice(0, 42)}…`)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Editar enlace: Turno matutino' }).getAttribute('href')).toBe(
      `/highschools/access-links/${LINKS[0]!.uuid}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Crear enlace' }).getAttribute('href')).toBe(
      '/highschools/7/access-links/new',
    );
  });

  it('names the expiry day as in Mexico City, whatever the browser’s zone', async () => {
    // Set to expire on 30 June 2027: the API keeps the end of that day in Mexico City.
    setup(204, [{ ...LINKS[0]!, expires_at: '2027-07-01T05:59:59.999Z' }]);
    const card = (await screen.findByRole('heading', { name: 'Turno matutino' })).closest('li')!;
    expect(within(card).getByText('Vence el 30 de junio de 2027')).toBeTruthy();
  });

  it('marks a full link with a readable warning chip and says it has no seats left', async () => {
    setup(204, [{ ...LINKS[0]!, seats_used: 5, expires_at: null }]);
    const card = (await screen.findByRole('heading', { name: 'Turno matutino' })).closest('li')!;
    expect(within(card).getByText('5/5 lugares usados').closest('.MuiChip-root')!.className).toMatch(
      /MuiChip-colorWarning/,
    );
    expect(within(card).getByText('Sin lugares disponibles')).toBeTruthy();
  });

  it('shows the first 4 links of a long list, and all of them on request', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      ...LINKS[0]!,
      id: i + 1,
      uuid: `3f2a9c1e-8b7d-4e21-9f00-1a2b3c4d5e${String(i).padStart(2, '0')}`,
      name: `Enlace ${i + 1}`,
    }));
    setup(204, many);
    const list = await screen.findByRole('list', { name: 'Enlaces de acceso' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const toggle = screen.getByRole('button', { name: 'Ver todos los enlaces (8)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByRole('heading', { name: 'Enlace 8' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ver menos enlaces' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('copies the link and says so', async () => {
    setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar enlace: Turno matutino' }));
    expect(await screen.findByText('Se copió el enlace al portapapeles')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup/${LINKS[0]!.uuid}`);
  });

  it('says when the copy fails', async () => {
    setup();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar enlace: Turno matutino' }));
    expect(await screen.findByText('No se pudo copiar al portapapeles')).toBeTruthy();
  });

  it('deletes after a confirmation that spares registered orienters', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar enlace: Turno matutino' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar este enlace?' });
    expect(dialog.textContent).toContain('Los orientadores que ya se registraron con él no se verán afectados');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Enlace eliminado')).toBeTruthy();
  });

  it('reports a failed deletion', async () => {
    setup(500);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar enlace: Turno matutino' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Hubo un error al eliminar el enlace')).toBeTruthy();
  });
});
