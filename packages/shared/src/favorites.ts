import { z } from 'zod';
import { campusOf, cardFields, idField } from './zod-helpers.ts';

export const favoriteDegree = cardFields
  .extend(campusOf.shape)
  .extend({
    has_meeting: z
      .boolean()
      .meta({ description: 'Tiene una reunión agendada: no se puede quitar de favoritas mientras la tenga' }),
  })
  .meta({ id: 'FavoriteDegree', description: 'Una carrera favorita con su campus' });
export type FavoriteDegree = z.infer<typeof favoriteDegree>;

export const addFavoriteBody = z.object({ degreeId: idField() });
