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

export const createMeetingBody = z.object({
  userId: idField(),
  degreeId: idField(),
  /**
   * A student who withdrew consent to share their contact data (opposition) gives it again by
   * booking with `true`; without it their booking is a 409 ContactSharingWithdrawn.
   */
  consentToShare: z.boolean().optional(),
});
