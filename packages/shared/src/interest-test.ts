// The interest test's API shapes (zod), over its letters, statements and scoring
// (interest-items.ts, re-exported here).
import { z } from 'zod';
import { idField } from './zod-helpers.ts';
import {
  INTEREST_ANSWER_MAX,
  INTEREST_ANSWER_MIN,
  INTEREST_ITEMS,
  INTEREST_TEST_MESSAGES,
  ITEM_SCALE,
  RIASEC_CODE,
  RIASEC_LETTERS,
} from './interest-items.ts';

export * from './interest-items.ts';

/** The letters of an area, as admins type them: trimmed, upper case, 1–3 distinct letters of RIASEC. */
export const riasecCode = z
  .string({ error: INTEREST_TEST_MESSAGES.riasecInvalid })
  .overwrite((s) => s.trim().toUpperCase())
  .regex(RIASEC_CODE, { error: INTEREST_TEST_MESSAGES.riasecInvalid })
  .meta({ description: 'De 1 a 3 letras distintas de RIASEC, la que más le corresponde primero (p. ej. IR)' });

// ── The API's shapes ────────────────────────────────────────────────────────────────────────

const letter = z.enum(RIASEC_LETTERS);

/** GET /interest-test. */
export const interestTest = z
  .object({
    items: z.array(z.object({ id: z.number(), text: z.string(), scale: letter })),
    version: z.string(),
  })
  .meta({ id: 'InterestTest', description: 'Las afirmaciones del test de intereses, en el orden en que se preguntan' });
export type InterestTest = z.infer<typeof interestTest>;

/** POST /users/me/interest-test: every statement answered exactly once, each from 1 to 5. */
export const interestAnswersBody = z
  .object({
    answers: z
      .array(
        z.object({
          item: idField(),
          value: z
            .number({ error: INTEREST_TEST_MESSAGES.answerValue })
            .int({ error: INTEREST_TEST_MESSAGES.answerValue })
            .min(INTEREST_ANSWER_MIN, { error: INTEREST_TEST_MESSAGES.answerValue })
            .max(INTEREST_ANSWER_MAX, { error: INTEREST_TEST_MESSAGES.answerValue }),
        }),
        { error: INTEREST_TEST_MESSAGES.answersIncomplete },
      )
      .max(INTEREST_ITEMS.length * 2, { error: INTEREST_TEST_MESSAGES.answersIncomplete }),
  })
  .superRefine(({ answers }, ctx) => {
    const seen = new Set<number>();
    for (const [i, { item }] of answers.entries()) {
      const issue = !ITEM_SCALE.has(item)
        ? INTEREST_TEST_MESSAGES.unknownItem
        : seen.has(item)
          ? INTEREST_TEST_MESSAGES.repeatedItem
          : null;
      if (issue) {
        ctx.addIssue({ code: 'custom', path: ['answers', i, 'item'], message: issue });
        return;
      }
      seen.add(item);
    }
    if (seen.size !== INTEREST_ITEMS.length) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: INTEREST_TEST_MESSAGES.answersIncomplete });
    }
  });
export type InterestAnswersBody = z.infer<typeof interestAnswersBody>;

/** One result of the test. */
export const interestProfile = z
  .object({
    id: z.number(),
    taken_at: z.string().meta({ description: 'Cuándo se respondió (ISO 8601)' }),
    scores: z.object({ R: z.number(), I: z.number(), A: z.number(), S: z.number(), E: z.number(), C: z.number() }),
    top: z.array(letter).meta({ description: 'Las dos letras más altas; los empates, en orden R I A S E C' }),
    summary: z.string(),
  })
  .meta({ id: 'InterestProfile', description: 'Un resultado del test de intereses (0 a 100 por letra)' });
export type InterestProfile = z.infer<typeof interestProfile>;

/** GET /users/me/interest-test: the latest result, and every result newest first (the latest too). */
export const interestProfiles = z
  .object({ latest: interestProfile.nullable(), history: z.array(interestProfile) })
  .meta({ id: 'InterestProfiles', description: 'El resultado más reciente y todos los anteriores, del más nuevo' });
export type InterestProfiles = z.infer<typeof interestProfiles>;
