// The reference lists every form picks from: areas of study, cities and high-school semesters.
import { z } from 'zod';
import { onFirstUse } from './first-use.ts';

export const area = z
  .object({ id: z.number(), name: z.string() })
  .meta({ id: 'Area', description: 'Un área de estudio' });
export const city = z.object({ id: z.number(), name: z.string() }).meta({ id: 'City', description: 'Una ciudad' });
export const semester = z
  .object({ id: z.number(), name: z.string(), active: z.boolean() })
  .meta({ id: 'Semester', description: 'Un semestre de preparatoria' });
export type Area = z.infer<typeof area>;
export type City = z.infer<typeof city>;
export type Semester = z.infer<typeof semester>;

const spanishOrder = onFirstUse(() => new Intl.Collator('es'));

/** Names in Spanish alphabetical order, the order of every list people pick from: "Mérida" before "Morelia". */
export const bySpanishName = (a: { name: string }, b: { name: string }): number =>
  spanishOrder().compare(a.name, b.name);
