import { z } from 'zod';
import { bookedSlot, MEETING_STATES } from './slots.ts';
import { campusOf, idField } from './zod-helpers.ts';

export const meeting = z
  .object({
    degreeId: z.number(),
    degree: z.string(),
    degreeImg: z.string().nullable(),
    ...campusOf.shape,
    created_at: z.string(),
    id: z.number().meta({ description: 'El id de la solicitud (para elegir horario, cancelarlo o calificar)' }),
    state: z.enum(MEETING_STATES),
    slot: bookedSlot.nullable(),
    attended: z.boolean().nullable(),
    rating: z.number().nullable(),
    rating_comment: z.string().nullable(),
  })
  .meta({ id: 'Meeting', description: 'Una solicitud de reunión sobre una carrera, con su horario si ya lo eligió' });
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
