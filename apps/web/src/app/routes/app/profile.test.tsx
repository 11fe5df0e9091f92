import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERRORS, VALIDATION, type CurrentUser } from '@tlp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { Component as ProfileRoute } from './profile.tsx';
import { testStudent } from '@/test/users.ts';

const student = testStudent({ id: 5, last_name: 'López Pérez', email: 'ana@demo.mx', phone: '5512345678' });
const orienter: CurrentUser = { ...student, type: 'orienter', role_title: 'Orientador', first_name: 'Óscar' };
const AREAS = ['Artes', 'Derecho', 'Ingenierías', 'Negocios'].map((name, i) => ({ id: i + 1, name }));
const CITIES = ['Monterrey', 'Puebla'].map((name, i) => ({ id: i + 10, name }));
const PREFERENCES = { areas: [AREAS[1]!], cities: [CITIES[1]!] };
const failure = () => jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'Internal' });

function setup(user: CurrentUser, extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = vi.fn(
    mockApi({
      'GET /users/me': () => jsonResponse(200, user),
      'GET /users/me/preferences': () => jsonResponse(200, PREFERENCES),
      'GET /areas': () => jsonResponse(200, AREAS),
      'GET /cities': () => jsonResponse(200, CITIES),
      'GET /semesters': () =>
        jsonResponse(200, [
          { id: 3, name: '3º', active: true },
          { id: 4, name: '4º', active: true },
        ]),
      'GET /highschools': () => jsonResponse(200, [{ id: 7, name: 'Preparatoria Demo', city: 'Puebla' }]),
      'GET /users/5/degrees-suggestions': () => jsonResponse(200, []),
      'GET /users/me/disclosures': () => jsonResponse(200, []),
      ...extra,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/profile', Component: ProfileRoute }], ['/profile']);
  return fetchMock;
}

const region = (name: string) => screen.findByRole('region', { name });

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}
const closeMenu = () => fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

const SCHOOLS = [
  { id: 7, name: 'Preparatoria Demo', city: 'Puebla' },
  { id: 8, name: 'Colegio Norte', city: 'Monterrey' },
];
const KEY_HELP =
  'Al cambiar de preparatoria necesitas la clave de orientador de tu nueva preparatoria; pídela a tu orientadora u orientador.';
/** The orienter-key input of the education dialog (its label ends with the required asterisk). */
const keyField = () =>
  screen.queryByLabelText<HTMLInputElement>(/^Clave de orientador(\s*\*)?$/, { selector: 'input' });

/** Picks a school through the debounced search (the new-school tests get a longer timeout for it). */
async function pickSchool(name: string) {
  const school = screen.getByRole('combobox', { name: /Unidad académica/ });
  fireEvent.change(school, { target: { value: name.split(' ').pop() } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** Opens the education dialog of the student of `setup`, whose PATCH bodies land in `bodies`. */
async function openEducation(answer: () => Response) {
  const bodies: unknown[] = [];
  setup(student, {
    'GET /highschools': () => jsonResponse(200, SCHOOLS),
    'PATCH /users/me': (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  session.setUser(student);
  fireEvent.click(await screen.findByRole('button', { name: 'Editar información educativa actual' }));
  await screen.findByRole('dialog');
  return bodies;
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('/profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shows an orienter their basic data with the phone as a +52 link, and no school blocks', async () => {
    setup(orienter);
    expect(screen.getByText('Cargando información de perfil')).toBeTruthy();
    const basic = await region('Información básica');
    expect(within(basic).getByText('Óscar López Pérez')).toBeTruthy();
    expect(within(basic).getByText('ana@demo.mx')).toBeTruthy();
    expect(within(basic).getByText('Orientador')).toBeTruthy();
    expect(within(basic).getByRole('link', { name: '+52 55 1234 5678' }).getAttribute('href')).toBe(
      'tel:+525512345678',
    );
    expect(screen.getByRole('img', { name: 'Avatar de Óscar' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Información educativa actual' })).toBeNull();
  });

  it('shows a student their school and interests, without the phone', async () => {
    let answerPreferences = () => {};
    const preferences = new Promise<Response>((resolve) => {
      answerPreferences = () => resolve(jsonResponse(200, PREFERENCES));
    });
    setup(student, { 'GET /users/me/preferences': () => preferences });
    const basic = await region('Información básica');
    expect(within(basic).queryByText(/\+52/)).toBeNull();
    const education = await region('Información educativa actual');
    expect(within(education).getByText('Preparatoria Demo, Puebla')).toBeTruthy();
    expect(within(education).getByText('3º')).toBeTruthy();
    const interests = await region('Información educativa de interés');
    expect(within(interests).getByText('Cargando preferencias académicas')).toBeTruthy();
    answerPreferences();
    expect(await within(interests).findByText('Derecho')).toBeTruthy();
    expect(within(interests).getByText('Puebla')).toBeTruthy();
  });

  it('changes the name and the avatar, with the signup rules for a student', async () => {
    const bodies: unknown[] = [];
    setup(student, {
      'PATCH /users/me/profile': (init) => {
        const body = JSON.parse(String(init?.body)) as { firstName: string; lastName: string; avatar: string };
        bodies.push(body);
        return jsonResponse(200, {
          ...student,
          first_name: body.firstName,
          last_name: body.lastName,
          avatar: body.avatar,
        });
      },
    });
    session.setUser(student);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar tu nombre y tu avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tu nombre y tu avatar' });
    const first = within(dialog).getByLabelText(/^Nombre\(s\)/, { selector: 'input' }) as HTMLInputElement;
    expect(first.value).toBe('Ana');
    const avatars = within(dialog).getByRole('radiogroup', { name: 'Tu avatar' });
    expect(within(avatars).getByRole('radio', { checked: true })).toBeTruthy();
    fireEvent.change(first, { target: { value: 'Al' } });
    save();
    expect(await within(dialog).findByText(VALIDATION.min3)).toBeTruthy();
    expect(bodies).toHaveLength(0);

    fireEvent.change(first, { target: { value: 'Ana Sofía' } });
    fireEvent.click(within(avatars).getAllByRole('radio')[0]!);
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ firstName: 'Ana Sofía', lastName: 'López Pérez', avatar: 'girl-A-1' }]);
    expect(await screen.findByText('Guardamos tus cambios')).toBeTruthy();
    expect(within(await region('Información básica')).getByText('Ana Sofía López Pérez')).toBeTruthy();
    expect(session.getUser()?.avatar).toBe('girl-A-1');
  });

  it("links every role to 'Mis datos', where with whom their data was shared now lives", async () => {
    setup(student);
    const myData = await region('Mis datos');
    expect(within(myData).getByRole('link', { name: 'Mis datos' }).getAttribute('href')).toBe('/mis-datos');
    expect(screen.queryByRole('region', { name: 'Con quién compartimos tus datos' })).toBeNull();
  });

  it('validates the interests (1 to 3 each), alerts on failure and saves', async () => {
    let answer = failure;
    const bodies: unknown[] = [];
    setup(student, {
      'PUT /users/me/preferences': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer();
      },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Editar información educativa de interés' }));
    expect(screen.getByText('Puedes seleccionar hasta 3 áreas')).toBeTruthy();
    expect(screen.getByText('Puedes seleccionar hasta 3 ciudades')).toBeTruthy();

    await pick('Áreas de interés', 'Derecho');
    expect(await screen.findByText('Selecciona al menos un área de estudios')).toBeTruthy();
    for (const name of ['Artes', 'Ingenierías', 'Negocios', 'Derecho']) {
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
    }
    expect(await screen.findByText('Selecciona máximo 3 áreas')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Derecho' }));
    closeMenu();
    await pick('Ciudades de interés', 'Puebla');
    expect(await screen.findByText('Selecciona al menos una ciudad')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Monterrey' }));
    closeMenu();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Algo salió mal, por favor inténtalo más tarde'));
    expect(bodies).toEqual([{ prefered_areas: [1, 3, 4], prefered_cities: [10] }]);

    answer = () => jsonResponse(200, { areas: [AREAS[0]], cities: [CITIES[0]] });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const interests = await region('Información educativa de interés');
    expect(await within(interests).findByText('Artes')).toBeTruthy();
  });

  it('keeps an interest whose area was retired (no longer in the list), shown by its name', async () => {
    const retired = { id: 99, name: 'Oceanografía' };
    const bodies: unknown[] = [];
    setup(student, {
      'GET /users/me/preferences': () => jsonResponse(200, { areas: [AREAS[1], retired], cities: [CITIES[1]] }),
      'PUT /users/me/preferences': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { areas: [AREAS[1], retired], cities: [CITIES[1]] });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar información educativa de interés' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Oceanografía')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toEqual([{ prefered_areas: [2, 99], prefered_cities: [11] }]));
  });

  it('edits the school and semester, and says when the school list fails', async () => {
    const fetchMock = setup(student, {
      'GET /highschools': failure,
      'PATCH /users/me': () => jsonResponse(200, { ...student, semester_id: 4, semester_name: '4º' }),
    });
    session.setUser(student);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar información educativa actual' }));
    expect(await screen.findByText('Hubo un error al obtener las preparatorias')).toBeTruthy();
    await pick('Semestre', '4º');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ highschoolId: 7, semesterId: 4 });
    expect(within(await region('Información educativa actual')).getByText('4º')).toBeTruthy();
    expect(session.getUser()?.semester_name).toBe('4º');
  });

  it('asks for the orienter key only while another school is chosen, and requires it then', async () => {
    const bodies = await openEducation(() => jsonResponse(200, student));
    expect(keyField()).toBeNull();

    await pickSchool('Colegio Norte');
    const key = keyField()!;
    expect(key).toBeTruthy();
    expect(key.required).toBe(true);
    // The explanation is the field's description, so a screen reader reads it with the field.
    expect(document.getElementById(key.getAttribute('aria-describedby')!)?.textContent).toBe(KEY_HELP);

    save();
    expect(await screen.findByText(VALIDATION.orienterKeyForNewSchool)).toBeTruthy();
    expect(screen.queryByText(KEY_HELP)).toBeNull();
    expect(document.activeElement).toBe(keyField());
    expect(bodies).toEqual([]);

    // Back to the saved school: no key field, and no key sent.
    fireEvent.change(keyField()!, { target: { value: 'OLVIDADA' } });
    await pickSchool('Preparatoria Demo');
    expect(keyField()).toBeNull();
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ highschoolId: 7, semesterId: 3 }]);
  }, 15_000);

  it('sends the trimmed key with the new school and puts the API refusals on the key field', async () => {
    const moved = { ...student, highschool_id: 8, highschool_name: 'Colegio Norte', highschool_city: 'Monterrey' };
    let answer = () =>
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: ERRORS.InvalidOrienterKey.message,
        errorCode: 'InvalidOrienterKey',
      });
    const bodies = await openEducation(() => answer());
    await pickSchool('Colegio Norte');
    fireEvent.change(keyField()!, { target: { value: '  NORTE2026  ' } });
    save();
    expect(await screen.findByText('La clave de orientador es inválida o ha expirado')).toBeTruthy();
    expect(keyField()!.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(keyField()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies).toEqual([{ highschoolId: 8, semesterId: 3, orienterKey: 'NORTE2026' }]);

    answer = () =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Revisa los datos enviados',
        errorCode: 'ValidationError',
        details: [{ path: 'orienterKey', message: VALIDATION.orienterKeyForNewSchool }],
      });
    save();
    expect(await screen.findByText(VALIDATION.orienterKeyForNewSchool)).toBeTruthy();

    answer = () => jsonResponse(200, moved);
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(3);
    expect(within(await region('Información educativa actual')).getByText('Colegio Norte, Monterrey')).toBeTruthy();
    expect(session.getUser()?.highschool_id).toBe(8);
  }, 15_000);

  it('keeps the general alert for other failures of a school change', async () => {
    const bodies = await openEducation(failure);
    await pickSchool('Colegio Norte');
    fireEvent.change(keyField()!, { target: { value: 'NORTE2026' } });
    save();
    expect(await screen.findByText('No pudimos guardar los cambios. Inténtalo de nuevo.')).toBeTruthy();
    expect(keyField()!.getAttribute('aria-invalid')).toBe('false');
    expect(bodies).toHaveLength(1);
  }, 15_000);

  it('requires the school and the semester', async () => {
    setup({ ...student, highschool_id: null, highschool_name: null, semester_id: null, semester_name: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar información educativa actual' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
  });
});
