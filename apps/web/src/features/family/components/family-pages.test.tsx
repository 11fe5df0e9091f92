import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FamilyChild, FamilyChildDetail } from '@tlp/shared/family';
import { FAMILY_MESSAGES } from '@tlp/shared/family';
import { VALIDATION } from '@tlp/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { mayHaveFamilySession, rememberFamilySession } from '../api/session-hint.ts';
import { FamilyChildPage } from './family-child-page.tsx';
import { FamilyHome } from './family-home.tsx';
import { FamilyLinkPage } from './family-link-page.tsx';

const TOKEN = 'T'.repeat(43);

const routes = [
  { path: '/familia', element: <FamilyHome /> },
  { path: '/familia/:token', element: <FamilyLinkPage token={TOKEN} /> },
  { path: '/familia/hijos/:childId', element: <FamilyChildPage childId={7} /> },
];

const error = (status: number, errorCode: string, message: string) =>
  jsonResponse(status, { statusCode: status, error: 'x', errorCode, message });
const noSession = () => error(401, 'FamilySessionRequired', FAMILY_MESSAGES.sessionRequired);

const valeria: FamilyChild = {
  id: 7,
  first_name: 'Valeria',
  last_name: 'Soto Ruiz',
  highschool_name: 'Preparatoria Demo',
  consent: { status: 'granted', decided_at: '2027-03-03T18:00:00.000Z' },
};
const tomas: FamilyChild = {
  id: 8,
  first_name: 'Tomás',
  last_name: 'Soto Ruiz',
  highschool_name: 'Preparatoria Demo',
  consent: { status: 'pending', decided_at: null },
};

const detail = (over: Partial<FamilyChildDetail> = {}): FamilyChildDetail => ({
  ...valeria,
  shareable: true,
  favorites: [
    { degree_id: 1, degree: 'Ingeniería Civil', campus: 'Campus Norte' },
    { degree_id: 2, degree: 'Medicina', campus: 'Campus Sur' },
  ],
  meetings: [
    {
      degree_id: 1,
      degree: 'Ingeniería Civil',
      campus: 'Campus Norte',
      created_at: '2027-03-05T18:00:00.000Z',
      state: 'shared',
    },
  ],
  disclosures: [
    {
      id: 41,
      created_at: '2027-03-06T18:00:00.000Z',
      recipient_kind: 'admin',
      recipient_name: 'administración de Toca la Puerta',
      fields: ['name', 'email', 'highschool', 'city', 'semester', 'degree'],
      reason: 'export',
      degree_name: null,
      legal_basis: 'guardian_consent',
      guardian_consent_id: 3,
      school_authorization_id: 2,
      school_authorized_at: '2027-01-10T18:00:00.000Z',
    },
  ],
  disclosures_total: 1,
  ...over,
});

let handlers: Parameters<typeof mockApi>[0];
let bodies: Array<{ key: string; body: unknown }>;
const record =
  (key: string, answer: () => Response) =>
  (init: RequestInit | undefined): Response => {
    bodies.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
  };

/** This browser opened a session that has not ended (the page's hint; the cookie is HttpOnly). */
const hadSession = () => rememberFamilySession(new Date(Date.now() + 3_600_000).toISOString());

beforeEach(() => {
  localStorage.clear();
  bodies = [];
  handlers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => mockApi(handlers)(input, init)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const heading = (name: string | RegExp) => screen.findByRole('heading', { name });
const emailField = () => screen.getByLabelText(/^Correo/, { selector: 'input' });

describe('/familia without a session', () => {
  it('asks for the e-mail, checks it before sending, and answers the same neutral sentence', async () => {
    handlers['GET /family/children'] = noSession;
    handlers['POST /family/sign-in-links'] = record('link', () =>
      jsonResponse(202, { message: FAMILY_MESSAGES.linkRequested }),
    );
    renderRoutes(routes, ['/familia']);
    expect(await heading('Vista para familias')).toBeTruthy();
    fireEvent.change(emailField(), { target: { value: 'mama@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
    expect(await screen.findByText(VALIDATION.email)).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(emailField(), { target: { value: ' mama@correo.mx ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
    expect(await heading('Revisa tu correo')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(FAMILY_MESSAGES.linkRequested);
    expect(bodies).toEqual([{ key: 'link', body: { email: 'mama@correo.mx' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    expect(emailField()).toBeTruthy();
    // A browser that never opened a session does not ask the API for one.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/family/sign-in-links']);
  });

  it('a session that ended on the server shows the form, and the page forgets it', async () => {
    hadSession();
    handlers['GET /family/children'] = noSession;
    renderRoutes(routes, ['/familia']);
    expect(await heading('Vista para familias')).toBeTruthy();
    await waitFor(() => expect(mayHaveFamilySession()).toBe(false));
  });

  it('tells a 429 in the server’s words, and a failure in its own', async () => {
    handlers['GET /family/children'] = noSession;
    handlers['POST /family/sign-in-links'] = () => error(429, 'TooManyRequests', FAMILY_MESSAGES.linkTooMany);
    renderRoutes(routes, ['/familia']);
    await heading('Vista para familias');
    fireEvent.change(emailField(), { target: { value: 'mama@correo.mx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FAMILY_MESSAGES.linkTooMany);
    handlers['POST /family/sign-in-links'] = () => new Response('', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
      ),
    );
  });
});

describe('/familia/{token}', () => {
  it('exchanges the link once, leaves its address, and shows the children', async () => {
    handlers['POST /family/sessions'] = record('session', () =>
      jsonResponse(200, { expires_at: '2027-03-06T02:00:00.000Z' }),
    );
    handlers['GET /family/children'] = () => jsonResponse(200, [valeria, tomas]);
    const { router } = renderRoutes(routes, [`/familia/${TOKEN}`]);
    expect(await heading('Tus hijas e hijos')).toBeTruthy();
    expect(mayHaveFamilySession()).toBe(true);
    expect(router.state.location.pathname).toBe('/familia');
    expect(bodies).toEqual([{ key: 'session', body: { token: TOKEN } }]);
    const list = await screen.findByRole('list', { name: 'Tus hijas e hijos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Preparatoria Demo');
    expect(items[0]!.textContent).toContain('Autorizaste el 3 de marzo de 2027');
    expect(items[1]!.textContent).toContain('Esperamos tu respuesta');
    expect(within(items[0]!).getByRole('link', { name: 'Ver lo de Valeria Soto Ruiz' }).getAttribute('href')).toBe(
      '/familia/hijos/7',
    );
  });

  it('a used or expired link says so, and offers a new one on the spot', async () => {
    handlers['POST /family/sessions'] = () => error(410, 'FamilyLinkGone', FAMILY_MESSAGES.linkGone);
    renderRoutes(routes, [`/familia/${TOKEN}`]);
    expect(await heading('Este enlace ya no funciona')).toBeTruthy();
    expect(screen.getByText(FAMILY_MESSAGES.linkGone)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviarme un enlace' })).toBeTruthy();
  });

  it('an unknown link says so', async () => {
    handlers['POST /family/sessions'] = () => error(404, 'FamilyLinkNotFound', FAMILY_MESSAGES.linkNotFound);
    renderRoutes(routes, [`/familia/${TOKEN}`]);
    expect(await heading('No encontramos este enlace')).toBeTruthy();
    expect(screen.getByText(FAMILY_MESSAGES.linkNotFound)).toBeTruthy();
  });

  it('a failed connection can be retried', async () => {
    let fail = true;
    handlers['POST /family/sessions'] = () =>
      fail ? new Response('', { status: 502 }) : jsonResponse(200, { expires_at: '2027-03-06T02:00:00.000Z' });
    handlers['GET /family/children'] = () => jsonResponse(200, [valeria]);
    renderRoutes(routes, [`/familia/${TOKEN}`]);
    expect(await heading('No pudimos abrir tu sesión')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await heading('Tus hijas e hijos')).toBeTruthy();
  });
});

describe('the children list', () => {
  it('says so when no student names the guardian any more', async () => {
    hadSession();
    handlers['GET /family/children'] = () => jsonResponse(200, []);
    renderRoutes(routes, ['/familia']);
    expect(await screen.findByText(/Ya no hay estudiantes/)).toBeTruthy();
  });

  it("'Salir' ends the session and shows the form again", async () => {
    hadSession();
    handlers['GET /family/children'] = () => jsonResponse(200, [valeria]);
    handlers['POST /family/sign-out'] = record('out', () => new Response(null, { status: 204 }));
    renderRoutes(routes, ['/familia']);
    await heading('Tus hijas e hijos');
    handlers['GET /family/children'] = noSession;
    fireEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Cerraste tu sesión.')).toBeTruthy();
    expect(await heading('Vista para familias')).toBeTruthy();
    expect(bodies.map((b) => b.key)).toEqual(['out']);
    expect(mayHaveFamilySession()).toBe(false);
  });
});

describe("a child's view", () => {
  it('shows favourites, meeting requests with their state, and with whom data was shared, on what basis', async () => {
    handlers['GET /family/children/7'] = () => jsonResponse(200, detail());
    renderRoutes(routes, ['/familia/hijos/7']);
    expect(await heading('Valeria Soto Ruiz')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Tus hijas e hijos' }).getAttribute('href')).toBe('/familia');
    const favorites = screen.getByRole('list', { name: 'Carreras favoritas' });
    expect(
      within(favorites)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ingeniería CivilCampus Norte', 'MedicinaCampus Sur']);
    const meetings = screen.getByRole('list', { name: 'Reuniones que pidió' });
    expect(within(meetings).getByRole('listitem').textContent).toContain('Pidió el 5 de marzo de 2027');
    expect(within(meetings).getByRole('listitem').textContent).toContain('Se comparte con la universidad');
    const shared = screen.getByRole('list', { name: 'Con quién se compartieron sus datos' });
    const event = within(shared).getByRole('listitem').textContent;
    expect(event).toContain(
      'El 6 de marzo de 2027 compartimos su nombre, correo, preparatoria, ciudad, semestre y carrera de interés con la administración de Toca la Puerta porque descargó el reporte de reuniones agendadas.',
    );
    expect(event).toContain(
      'Con base en: Autorización de su madre, padre o tutor. Autorización de su escuela del 10 de enero de 2027',
    );
  });

  it('says what is empty, and that held requests do not leave', async () => {
    handlers['GET /family/children/7'] = () =>
      jsonResponse(
        200,
        detail({
          shareable: false,
          favorites: [],
          meetings: [{ ...detail().meetings[0]!, state: 'held' }],
          disclosures: [],
          disclosures_total: 0,
        }),
      );
    renderRoutes(routes, ['/familia/hijos/7']);
    await heading('Valeria Soto Ruiz');
    expect(screen.getByText('Todavía no marca carreras favoritas.')).toBeTruthy();
    expect(screen.getByText('Todavía no hemos compartido sus datos con nadie.')).toBeTruthy();
    const meetings = screen.getByRole('list', { name: 'Reuniones que pidió' });
    expect(within(meetings).getByRole('listitem').textContent).toContain('Retenida: sus datos no salen');
  });

  it("'Retirar mi autorización' explains, asks, withdraws and shows the new state", async () => {
    let current = detail();
    handlers['GET /family/children/7'] = () => jsonResponse(200, current);
    handlers['POST /family/children/7/withdrawal'] = record('withdraw', () => {
      current = detail({
        shareable: false,
        meetings: [],
        consent: { status: 'withdrawn', decided_at: '2027-03-07T18:00:00.000Z' },
      });
      return jsonResponse(200, { consent: current.consent, meetings_withdrawn: 1 });
    });
    renderRoutes(routes, ['/familia/hijos/7']);
    await heading('Valeria Soto Ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Retirar mi autorización' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar tu autorización?' });
    expect(dialog.textContent).toContain('Dejaremos de compartir los datos de Valeria con universidades');
    expect(dialog.textContent).toContain('retiraremos sus solicitudes de reunión (1)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Retirar mi autorización' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirar mi autorización' }));
    expect(await screen.findByText('Retiramos tu autorización. Sus datos ya no se comparten.')).toBeTruthy();
    expect(bodies.map((b) => b.key)).toEqual(['withdraw']);
    expect(await screen.findByText('Retiraste tu autorización el 7 de marzo de 2027')).toBeTruthy();
    // Not offered any more (the dialog's own button fades out with it).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retirar mi autorización' })).toBeNull());
  });

  it('another student, or no student at all, is not found', async () => {
    handlers['GET /family/children/7'] = () => error(404, 'NotFound', FAMILY_MESSAGES.childNotFound);
    renderRoutes(routes, ['/familia/hijos/7']);
    expect(await heading('No encontramos a esta o este estudiante')).toBeTruthy();
    expect(screen.getByText(FAMILY_MESSAGES.childNotFound)).toBeTruthy();
  });

  it('an ended session says how to come back', async () => {
    handlers['GET /family/children/7'] = noSession;
    renderRoutes(routes, ['/familia/hijos/7']);
    expect(await heading('Tu sesión terminó')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/familia');
  });
});
