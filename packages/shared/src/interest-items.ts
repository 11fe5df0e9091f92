// The interest test (RIASEC) without zod: its letters, statements, how answers become a profile,
// and which letters each area of study speaks to. A screen that only shows a profile (the
// student's home) imports this, not interest-test.ts and its schemas. The statements were written
// for Toca la Puerta in plain Spanish; they are not taken from any published or licensed instrument.

/** The six kinds of interest, in the order that breaks ties. */
export const RIASEC_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof RIASEC_LETTERS)[number];

/** What a student reads for each letter. */
export const RIASEC_NAMES: Record<RiasecLetter, string> = {
  R: 'Realista',
  I: 'Investigador',
  A: 'Artístico',
  S: 'Social',
  E: 'Emprendedor',
  C: 'Convencional',
};

/** What each letter is drawn to, to finish the sentence «te atrae …». */
export const RIASEC_LIKES: Record<RiasecLetter, string> = {
  R: 'trabajar con tus manos, con herramientas y con máquinas',
  I: 'investigar y entender por qué pasan las cosas',
  A: 'crear, imaginar y expresarte',
  S: 'ayudar, enseñar y trabajar con personas',
  E: 'dirigir, convencer y emprender proyectos',
  C: 'organizar, ordenar datos y cuidar los detalles',
};

/** 'Investigador–Social': the names of the letters, joined by an en dash. */
export const profileName = (letters: readonly RiasecLetter[]) => letters.map((l) => RIASEC_NAMES[l]).join('–');

/** Raising it tells clients that the statements changed (a result keeps the version it was taken with). */
export const INTEREST_TEST_VERSION = '2026.1';

/** Each statement is answered from 1 (nada) to 5 (mucho). */
export const INTEREST_ANSWER_MIN = 1;
export const INTEREST_ANSWER_MAX = 5;
export const INTEREST_SCALE_LABELS = ['Nada', 'Poco', 'Más o menos', 'Bastante', 'Mucho'] as const;
/** The question every statement answers. */
export const INTEREST_TEST_QUESTION = '¿Qué tanto te gustaría…?';

/** Six statements per letter, written for this product. */
const STATEMENTS: Record<RiasecLetter, readonly string[]> = {
  R: [
    'Armar o reparar aparatos',
    'Trabajar con herramientas en un taller',
    'Cuidar plantas o animales',
    'Manejar máquinas o darles mantenimiento',
    'Construir cosas con tus manos, como muebles, maquetas o robots',
    'Hacer trabajo al aire libre, en el campo o en una obra',
  ],
  I: [
    'Investigar por qué pasan las cosas',
    'Hacer experimentos en un laboratorio',
    'Resolver problemas de matemáticas difíciles',
    'Leer sobre descubrimientos científicos',
    'Analizar datos para encontrar patrones',
    'Descubrir cómo funciona el cuerpo humano',
  ],
  A: [
    'Dibujar, pintar o diseñar',
    'Escribir historias, poemas o canciones',
    'Tocar un instrumento o cantar',
    'Actuar o grabar videos',
    'Decorar o diseñar espacios',
    'Inventar ideas originales para un proyecto',
  ],
  S: [
    'Explicarle un tema a alguien que no lo entiende',
    'Ayudar a otras personas con sus problemas',
    'Cuidar a alguien que está enfermo o que lo necesita',
    'Trabajar en equipo en un proyecto para tu comunidad',
    'Escuchar a tus amigos y darles consejos',
    'Organizar actividades para niñas y niños',
  ],
  E: [
    'Vender un producto o una idea',
    'Dirigir a un equipo',
    'Iniciar tu propio negocio',
    'Convencer a otros en un debate',
    'Organizar un evento y conseguir quién lo patrocine',
    'Tomar decisiones importantes para un grupo',
  ],
  C: [
    'Llevar las cuentas de un negocio',
    'Ordenar archivos, listas o inventarios',
    'Seguir instrucciones paso a paso con precisión',
    'Capturar datos en una hoja de cálculo',
    'Revisar que un documento no tenga errores',
    'Planear un horario o un presupuesto',
  ],
};

export interface InterestItem {
  id: number;
  text: string;
  scale: RiasecLetter;
}

/**
 * The 36 statements in the order they are asked: one of each letter in turn (R I A S E C, R I A …),
 * so no stretch of the test is about one kind of interest. Ids 1–36 follow that order.
 */
export const INTEREST_ITEMS: readonly InterestItem[] = Array.from({ length: 6 }, (_, round) =>
  RIASEC_LETTERS.map((scale, i) => ({ id: round * 6 + i + 1, text: STATEMENTS[scale][round]!, scale })),
).flat();

/** Each statement's letter, by its id. */
export const ITEM_SCALE = new Map(INTEREST_ITEMS.map((item) => [item.id, item.scale]));

export type RiasecScores = Record<RiasecLetter, number>;

export const INTEREST_TEST_MESSAGES = {
  answersIncomplete: `Responde las ${INTEREST_ITEMS.length} afirmaciones, cada una una sola vez`,
  answerValue: `Cada respuesta va de ${INTEREST_ANSWER_MIN} a ${INTEREST_ANSWER_MAX}`,
  unknownItem: 'Una de las respuestas no corresponde a ninguna afirmación del test',
  repeatedItem: 'Respondiste una afirmación más de una vez',
  riasecInvalid: 'Escribe de 1 a 3 letras distintas de R, I, A, S, E y C (por ejemplo, IR)',
} as const;

export interface InterestAnswer {
  item: number;
  value: number;
}

/**
 * Each letter's score from 0 to 100: the mean of its statements' answers, 1..5 mapped to 0..100
 * (`round((mean - 1) / 4 * 100)`). Every statement must be answered (interestAnswersBody checks it).
 */
export function scoreAnswers(answers: readonly InterestAnswer[]): RiasecScores {
  const sums = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  const counts = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const { item, value } of answers) {
    const scale = ITEM_SCALE.get(item);
    if (!scale) throw new Error(`unknown interest item ${item}`);
    sums[scale] += value;
    counts[scale] += 1;
  }
  const scores = {} as RiasecScores;
  for (const letter of RIASEC_LETTERS) {
    const mean = counts[letter] ? sums[letter] / counts[letter] : INTEREST_ANSWER_MIN;
    scores[letter] = Math.round(((mean - 1) / 4) * 100);
  }
  return scores;
}

/** The two highest letters, highest first; ties go in R I A S E C order. */
export function topLetters(scores: RiasecScores): [RiasecLetter, RiasecLetter] {
  const [first, second] = [...RIASEC_LETTERS].sort(
    (a, b) => scores[b] - scores[a] || RIASEC_LETTERS.indexOf(a) - RIASEC_LETTERS.indexOf(b),
  );
  return [first!, second!];
}

/** 'Tu perfil es Investigador–Social: te atrae investigar… y también ayudar…'. */
export function profileSummary([first, second]: readonly [RiasecLetter, RiasecLetter]): string {
  return `Tu perfil es ${profileName([first, second])}: te atrae ${RIASEC_LIKES[first]}, y también ${RIASEC_LIKES[second]}.`;
}

/** 'IR', 'ESC': 1 to 3 distinct letters of RIASEC, the one that fits best first. */
export const RIASEC_CODE = /^(?!.*(.).*\1)[RIASEC]{1,3}$/;
export const isRiasecCode = (value: string) => RIASEC_CODE.test(value);

/**
 * Which interests each area of study speaks to: the areas of the reference list that
 * `npm run db:bootstrap` and the demo seed add (apps/api/src/db/seed/reference-data.ts), by name.
 * Migration 0025 writes these into `areas.riasec` for the areas that exist; new databases get them
 * when the list is added. Admins set the letters of other areas in Catálogos.
 *
 * | Área                              | Letras | Por qué                                              |
 * |-----------------------------------|--------|------------------------------------------------------|
 * | Ciencias de la Salud              | ISR    | entender el cuerpo, cuidar personas, práctica clínica |
 * | Ingeniería y Tecnología           | RIC    | construir y reparar, resolver problemas, precisión   |
 * | Ciencias Exactas                  | ICR    | investigar, datos y método, laboratorio              |
 * | Ciencias Biológicas y Ambientales | IR     | investigar la naturaleza, trabajo de campo           |
 * | Ciencias Agropecuarias            | RI     | plantas, animales y máquinas, con ciencia            |
 * | Ciencias Sociales                 | SIE    | personas y comunidades, investigarlas, incidir       |
 * | Económico-Administrativas         | ECI    | dirigir y emprender, cuentas y datos, análisis       |
 * | Derecho                           | ESC    | argumentar y convencer, defender personas, normas    |
 * | Artes y Humanidades               | AIS    | crear y expresarse, pensar e investigar, enseñar     |
 * | Arquitectura y Diseño             | ARI    | diseñar, construir, resolver                         |
 * | Comunicación                      | AES    | crear mensajes, convencer, trabajar con personas     |
 * | Educación                         | SAE    | enseñar y acompañar, crear clases, guiar grupos      |
 * | Turismo y Gastronomía             | ESR    | atender y emprender, servicio, cocina y oficio       |
 */
export const AREA_RIASEC: Readonly<Record<string, string>> = {
  'Ciencias de la Salud': 'ISR',
  'Ingeniería y Tecnología': 'RIC',
  'Ciencias Exactas': 'ICR',
  'Ciencias Biológicas y Ambientales': 'IR',
  'Ciencias Agropecuarias': 'RI',
  'Ciencias Sociales': 'SIE',
  'Económico-Administrativas': 'ECI',
  Derecho: 'ESC',
  'Artes y Humanidades': 'AIS',
  'Arquitectura y Diseño': 'ARI',
  Comunicación: 'AES',
  Educación: 'SAE',
  'Turismo y Gastronomía': 'ESR',
};

/** The letters of an area by its name, or null when the table does not know it. */
export const riasecOfArea = (name: string): string | null => AREA_RIASEC[name] ?? null;
