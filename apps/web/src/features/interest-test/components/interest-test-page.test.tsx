import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InterestProfile } from '@tlp/shared/interest-test';
import type { CurrentUser } from '@tlp/shared/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { InterestTestPage } from './interest-test-page.tsx';

const student = { id: 7, first_name: 'Ana', type: 'student' } as CurrentUser;

const TEST = {
  version: 'v1',
  items: [
    { id: 11, text: 'Armar y reparar aparatos' },
    { id: 12, text: 'Investigar por qué pasan las cosas' },
    { id: 13, text: 'Dibujar o componer música' },
    { id: 14, text: 'Ayudar a otras personas con sus problemas' },
  ],
};

const profileOf = (id: number, takenAt: string, over: Partial<InterestProfile> = {}): InterestProfile => ({
  id,
  taken_at: takenAt,
  scores: { R: 25, I: 100, A: 50, S: 75, E: 0, C: 0 },
  top: ['I', 'S'],
  summary: 'Tu perfil es Investigador–Social: te gusta entender cómo funcionan las cosas y ayudar a los demás.',
  ...over,
});

function setup({ latest = null as InterestProfile | null, history = [] as InterestProfile[], refuse = false } = {}) {
  const posted: unknown[] = [];
  const fresh = profileOf(9, '2026-03-12T18:00:00.000Z');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /interest-test': () => jsonResponse(200, TEST),
        'GET /users/me/interest-test': () => jsonResponse(200, { latest, history }),
        'POST /users/me/interest-test': (init) => {
          if (refuse)
            return jsonResponse(400, { errorCode: 'ValidationError', message: 'Responde todas las frases del test' });
          posted.push(JSON.parse(String(init?.body)));
          return jsonResponse(201, fresh);
        },
      }),
    ),
  );
  renderRoutes(
    [
      { path: '/test-de-intereses', element: <InterestTestPage user={student} /> },
      { path: '/coincidencias', element: <p>Coincidencias</p> },
    ],
    ['/test-de-intereses'],
  );
  return posted;
}

const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

describe('InterestTestPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('introduces the test as short and optional, then asks one statement per screen', async () => {
    setup();
    expect(await screen.findByText(/Son 4 frases cortas y te toma unos 5 minutos/)).toBeTruthy();
    expect(screen.getByText(/Es opcional y no bloquea nada/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Empezar el test' }));
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Frase 1 de 4: Armar y reparar aparatos');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('1 de 4')).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: /Armar y reparar aparatos/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Nada', 'Poco', 'Más o menos', 'Bastante', 'Mucho']);
    // No answer, no moving on.
    next();
    expect(screen.getByText('Elige una respuesta para seguir.')).toBeTruthy();
    choose('Bastante');
    next();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Investigar por qué pasan las cosas');
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect((screen.getByRole('radio', { name: 'Bastante' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the answers on this device, per user, as they are given', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar el test' }));
    choose('Mucho');
    next();
    choose('Poco');
    expect(JSON.parse(localStorage.getItem('tlp:test-intereses:7')!)).toEqual({
      version: 'v1',
      answers: { 11: 5, 12: 2 },
    });
  });

  it('resumes at the first unanswered statement on return', async () => {
    localStorage.setItem('tlp:test-intereses:7', JSON.stringify({ version: 'v1', answers: { 11: 5, 12: 2 } }));
    localStorage.setItem('tlp:test-intereses:8', JSON.stringify({ version: 'v1', answers: { 11: 1 } }));
    setup();
    expect(await screen.findByText('Ya respondiste 2 de 4. Continúa donde te quedaste.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Dibujar o componer música');
    expect(screen.getByText('3 de 4')).toBeTruthy();
  });

  it('drops answers saved for another version of the test', async () => {
    localStorage.setItem('tlp:test-intereses:7', JSON.stringify({ version: 'v0', answers: { 11: 5 } }));
    setup();
    expect(await screen.findByRole('button', { name: 'Empezar el test' })).toBeTruthy();
    expect(screen.queryByText(/Ya respondiste/)).toBeNull();
  });

  it('sends every statement once and shows the profile, its summary and the way to the matches', async () => {
    const posted = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar el test' }));
    for (const label of ['Nada', 'Mucho', 'Más o menos', 'Bastante']) {
      choose(label);
      if (label !== 'Bastante') next();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Ver mis resultados' }));
    const heading = await screen.findByRole('heading', { name: 'Tu perfil de intereses: Investigador–Social' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(posted).toEqual([
      {
        answers: [
          { item: 11, value: 1 },
          { item: 12, value: 5 },
          { item: 13, value: 3 },
          { item: 14, value: 4 },
        ],
      },
    ]);
    const scores = screen.getByRole('list', { name: 'Tus puntajes en las seis áreas de interés' });
    expect(
      within(scores)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'RRealista (R)25 de 100',
      'IInvestigador (I)· De tus más altos100 de 100',
      'AArtístico (A)50 de 100',
      'SSocial (S)· De tus más altos75 de 100',
      'EEmprendedor (E)0 de 100',
      'CConvencional (C)0 de 100',
    ]);
    expect(screen.getByText(/te gusta entender cómo funcionan las cosas/)).toBeTruthy();
    expect(screen.getByText('Resultado del 12 de marzo de 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver carreras que coinciden' }).getAttribute('href')).toBe(
      '/coincidencias',
    );
    expect(localStorage.getItem('tlp:test-intereses:7')).toBeNull();
  });

  it('says the API’s reason when the answers are refused, and keeps them', async () => {
    localStorage.setItem('tlp:test-intereses:7', JSON.stringify({ version: 'v1', answers: { 11: 5, 12: 2, 13: 3 } }));
    setup({ refuse: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    choose('Mucho');
    fireEvent.click(screen.getByRole('button', { name: 'Ver mis resultados' }));
    expect(await screen.findByText('Responde todas las frases del test')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('tlp:test-intereses:7')!).answers[14]).toBe(5);
  });

  it('opens on the latest profile with the earlier results, and offers to take it again', async () => {
    const latest = profileOf(3, '2026-03-12T18:00:00.000Z');
    const earlier = profileOf(2, '2025-11-02T18:00:00.000Z', { top: ['A', 'E'] });
    setup({ latest, history: [latest, earlier] });
    expect(await screen.findByRole('heading', { name: 'Tu perfil de intereses: Investigador–Social' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Resultados anteriores' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 de noviembre de 2025: AE · Artístico–Emprendedor']);
    fireEvent.click(screen.getByRole('button', { name: 'Volver a hacer el test' }));
    expect(await screen.findByRole('button', { name: 'Empezar el test' })).toBeTruthy();
  });
});
