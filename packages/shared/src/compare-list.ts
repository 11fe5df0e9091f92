// The degrees a student compares side by side (/comparar): at most 4, in the order they were added,
// kept per user on the server so they follow the student from one device to another.
import { z } from 'zod';
import { idField } from './zod-helpers.ts';

/** How many degrees a student compares at once. */
export const COMPARE_LIST_MAX = 4;

export const COMPARE_LIST_MESSAGES = {
  tooMany: `Puedes comparar hasta ${COMPARE_LIST_MAX} carreras`,
  repeated: 'Una carrera está repetida en la lista',
} as const;

/**
 * PUT /users/me/compare-list: the whole list, in its order; the answer of both routes. Ids of
 * degrees that no longer exist are left out of what is kept.
 */
export const compareList = z
  .object({
    degree_ids: z
      .array(idField())
      .max(COMPARE_LIST_MAX, { error: COMPARE_LIST_MESSAGES.tooMany })
      .refine((ids) => new Set(ids).size === ids.length, { error: COMPARE_LIST_MESSAGES.repeated }),
  })
  .meta({
    id: 'CompareList',
    description: `Las carreras que el estudiante compara (hasta ${COMPARE_LIST_MAX}), en orden`,
  });
export type CompareList = z.infer<typeof compareList>;
