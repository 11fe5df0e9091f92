import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingPage } from './onboarding-page.tsx';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';

const student: CurrentUser = {
  id: 5,
  first_name: 'Ana',
  last_name: 'López',
  email: 'ana@demo.mx',
  phone: null,
  avatar: null,
  type: 'student',
  role_title: 'Estudiante',
  highschool_id: 7,
  highschool_name: 'Preparatoria Demo',
  highschool_city: 'Puebla',
  semester_id: 3,
  semester_name: '3º',
  onboarded: false,
};
const AREAS = ['Artes', 'Ciencias de la salud', 'Derecho', 'Ingenierías', 'Negocios'].map((name, i) => ({
  id: i + 1,
  name,
}));
const CITIES = ['Guadalajara', 'Monterrey', 'Puebla', 'Querétaro'].map((name, i) => ({ id: i + 10, name }));

const signOut = vi.fn(() => Promise.resolve());

function setup(answer: () => Response = () => jsonResponse(200, { onboarded: true })) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /areas': () => jsonResponse(200, AREAS),
        'GET /cities': () => jsonResponse(200, CITIES),
        'POST /users/5/onboarding-data': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return answer();
        },
      }),
    ),
  );
  const view = renderRoutes(
    [
      { path: '/onboarding', element: <OnboardingPage onSignOut={signOut} /> },
      { path: '/', element: <p>raíz</p> },
      { path: '/mis-datos', element: <p>mis datos</p> },
      { path: '/habilidades-blandas', element: <p>habilidades</p> },
    ],
    ['/onboarding'],
  );
  return { bodies, ...view };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
const chip = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => chip(name).getAttribute('aria-pressed');

describe('OnboardingForm', () => {
  beforeEach(() => session.setUser(student));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('asks for an avatar, an area and a city before calling the server', async () => {
    const { bodies } = setup();
    expect(await screen.findByRole('heading', { name: 'Completa tu registro' })).toBeTruthy();
    expect(screen.getByText('Puedes seleccionar hasta 3 áreas')).toBeTruthy();
    expect(screen.getByText('Puedes seleccionar hasta 3 ciudades')).toBeTruthy();
    await screen.findByRole('button', { name: 'Artes' });
    submit();
    expect(await screen.findByText('Debes seleccionar un avatar')).toBeTruthy();
    expect(screen.getByText('Selecciona al menos un área de estudios')).toBeTruthy();
    expect(screen.getByText('Selecciona al menos una ciudad')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it("offers 'Mis datos' and 'Salir' before the registration is complete", async () => {
    const { router } = setup();
    const exits = await screen.findByRole('navigation', { name: 'Tu cuenta' });
    fireEvent.click(within(exits).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    fireEvent.click(within(exits).getByRole('link', { name: 'Mis datos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mis-datos'));
  });

  it('ignores a fourth area or city', async () => {
    setup();
    await screen.findByRole('button', { name: 'Artes' });
    for (const name of ['Artes', 'Derecho', 'Negocios', 'Ingenierías']) fireEvent.click(chip(name));
    expect(['Artes', 'Derecho', 'Negocios', 'Ingenierías'].map(pressed)).toEqual(['true', 'true', 'true', 'false']);
    expect(screen.getAllByText('3 de 3 seleccionadas')).toHaveLength(1);
    fireEvent.click(chip('Derecho'));
    fireEvent.click(chip('Ingenierías'));
    expect(pressed('Ingenierías')).toBe('true');
    for (const name of ['Guadalajara', 'Monterrey', 'Puebla', 'Querétaro']) fireEvent.click(chip(name));
    expect(pressed('Querétaro')).toBe('false');
  });

  it('asks the enrolled student for university and degree, each up to 100 characters', async () => {
    const { bodies } = setup();
    fireEvent.click(screen.getByLabelText('Ya estudio en una universidad'));
    fireEvent.click(screen.getByRole('radio', { name: 'Chico, estilo B, variante 1' }));
    submit();
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.queryByText('Selecciona al menos un área de estudios')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Universidad o campus/), { target: { value: 'x'.repeat(101) } });
    fireEvent.change(screen.getByLabelText(/Carrera/), { target: { value: 'Medicina' } });
    submit();
    expect(await screen.findByText('La respuesta es muy larga')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('sends an enrolled student to the soft-skills page and clears the local user', async () => {
    const { bodies, router } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Chica, estilo C, variante 3' }));
    fireEvent.click(screen.getByLabelText('Ya estudio en una universidad'));
    fireEvent.change(screen.getByLabelText(/Universidad o campus/), { target: { value: ' UNAM ' } });
    fireEvent.change(screen.getByLabelText(/Carrera/), { target: { value: 'Medicina' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/habilidades-blandas'));
    expect(bodies).toEqual([{ avatar: 'girl-C-3', universityCheck: true, currentUniversity: 'UNAM Medicina' }]);
    expect(session.getUser()).toBeNull();
  });

  it('sends the other students to / with their areas and cities', async () => {
    const { bodies, router } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Chico, estilo A, variante 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Derecho' }));
    fireEvent.click(chip('Artes'));
    fireEvent.click(chip('Puebla'));
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ avatar: 'boy-A-1', universityCheck: false, areas: [3, 1], cities: [12] }]);
    expect(session.getUser()).toBeNull();
  });

  it('says so when the server refuses', async () => {
    const { router } = setup(() =>
      jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'Internal' }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Chico, estilo A, variante 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Derecho' }));
    fireEvent.click(chip('Puebla'));
    submit();
    expect(await screen.findByText('Ocurrió un error al actualizar el perfil')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(session.getUser()).toEqual(student);
  });
});
