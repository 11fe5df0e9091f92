import { z } from 'zod';
import { text } from './zod-helpers.ts';

export const area = z
  .object({ id: z.number(), name: z.string() })
  .meta({ id: 'Area', description: 'Un área de estudio' });
export const city = z.object({ id: z.number(), name: z.string() }).meta({ id: 'City', description: 'Una ciudad' });
export const semester = z
  .object({ id: z.number(), name: z.string(), active: z.boolean() })
  .meta({ id: 'Semester', description: 'Un semestre de preparatoria' });
export const highschoolSummary = z
  .object({ id: z.number(), name: z.string(), city: z.string() })
  .meta({ id: 'HighschoolSummary', description: 'Una preparatoria en una lista: nombre y ciudad' });
export type Area = z.infer<typeof area>;
export type City = z.infer<typeof city>;
export type Semester = z.infer<typeof semester>;
export type HighschoolSummary = z.infer<typeof highschoolSummary>;

/** Lists that grow without bound: `page` (1-based) and `pageSize` (default 50, max 200). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const highschoolListQuery = pageQuery.extend({
  search: text().max(100).optional(),
});
