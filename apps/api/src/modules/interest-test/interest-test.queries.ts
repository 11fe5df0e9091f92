import { asc, desc, eq } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { profileSummary, type InterestProfile, type RiasecLetter, type RiasecScores } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { interestResults } from './interest-test.schema.ts';

/** The score of each letter and the two highest, as the API and the data export name them. */
const scoreColumns = {
  R: interestResults.r,
  I: interestResults.i,
  A: interestResults.a,
  S: interestResults.s,
  E: interestResults.e,
  C: interestResults.c,
  top: interestResults.top,
};

/** The columns of a result, as the profile reads them. */
export const resultColumns = { id: interestResults.id, takenAt: interestResults.takenAt, ...scoreColumns };

type ResultRow = SelectResultFields<typeof resultColumns>;

/** A stored result as the API answers it, with its summary in words. */
export function profileOf(
  row: ResultRow,
): InterestProfile & { scores: RiasecScores; top: [RiasecLetter, RiasecLetter] } {
  const top = [...row.top] as [RiasecLetter, RiasecLetter];
  return {
    id: row.id,
    taken_at: row.takenAt.toISOString(),
    scores: { R: row.R, I: row.I, A: row.A, S: row.S, E: row.E, C: row.C },
    top,
    summary: profileSummary(top),
  };
}

/** The student's latest result (what their matches are ranked by), or undefined when they have not taken the test. */
export async function latestInterestProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(resultColumns)
    .from(interestResults)
    .where(eq(interestResults.userId, userId))
    .orderBy(desc(interestResults.id))
    .limit(1);
  return row && profileOf(row);
}

/** Every result of the student, oldest first (their data export). */
export const interestResultsOf = (db: DbOrTx, userId: number) =>
  db
    .select({ taken_at: interestResults.takenAt, version: interestResults.version, ...scoreColumns })
    .from(interestResults)
    .where(eq(interestResults.userId, userId))
    .orderBy(asc(interestResults.id));
