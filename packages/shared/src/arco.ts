import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { currentPassword } from './zod-helpers.ts';

// ARCO self-service ('Mis datos'): access (the export), cancellation (deleting one's own account)
// and opposition (a student stops sharing their contact data with universities).

export { ARCO_MESSAGES, DELETE_ACCOUNT_CONFIRMATION } from './arco-messages.ts';

/** DELETE /users/me: the current password. */
export const deleteMeBody = z.object({
  password: currentPassword(),
});
export type DeleteMeBody = z.infer<typeof deleteMeBody>;

/** PUT /users/me/contact-sharing: `false` withdraws consent (opposition), `true` gives it again. */
export const contactSharingBody = z.object({ sharing: z.boolean({ error: VALIDATION.required }) });
export type ContactSharingBody = z.infer<typeof contactSharingBody>;

export const contactSharingState = z
  .object({
    sharing: z.boolean().describe('Si comparte sus datos de contacto con las universidades al agendar'),
    withdrawn_at: z.string().nullable().describe('Cuándo dejó de compartirlos (ISO 8601), o null'),
    meetings_withdrawn: z.number().describe('Reuniones retiradas por este cambio'),
  })
  .meta({ id: 'ContactSharing', description: 'Si el estudiante comparte sus datos de contacto con las universidades' });
export type ContactSharingState = z.infer<typeof contactSharingState>;
