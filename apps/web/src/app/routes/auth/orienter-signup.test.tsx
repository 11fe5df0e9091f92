import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ERRORS, type CurrentUser } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router.tsx';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';

const UUID = '3f2b8a9e-1c4d-4e5f-8a7b-9c0d1e2f3a4b';
const LINK = {
  valid: true,
  uuid: UUID,
  name: 'Orientación 2026',
  highschool_id: 7,
  highschool_name: 'Preparatoria Demo',
  highschool_city: 'Puebla',
  seats_left: 4,
  expires_at: null,
};
const gone = () =>
  jsonResponse(410, {
    statusCode: 410,
    error: 'Gone',
    message: ERRORS.AccessLinkInvalid.message,
    errorCode: 'AccessLinkInvalid',
  });

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('/signup/:accessUuid', () => {
  let signup: (init: RequestInit | undefined) => Response;
  beforeEach(() => {
    session.reset();
    signup = () => jsonResponse(201, { id: 9, accessToken: 'orienter-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  function api(validate: () => Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockApi({
          [`GET /auth/access-links/${UUID}/validate`]: validate,
          'POST /users': (init) => signup(init),
          'GET /users/me': () =>
            jsonResponse(200, {
              id: 9,
              first_name: 'Olga',
              type: 'orienter',
              role_title: 'Orientador',
              highschool_id: 7,
              onboarded: true,
            } as CurrentUser),
        }),
      ),
    );
  }

  it('disables the form and says so when the link is not valid', async () => {
    api(gone);
    renderRoutes(routes, [`/signup/${UUID}`]);
    expect(await screen.findByText(ERRORS.AccessLinkInvalid.message)).toBeTruthy();
    expect((input(/^Nombre\(s\)/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Crear cuenta' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('treats a malformed uuid as an invalid link without asking the server', async () => {
    api(() => {
      throw new Error('not expected');
    });
    renderRoutes(routes, ['/signup/no-es-un-uuid']);
    expect(await screen.findByText(ERRORS.AccessLinkInvalid.message)).toBeTruthy();
  });

  it('welcomes the orienter, sends form-data and lands signed in on their school', async () => {
    let sent: FormData | undefined;
    signup = (init) => {
      sent = init?.body as FormData;
      return jsonResponse(201, { id: 9, accessToken: 'orienter-token' });
    };
    api(() => jsonResponse(200, LINK));
    const { router } = renderRoutes(routes, [`/signup/${UUID}`]);
    expect(await screen.findByText(/Preparatoria Demo, Puebla/)).toBeTruthy();
    fireEvent.change(input(/^Nombre\(s\)/), { target: { value: 'Olga' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'Ruiz' } });
    fireEvent.change(input(/^Correo electrónico/), { target: { value: 'olga@demo.mx' } });
    fireEvent.change(input(/^Contraseña/), { target: { value: 'corta' } });
    fireEvent.change(input(/^Teléfono/), { target: { value: '22212' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Mínimo 8 caracteres')).toBeTruthy();
    expect(screen.getByText('El teléfono debe tener 10 dígitos')).toBeTruthy();

    fireEvent.change(input(/^Contraseña/), { target: { value: 'suficiente' } });
    fireEvent.change(input(/^Teléfono/), { target: { value: '2221234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/highschools/7'));
    expect(sent).toBeInstanceOf(FormData);
    expect(Object.fromEntries(sent!.entries())).toEqual({
      firstName: 'Olga',
      lastName: 'Ruiz',
      email: 'olga@demo.mx',
      password: 'suficiente',
      phone: '2221234567',
      type: 'orienter',
      accessUuid: UUID,
    });
    expect(session.getToken()).toBe('orienter-token');
  });

  it('signs a campus’s representative up through a campus link', async () => {
    let sent: FormData | undefined;
    signup = (init) => {
      sent = init?.body as FormData;
      return jsonResponse(201, { id: 9, accessToken: 'representative-token' });
    };
    api(() =>
      jsonResponse(200, {
        ...LINK,
        kind: 'campus',
        highschool_id: null,
        highschool_name: null,
        highschool_city: null,
        campus_id: 3,
        campus_name: 'Campus Centro',
      }),
    );
    renderRoutes(routes, [`/signup/${UUID}`]);
    expect(await screen.findByText('Registro de representante de Campus Centro')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta de representante' })).toBeTruthy();
    fireEvent.change(input(/^Nombre\(s\)/), { target: { value: 'Rita' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'Luna' } });
    fireEvent.change(input(/^Correo electrónico/), { target: { value: 'rita@campus.mx' } });
    fireEvent.change(input(/^Contraseña/), { target: { value: 'suficiente' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(sent).toBeInstanceOf(FormData));
    expect(sent!.get('type')).toBe('university');
    expect(sent!.get('accessUuid')).toBe(UUID);
  });

  it('disables the form when the link runs out while signing up', async () => {
    signup = gone;
    api(() => jsonResponse(200, LINK));
    renderRoutes(routes, [`/signup/${UUID}`]);
    await screen.findByText(/Preparatoria Demo, Puebla/);
    fireEvent.change(input(/^Nombre\(s\)/), { target: { value: 'Olga' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'Ruiz' } });
    fireEvent.change(input(/^Correo electrónico/), { target: { value: 'olga@demo.mx' } });
    fireEvent.change(input(/^Contraseña/), { target: { value: 'suficiente' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(ERRORS.AccessLinkInvalid.message)).toBeTruthy();
    expect((input(/^Nombre\(s\)/) as HTMLInputElement).disabled).toBe(true);
  });
});
