import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from '../../db/schema/columns.ts';
import { users } from '../users/users.schema.ts';

/** A 0–100 score of one RIASEC letter. */
const score = (name: string) => smallint(name).notNull();

/**
 * Each time a student takes the interest test: the score of each letter and the two highest
 * (`top`, e.g. 'IS'). Retaking adds a row, so earlier results stay. The answers themselves are
 * not kept: the scores are all the product uses.
 */
export const interestResults = pgTable(
  'interest_results',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade'),
    /** INTEREST_TEST_VERSION when it was taken. */
    version: text('version').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    r: score('r'),
    i: score('i'),
    a: score('a'),
    s: score('s'),
    e: score('e'),
    c: score('c'),
    top: text('top').notNull(),
  },
  (t) => [
    // A student's results, newest first; the latest is the first entry.
    index('interest_results_user_idx').on(t.userId, t.id.desc()),
    check(
      'interest_results_scores_check',
      sql`least(${t.r}, ${t.i}, ${t.a}, ${t.s}, ${t.e}, ${t.c}) >= 0 and greatest(${t.r}, ${t.i}, ${t.a}, ${t.s}, ${t.e}, ${t.c}) <= 100`,
    ),
    check('interest_results_top_check', sql`${t.top} ~ '^[RIASEC]{2}$'`),
  ],
);
