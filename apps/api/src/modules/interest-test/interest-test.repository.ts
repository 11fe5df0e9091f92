import { desc, eq } from 'drizzle-orm';
import type { RiasecLetter, RiasecScores } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { interestResults } from './interest-test.schema.ts';
import { resultColumns } from './interest-test.queries.ts';

/** The results a student's history shows at most (a student takes the test a few times). */
const HISTORY_MAX = 50;

export function interestTestRepository(db: DbOrTx) {
  return {
    /** A new result of the student. */
    async add(userId: number, version: string, scores: RiasecScores, top: readonly RiasecLetter[]) {
      const [row] = await db
        .insert(interestResults)
        .values({
          userId,
          version,
          r: scores.R,
          i: scores.I,
          a: scores.A,
          s: scores.S,
          e: scores.E,
          c: scores.C,
          top: top.join(''),
        })
        .returning(resultColumns);
      return row!;
    },

    /** The student's results, newest first (from the index on user and id). */
    history: (userId: number) =>
      db
        .select(resultColumns)
        .from(interestResults)
        .where(eq(interestResults.userId, userId))
        .orderBy(desc(interestResults.id))
        .limit(HISTORY_MAX),
  };
}
