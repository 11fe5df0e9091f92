// A student's matches: the degrees offered in their cities whose area speaks to their interest
// profile (the test's two highest letters), best first, each with why in one line.
import { z } from 'zod';
import { DEGREE_MODALITIES, DURATION_UNITS } from './degrees.ts';
import { RIASEC_NAMES, profileName, type RiasecLetter, type RiasecScores } from './interest-test.ts';
import { labourFigures } from './labour-market.ts';

/** How well an area of study fits a profile. */
export interface AreaFit {
  /** 2 when the area has the profile's first letter, plus 1 when it has the second: 0 to 3. */
  points: number;
  /**
   * 0–100, what a student reads: the profile's scores of the letters that matched, the first
   * counting double (`(2·first + second) / 3`). It never grows down the ranking.
   */
  score: number;
  /** The mean of the profile's scores over all of the area's letters: orders areas with equal points. */
  letterMean: number;
}

const lettersOf = (riasec: string) => [...riasec].filter((l): l is RiasecLetter => l in RIASEC_NAMES);

/** How an area (its RIASEC letters, e.g. 'IR') fits a profile (its scores and its two top letters). */
export function areaFit(
  riasec: string | null,
  scores: RiasecScores,
  [first, second]: readonly RiasecLetter[],
): AreaFit {
  const letters = riasec ? lettersOf(riasec) : [];
  const hasFirst = !!first && letters.includes(first);
  const hasSecond = !!second && letters.includes(second);
  const points = (hasFirst ? 2 : 0) + (hasSecond ? 1 : 0);
  const score = Math.round(((hasFirst ? 2 * scores[first!] : 0) + (hasSecond ? scores[second!] : 0)) / 3);
  const letterMean = letters.length ? letters.reduce((sum, l) => sum + scores[l], 0) / letters.length : 0;
  return { points, score, letterMean };
}

/** The areas' order in the matches: more points first, then the higher mean of their letters. */
export const byFit = (a: AreaFit, b: AreaFit) => b.points - a.points || b.letterMean - a.letterMean;

/** One line on why a degree is a match, with the names of the profile's letters. */
export function matchReason(points: number, [first, second]: readonly [RiasecLetter, RiasecLetter]): string {
  if (points >= 3) return `Coincide con tu perfil ${profileName([first, second])}`;
  if (points === 2) return `Coincide con tu interés principal: ${RIASEC_NAMES[first]}`;
  return `Coincide con tu segundo interés: ${RIASEC_NAMES[second]}`;
}

export const MATCHES_MESSAGES = {
  /** The degree has no field of study yet, so no figures can be shown. */
  noField: 'Aún no sabemos a qué campo de estudio pertenece esta carrera',
  /** Its field has no figures yet. */
  noFigures: 'Aún no tenemos cifras de este campo de estudio',
  testMissing: 'Primero responde el test de intereses para ver las carreras que coinciden contigo',
} as const;

/** What a match shows of its degree: a card with the campus, its city, and what a period costs. */
export const degreeCard = z
  .object({
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
    campus: z.string().meta({ description: 'El campus, con el nombre de su universidad' }),
    campus_id: z.number(),
    city: z.string(),
    area: z.string(),
    area_id: z.number(),
    modalidad: z.enum(DEGREE_MODALITIES).nullable(),
    costo_periodo: z.number().nullable(),
    duracion: z.number().nullable(),
    duracion_unidad: z.enum(DURATION_UNITS).nullable(),
  })
  .meta({ id: 'DegreeCard', description: 'Una carrera en una tarjeta: su campus, su ciudad, su área y su costo' });
export type DegreeCard = z.infer<typeof degreeCard>;

export const degreeMatch = z
  .object({
    degree: degreeCard,
    score: z.number().meta({ description: 'Afinidad de 0 a 100; nunca crece hacia abajo de la lista' }),
    reason: z.string().meta({ description: 'Por qué coincide, en una línea' }),
    figures: labourFigures.nullable(),
    figures_missing_reason: z.string().nullable(),
    is_favorite: z.boolean(),
  })
  .meta({ id: 'DegreeMatch', description: 'Una carrera que coincide con el perfil de intereses del estudiante' });
export type DegreeMatch = z.infer<typeof degreeMatch>;
