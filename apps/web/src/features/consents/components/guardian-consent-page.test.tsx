import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSENT_MESSAGES, ERRORS, type GuardianConsentView } from '@tlp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { GuardianConsentPage } from './guardian-consent-page.tsx';

const TOKEN = 'abc_DEF-123';
const consent: GuardianConsentView = {
  student: {
    first_name: 'Valeria',
    last_name: 'Hernández Soto',
    highschool_name: 'Preparatoria Demo',
    highschool_city: 'Puebla',
  },
  fields: ['name', 'email', 'highschool', 'city', 'semester', 'degree'],
  recipients: CONSENT_MESSAGES.recipients,
  purpose: CONSENT_MESSAGES.purpose,
  status: 'pending',
  expires_at: '2026-12-11T18:00:00.000Z',
};

const apiError = (status: number, errorCode: keyof typeof ERRORS) =>
  jsonResponse(status, { statusCode: status, error: 'x', message: ERRORS[errorCode].message, errorCode });

function open(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = vi.fn(mockApi(handlers));
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [{ path: '/autorizacion/:token', element: <GuardianConsentPage token={TOKEN} /> }],
    [`/autorizacion/${TOKEN}`],
  );
  return fetchMock;
}

describe('GuardianConsentPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says who asks, what is shared, with whom, why and how to withdraw, then records "Autorizo"', async () => {
    const bodies: unknown[] = [];
    open({
      [`GET /guardian-consents/${TOKEN}`]: () => jsonResponse(200, consent),
      [`POST /guardian-consents/${TOKEN}`]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { status: 'granted' });
      },
    });
    expect(screen.getByRole('status').textContent).toContain('Cargando la solicitud');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Autorizas que compartamos los datos de Valeria?' }),
    ).toBeTruthy();
    expect(screen.getByText(/Valeria Hernández Soto, de Preparatoria Demo, Puebla, usa Toca la Puerta/)).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Nombre', 'Correo', 'Preparatoria', 'Ciudad', 'Semestre', 'Carrera']);
    expect(screen.getByText(CONSENT_MESSAGES.recipients)).toBeTruthy();
    expect(screen.getByText(CONSENT_MESSAGES.purpose)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Si cambias de opinión' })).toBeTruthy();
    const familyView = () => screen.getByRole('link', { name: 'Entrar a la vista para familias' });
    expect(familyView().getAttribute('href')).toBe('/familia');
    expect(screen.getByText('Este enlace vence el 11 de diciembre de 2026 y solo sirve una vez.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Autorizo' }));
    const done = await screen.findByRole('heading', { name: 'Gracias. Registramos tu autorización' });
    // The heading takes the focus in its effect, just after it appears.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(bodies).toEqual([{ decision: 'granted' }]);
    expect(familyView().getAttribute('href')).toBe('/familia');
    expect(screen.queryByRole('button', { name: 'No autorizo' })).toBeNull();
  });

  it('records "No autorizo" in one tap and says plainly what follows', async () => {
    const bodies: unknown[] = [];
    open({
      [`GET /guardian-consents/${TOKEN}`]: () => jsonResponse(200, consent),
      [`POST /guardian-consents/${TOKEN}`]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { status: 'refused' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'No autorizo' }));
    expect(await screen.findByRole('heading', { name: 'Registramos que no autorizas' })).toBeTruthy();
    expect(screen.getByText(/No compartiremos los datos de Valeria con ninguna universidad/)).toBeTruthy();
    expect(bodies).toEqual([{ decision: 'refused' }]);
  });

  it('shows an answer given before', async () => {
    open({ [`GET /guardian-consents/${TOKEN}`]: () => jsonResponse(200, { ...consent, status: 'granted' }) });
    expect(await screen.findByRole('heading', { name: 'Gracias. Registramos tu autorización' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Autorizo' })).toBeNull();
  });

  it.each([
    [410, 'GuardianConsentGone', 'Este enlace ya no funciona'],
    [404, 'GuardianConsentNotFound', 'No encontramos este enlace'],
  ] as const)('a %i link says so in the server words', async (status, code, title) => {
    open({ [`GET /guardian-consents/${TOKEN}`]: () => apiError(status, code) });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(ERRORS[code].message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Autorizo' })).toBeNull();
  });

  it('a link used meanwhile (410 on the answer) says so; a failed save can be tried again', async () => {
    let answer = () => jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'InternalError' });
    open({
      [`GET /guardian-consents/${TOKEN}`]: () => jsonResponse(200, consent),
      [`POST /guardian-consents/${TOKEN}`]: () => answer(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Autorizo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos guardar tu respuesta. Revisa tu conexión e inténtalo de nuevo.',
    );
    answer = () => apiError(410, 'GuardianConsentGone');
    fireEvent.click(screen.getByRole('button', { name: 'Autorizo' }));
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no funciona' })).toBeTruthy();
  });

  it('offers to retry when the request cannot load', async () => {
    let fail = true;
    open({
      [`GET /guardian-consents/${TOKEN}`]: () =>
        fail ? jsonResponse(503, { statusCode: 503, error: 'x', message: 'x' }) : jsonResponse(200, consent),
    });
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar la solicitud' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Autorizo' })).toBeTruthy());
  });
});
