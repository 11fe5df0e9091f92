import { z } from 'zod';
import { idField } from './zod-helpers.ts';

export const favoriteDegree = z
  .object({
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
    campus: z.string(),
    campusId: z.number(),
  })
  .meta({ id: 'FavoriteDegree', description: 'Una carrera favorita con su campus' });
export type FavoriteDegree = z.infer<typeof favoriteDegree>;

export const addFavoriteBody = z.object({ degreeId: idField() });
