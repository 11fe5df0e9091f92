import { z } from 'zod';
import { campusOf, idField } from './zod-helpers.ts';

export const meeting = z
  .object({
    degreeId: z.number(),
    degree: z.string(),
    degreeImg: z.string().nullable(),
    ...campusOf.shape,
    created_at: z.string(),
  })
  .meta({ id: 'Meeting', description: 'Una reunión agendada sobre una carrera' });
export type Meeting = z.infer<typeof meeting>;

export const createMeetingBody = z.object({ userId: idField(), degreeId: idField() });
