import {
  INTEREST_ANSWER_MIN,
  INTEREST_ITEMS,
  INTEREST_SCALE_LABELS,
  INTEREST_TEST_QUESTION,
} from '@tlp/shared/interest-items';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';

/** The five answers to a statement, from 1 (Nada) to 5 (Mucho). */
export const ANSWER_SCALE = INTEREST_SCALE_LABELS.map((label, i) => ({ value: INTEREST_ANSWER_MIN + i, label }));

/** What the interest test page says. */
export const INTEREST_TEST_TEXT = {
  pageTitle: pageTitle('Test de intereses'),
  title: 'Descubre tus intereses',
  intro: (count: number) =>
    `Son ${count} frases cortas y te toma unos 5 minutos. Di cuánto te gusta cada actividad: no hay respuestas buenas ni malas.`,
  optional:
    'Es opcional y no bloquea nada: puedes seguir explorando campus y carreras sin hacerlo. Tus respuestas se guardan en este dispositivo mientras avanzas, así que puedes dejarlo y continuar después.',
  start: 'Empezar el test',
  resumeNote: (answered: number, count: number) =>
    `Ya respondiste ${answered} de ${count}. Continúa donde te quedaste.`,
  resume: 'Continuar',
  restart: 'Empezar de nuevo',
  loading: 'Cargando el test de intereses',
  loadError: 'No pudimos cargar el test de intereses.',
  progressLabel: 'Avance del test',
  progress: (n: number, count: number) => `${n} de ${count}`,
  question: (n: number, count: number) => `Frase ${n} de ${count}`,
  howMuch: INTEREST_TEST_QUESTION,
  previous: 'Anterior',
  next: 'Siguiente',
  finish: 'Ver mis resultados',
  sending: 'Calculando tu perfil…',
  pickOne: 'Elige una respuesta para seguir.',
  submitError: UI_TEXT.tryLater,
} as const;

/** The result: the profile, the summary and the earlier results. */
export const PROFILE_TEXT = {
  title: 'Tu perfil de intereses',
  takenOn: (date: string) => `Resultado del ${date}`,
  scoresLabel: 'Tus puntajes en las seis áreas de interés',
  score: (value: number) => `${value} de 100`,
  topBadge: 'De tus más altos',
  seeMatches: 'Ver carreras que coinciden',
  retake: 'Volver a hacer el test',
  continueRetake: (answered: number, count: number) => `Continuar el test (${answered} de ${count})`,
  historyTitle: 'Resultados anteriores',
  historyEmpty: 'Cuando vuelvas a hacer el test, aquí verás tus resultados anteriores para compararlos.',
  historyItem: (date: string, top: string) => `${date}: ${top}`,
  loadError: 'No pudimos cargar tu perfil de intereses.',
} as const;

/** The card on the student's home. */
export const HOME_INTEREST_TEXT = {
  title: 'Descubre tus intereses',
  body: `Responde ${INTEREST_ITEMS.length} frases cortas en unos 5 minutos y te mostramos carreras que coinciden contigo.`,
  start: 'Hacer el test',
  takenTitle: 'Tu perfil de intereses',
  taken: (profile: string) => `Tu perfil es ${profile}.`,
  seeProfile: 'Ver tu perfil de intereses',
  seeMatches: 'Ver carreras que coinciden',
} as const;
