import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CONSENT_MESSAGES,
  dayInMexico,
  ERRORS,
  type CurrentUser,
  type DataSharingState,
  type Degree,
  type ErrorCode,
} from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { DEGREE_RESULT_TEXT, DEGREE_TEXT } from '@/features/degrees/messages.ts';
import { Component as DegreeRoute } from './detail.tsx';
import { testStudent } from '@/test/users.ts';

const student = testStudent();
const admin: CurrentUser = { ...student, id: 2, type: 'admin', role_title: 'Administrador' };

const degree: Degree = {
  id: 5,
  name: 'Ingeniería Mecatrónica',
  image: null,
  campus: 'Campus Coyoacán',
  campus_id: 3,
  city: 'Puebla',
  area: 'Ingeniería y tecnología',
  area_id: 2,
  foto_perfil: null,
  foto_portada: null,
  video: null,
  descripcion: 'Diseña robots.',
  pdf_plan_estudios: '/api/v1/media/plan.pdf',
  pdf_becas: null,
  galeria: ['/api/v1/media/g1.svg', '/api/v1/media/g2.svg'],
  modalidad: 'mixta',
  duracion: 9,
  duracion_unidad: 'semestres',
  costo_periodo: 18500,
  field_id: null,
  figures: null,
};

/** An adult of an authorized school: their data may leave. */
const shareable: DataSharingState = {
  shareable: true,
  fields: ['name', 'email', 'highschool', 'city', 'semester', 'degree'],
  school: { authorized: true, since: '2026-08-20T17:00:00.000Z' },
  age: 'adult',
  guardian: null,
  held_meetings: 0,
};
const aMeeting = { degreeId: 8, degree: 'Arquitectura', degreeImg: null, campus: 'Campus Sur', campusId: 4 };

const conflict = (errorCode: string, message: string = ERRORS[errorCode as ErrorCode].message) =>
  jsonResponse(409, { statusCode: 409, error: 'Conflict', message, errorCode });

type Handlers = Parameters<typeof mockApi>[0];

function renderDegree(user: CurrentUser, handlers: Handlers, path = '/degrees/5') {
  session.setToken('token');
  session.setUser(user);
  const fetchMock = vi.fn(
    mockApi({
      'GET /degrees/5': () => jsonResponse(200, degree),
      'GET /users/9/meetings': () => jsonResponse(200, []),
      'GET /users/me/data-sharing': () => jsonResponse(200, shareable),
      ...handlers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const routes = [
    { path: '/degrees/:id', Component: DegreeRoute },
    { path: '/campus/:campusId/carreras/:id', Component: DegreeRoute },
  ];
  renderRoutes(routes, [path]);
  return fetchMock;
}

/** Waits until the student's meetings and data-sharing state are in: the button then decides without the dialog. */
async function sharingKnown(fetchMock: ReturnType<typeof vi.fn>) {
  await waitFor(() => {
    expect(calls(fetchMock, 'GET /users/9/meetings')).toHaveLength(1);
    expect(calls(fetchMock, 'GET /users/me/data-sharing')).toHaveLength(1);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const calls = (fetchMock: ReturnType<typeof vi.fn>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}` === key;
  });

describe('degree page', () => {
  beforeEach(() => session.setUser(null));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.setUser(null);
  });

  it('shows the page, with PDFs, campus link and gallery, and the loading text first', async () => {
    renderDegree(admin, {});
    expect(screen.getByText('Cargando la página')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: degree.name })).toBeTruthy();
    expect(screen.getByText(degree.campus)).toBeTruthy();
    const facts = screen.getByLabelText('Datos de la carrera');
    expect(within(facts).getByText('Modalidad').nextElementSibling?.textContent).toBe('Mixta');
    expect(within(facts).getByText('Duración').nextElementSibling?.textContent).toBe('9 semestres');
    expect(within(facts).getByText('Costo aproximado por periodo').nextElementSibling?.textContent).toBe(
      '$18,500 por semestre',
    );
    const plan = screen.getByRole('link', { name: /Plan de estudios/ });
    expect(plan.getAttribute('href')).toBe('/api/v1/media/plan.pdf');
    expect(plan.hasAttribute('download')).toBe(true);
    expect((screen.getByRole('button', { name: 'Becas' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Conoce el campus' }).getAttribute('href')).toBe('/campus/3');
    expect(screen.getByRole('heading', { name: 'Galería' })).toBeTruthy();
    expect(screen.getByRole('img', { name: `Foto 1 de 2 de ${degree.name}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar carrera' }).getAttribute('href')).toBe('/degrees/5/edit');
    // Favourite and meeting buttons are for students only.
    expect(screen.queryByRole('button', { name: 'Agregar a favoritas' })).toBeNull();
    // No field figures: no section for them.
    expect(screen.queryByRole('region', { name: /Al egresar/ })).toBeNull();
  });

  it("shows its field's labour figures with their source and the example mark, and nothing without figures", async () => {
    const figures = {
      field: { code: '0714', name: 'Electrónica y automatización' },
      monthly_pay: 18500,
      unemployment: 3.1,
      informality: 12.5,
      return_public: 14.2,
      return_private: 9.8,
      source: 'Datos de ejemplo (no oficiales)',
      year: 2025,
      is_example: true,
    };
    renderDegree(admin, { 'GET /degrees/5': () => jsonResponse(200, { ...degree, field_id: 9, figures }) });
    const section = await screen.findByRole('region', { name: 'Al egresar: Electrónica y automatización' });
    expect(within(section).getByText('Datos de ejemplo')).toBeTruthy();
    expect(within(section).getByText(/Datos de ejemplo \(no oficiales\), 2025/)).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('says plainly when the degree does not exist, with a link home', async () => {
    renderDegree(
      student,
      {
        'GET /degrees/77': () =>
          jsonResponse(404, {
            statusCode: 404,
            error: 'Not Found',
            message: 'La carrera no existe',
            errorCode: 'NotFound',
          }),
      },
      '/campus/3/carreras/77',
    );
    expect(await screen.findByRole('heading', { name: DEGREE_TEXT.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it.each([
    [{ is_favorite: false, is_meeting: false }, 'Agregar a favoritas', 'Agendar reunión'],
    [{ is_favorite: true, is_meeting: false }, 'Entre tus favoritas', 'Agendar reunión'],
    [{ is_favorite: true, is_meeting: true }, 'Entre tus favoritas', 'Reunión agendada'],
  ])('labels the student buttons by the preferences %j', async (preferences, favorite, meeting) => {
    renderDegree(student, { 'GET /degrees/5/preferences': () => jsonResponse(200, preferences) });
    const favoriteButton = await screen.findByRole('button', { name: favorite });
    const meetingButton = screen.getByRole('button', { name: meeting });
    // Done reads as disabled, yet keeps its place in the keyboard order (aria-disabled).
    expect(favoriteButton.getAttribute('aria-disabled') === 'true').toBe(preferences.is_favorite);
    expect(meetingButton.getAttribute('aria-disabled') === 'true').toBe(preferences.is_meeting);
    expect(screen.queryByRole('link', { name: 'Editar carrera' })).toBeNull();
  });

  it('warns, without any request, when scheduling a meeting on a degree that is not a favourite', async () => {
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: false, is_meeting: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar reunión' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Primero debes agregar esta carrera como favorita');
    expect(alert.className).toMatch(/Warning/);
    expect(calls(fetchMock, 'POST /meetings')).toHaveLength(0);
  });

  it('adds the favourite, says so, and refetches the preferences: the button then reads Entre tus favoritas', async () => {
    let favorite = false;
    const bodies: unknown[] = [];
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: favorite, is_meeting: false }),
      'POST /users/9/favorite-degrees': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        favorite = true;
        return jsonResponse(201, { degreeId: 5 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a favoritas' }));
    expect((await screen.findByRole('status')).textContent).toBe('¡Se agregó esta carrera a tu lista de favoritos!');
    expect(bodies).toEqual([{ degreeId: 5 }]);
    expect(await screen.findByRole('button', { name: 'Entre tus favoritas' })).toBeTruthy();
    expect(calls(fetchMock, 'GET /degrees/5/preferences').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the focus on the button pressed while it works and once it reads its done state', async () => {
    let favorite = false;
    let answer: (response: Response) => void = () => {};
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: favorite, is_meeting: false }),
      'POST /users/9/favorite-degrees': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const button = await screen.findByRole('button', { name: 'Agregar a favoritas' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(document.activeElement).toBe(button);
    // A second press while it works sends nothing more.
    fireEvent.click(button);
    expect(calls(fetchMock, 'POST /users/9/favorite-degrees')).toHaveLength(1);

    favorite = true;
    answer(jsonResponse(201, { degreeId: 5 }));
    const done = await screen.findByRole('button', { name: 'Entre tus favoritas' });
    expect(done).toBe(button);
    expect(done.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(done);
    fireEvent.click(done);
    expect(calls(fetchMock, 'POST /users/9/favorite-degrees')).toHaveLength(1);
  });

  it('shows the booking dialog before the first meeting request: what goes, to whom, then books', async () => {
    const bodies: unknown[] = [];
    renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: false }),
      'POST /meetings': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, { degreeId: 5 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de agendar tu reunión' });
    // The one list of shared fields, and the campus that receives them.
    expect(
      within(dialog).getByText(
        'Al agendar, compartiremos tu nombre, correo, preparatoria, ciudad, semestre y carrera de interés con Campus Coyoacán para que te contacten.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Eres mayor de edad: basta tu consentimiento.')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar reunión' }));
    expect((await screen.findByRole('status')).textContent).toBe(DEGREE_RESULT_TEXT.meetingScheduled);
    expect(bodies).toEqual([{ userId: 9, degreeId: 5, consentToShare: true }]);
  });

  it('sends nothing when the booking dialog is cancelled', async () => {
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de agendar tu reunión' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'POST /meetings')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Agendar reunión' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('books at once when the student has meetings and their data may leave', async () => {
    const bodies: unknown[] = [];
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: false }),
      'GET /users/9/meetings': () => jsonResponse(200, [aMeeting]),
      'POST /meetings': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, { degreeId: 5 });
      },
    });
    const button = await screen.findByRole('button', { name: 'Agendar reunión' });
    await sharingKnown(fetchMock);
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(DEGREE_RESULT_TEXT.meetingScheduled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([{ userId: 9, degreeId: 5 }]);
  });

  it('shows the dialog again when the data cannot leave, and says the request is held', async () => {
    const bodies: unknown[] = [];
    renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: false }),
      'GET /users/9/meetings': () => jsonResponse(200, [aMeeting]),
      'GET /users/me/data-sharing': () =>
        jsonResponse(200, { ...shareable, shareable: false, school: { authorized: false, since: null } }),
      'POST /meetings': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, { degreeId: 5 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de agendar tu reunión' });
    expect(within(dialog).getByText(CONSENT_MESSAGES.schoolNotAuthorized)).toBeTruthy();
    expect(within(dialog).getByText(/Campus Coyoacán no recibirá tus datos hasta que esté autorizado/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar reunión' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Registramos tu solicitud. La enviaremos a Campus Coyoacán cuando esté autorizada.',
    );
    expect(bodies).toEqual([{ userId: 9, degreeId: 5, consentToShare: true }]);
  });

  it('asks a student whose age is unknown for it, saves it, then books (held while a guardian decides)', async () => {
    const requests: { key: string; body: unknown }[] = [];
    renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: false }),
      'GET /users/me/data-sharing': () => jsonResponse(200, { ...shareable, shareable: false, age: 'unknown' }),
      'PUT /users/me/birth-date': (init) => {
        requests.push({ key: 'birth-date', body: JSON.parse(String(init?.body)) });
        return jsonResponse(200, {
          ...shareable,
          shareable: false,
          age: 'minor',
          guardian: {
            status: 'pending',
            email_masked: 'm***@correo.mx',
            sent_at: '2026-11-27T06:00:00.000Z',
            decided_at: null,
            can_resend_at: '2026-11-28T06:00:00.000Z',
          },
        });
      },
      'POST /meetings': (init) => {
        requests.push({ key: 'meeting', body: JSON.parse(String(init?.body)) });
        return jsonResponse(201, { degreeId: 5 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de agendar tu reunión' });
    const birthDate = within(dialog).getByLabelText(/^Fecha de nacimiento/, { selector: 'input' });
    const minor = `${Number(dayInMexico(new Date()).slice(0, 4)) - 15}-03-14`;
    fireEvent.change(birthDate, { target: { value: minor } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar y agendar' }));
    expect(await within(dialog).findByText(CONSENT_MESSAGES.guardianEmailRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Correo de tu madre, padre o tutor/, { selector: 'input' }), {
      target: { value: 'mama@correo.mx' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar y agendar' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Registramos tu solicitud. La enviaremos a Campus Coyoacán cuando esté autorizada.',
    );
    expect(requests).toEqual([
      { key: 'birth-date', body: { birthDate: minor, guardianEmail: 'mama@correo.mx' } },
      { key: 'meeting', body: { userId: 9, degreeId: 5, consentToShare: true } },
    ]);
  });

  it('asks a student who stopped sharing their contact data for consent in the dialog, then books', async () => {
    const bodies: unknown[] = [];
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: false }),
      'GET /users/9/meetings': () => jsonResponse(200, [aMeeting]),
      'POST /meetings': (init) => {
        const body = JSON.parse(String(init?.body)) as { consentToShare?: boolean };
        bodies.push(body);
        return body.consentToShare ? jsonResponse(201, { degreeId: 5 }) : conflict('ContactSharingWithdrawn');
      },
    });
    const button = await screen.findByRole('button', { name: 'Agendar reunión' });
    await sharingKnown(fetchMock);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Antes de agendar tu reunión' });
    expect(within(dialog).getByText(/^Al agendar, compartiremos tu nombre, correo/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar reunión' }));
    expect((await screen.findByRole('status')).textContent).toBe(DEGREE_RESULT_TEXT.meetingScheduled);
    expect(bodies).toEqual([
      { userId: 9, degreeId: 5 },
      { userId: 9, degreeId: 5, consentToShare: true },
    ]);
  });

  it.each([
    ['favorite', 'DuplicatedFavorite', 'Esta carrera ya se encuentra entre tus favoritas', /Info/],
    ['favorite', 'FavoriteLimitReached', ERRORS.FavoriteLimitReached.message, /Warning/],
    ['meeting', 'DuplicatedResource', 'Esta reunión ya ha sido agendada', /Info/],
    ['meeting', 'MeetingLimitReached', ERRORS.MeetingLimitReached.message, /Warning/],
    ['meeting', 'FavoriteRequired', ERRORS.FavoriteRequired.message, /Warning/],
  ])('%s 409 %s -> %s', async (kind, code, message, severity) => {
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: kind === 'meeting', is_meeting: false }),
      'GET /users/9/meetings': () => jsonResponse(200, [aMeeting]),
      'POST /users/9/favorite-degrees': () => conflict(code),
      'POST /meetings': () => conflict(code),
    });
    const label = kind === 'favorite' ? 'Agregar a favoritas' : 'Agendar reunión';
    const button = await screen.findByRole('button', { name: label });
    await sharingKnown(fetchMock);
    fireEvent.click(button);
    // Information is announced politely; warnings and errors at once.
    const alert = await screen.findByRole(String(severity) === String(/Info/) ? 'status' : 'alert');
    expect(alert.textContent).toBe(message);
    expect(alert.className).toMatch(severity);
  });

  it('says how many meeting requests are left under Agendar reunión', async () => {
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: false }),
      'GET /users/9/meetings': () => jsonResponse(200, [aMeeting, { ...aMeeting, degreeId: 9 }]),
    });
    const button = await screen.findByRole('button', { name: 'Agendar reunión' });
    expect(await screen.findByText('Te quedan 2 de 4')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await sharingKnown(fetchMock);
  });

  it('disables Agendar reunión at 4 requests and says why', async () => {
    const four = [8, 9, 10, 11].map((degreeId) => ({ ...aMeeting, degreeId }));
    const fetchMock = renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: true, is_meeting: false }),
      'GET /users/9/meetings': () => jsonResponse(200, four),
    });
    const reason = await screen.findByText('Ya tienes 4 solicitudes de reunión, el máximo');
    const button = screen.getByRole('button', { name: 'Agendar reunión' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    await sharingKnown(fetchMock);
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls(fetchMock, 'POST /meetings')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message of a limit as it is sent', async () => {
    renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: false, is_meeting: false }),
      'POST /users/9/favorite-degrees': () => conflict('FavoriteLimitReached', 'Ya tienes 12 carreras favoritas.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a favoritas' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ya tienes 12 carreras favoritas.');
  });

  it.each([
    ['a server error', () => jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'Internal' })],
    ['an unknown conflict', () => conflict('Other', 'otra cosa')],
  ])('says the generic message on %s', async (_name, answer) => {
    renderDegree(student, {
      'GET /degrees/5/preferences': () => jsonResponse(200, { is_favorite: false, is_meeting: false }),
      'POST /users/9/favorite-degrees': answer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a favoritas' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ocurrió un error, por favor inténtalo más tarde');
    expect(alert.className).toMatch(/Error/);
    await waitFor(() =>
      expect(within(screen.getByRole('group')).getByRole('button', { name: 'Agregar a favoritas' })).toBeTruthy(),
    );
  });
});
