import { z } from 'zod';
import { GUARDIAN_STATUSES } from './consents.ts';
import { disclosureRow } from './disclosures.ts';
import { requiredEmail } from './zod-helpers.ts';

// The family view (issue 26, item 3): a minor's guardian signs in with a link mailed to the address
// their child gave, and sees, read only, what the child does on the platform and with whom their
// data was shared; they can withdraw their consent. Schemas and words both sides use.

/** How long a mailed sign-in link works (once), as a password reset's. */
export const FAMILY_LINK_MINUTES = 30;
/** How long a family session lasts from the sign-in; then a new link is asked for. */
export const FAMILY_SESSION_HOURS = 8;
/** The newest disclosure events a child's view lists (the total comes along). */
export const FAMILY_DISCLOSURES_SHOWN = 100;

export const FAMILY_MESSAGES = {
  /** The one answer to a sign-in request, known address or not. */
  linkRequested: `Si ese correo es el de la madre, padre o tutor de una o un estudiante, te enviamos un enlace para entrar. Revisa tu bandeja de entrada (y la de spam); el enlace vence en ${FAMILY_LINK_MINUTES} minutos.`,
  linkTooMany: 'Ya pediste varios enlaces. Espera un rato antes de pedir otro.',
  linkNotFound: 'Este enlace para entrar no existe. Revisa que esté completo, o pide uno nuevo.',
  linkGone: 'Este enlace para entrar ya se usó o venció. Pide uno nuevo con tu correo.',
  sessionRequired: 'Tu sesión terminó. Para entrar de nuevo, pide un enlace con tu correo.',
  childNotFound: 'No encontramos a esta o este estudiante entre quienes te nombraron su madre, padre o tutor.',
} as const;

/** POST /family/sign-in-links: the guardian's e-mail. */
export const familySignInBody = z.object({ email: requiredEmail() });
export type FamilySignInBody = z.infer<typeof familySignInBody>;

/** The answer to a sign-in request: always the same sentence. */
export const familySignInAccepted = z.object({ message: z.string() });

/** POST /family/sessions: the token of the mailed link. */
export const familyTokenBody = z.object({
  token: z.string().min(1).max(100).meta({ description: 'El token del enlace enviado por correo' }),
});
export type FamilyTokenBody = z.infer<typeof familyTokenBody>;

/** The session a link opened: when it ends. */
export const familySession = z
  .object({ expires_at: z.string().describe('Cuándo termina la sesión (ISO 8601)') })
  .meta({ id: 'FamilySession' });
export type FamilySession = z.infer<typeof familySession>;

/** The guardian's consent for one child, as the guardian's last answer left it. */
export const familyConsent = z.object({
  status: z.enum(GUARDIAN_STATUSES),
  decided_at: z.string().nullable().describe('Cuándo respondió o la retiró (ISO 8601); null sin respuesta'),
});
export type FamilyConsent = z.infer<typeof familyConsent>;

/** GET /family/children: one of the guardian's children. */
export const familyChild = z
  .object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    highschool_name: z.string().nullable(),
    consent: familyConsent,
  })
  .meta({ id: 'FamilyChild', description: 'Una hija o un hijo de quien entró, con su autorización' });
export type FamilyChild = z.infer<typeof familyChild>;

export const FAMILY_MEETING_STATES = ['shared', 'held'] as const;
export type FamilyMeetingState = (typeof FAMILY_MEETING_STATES)[number];

/** GET /family/children/{id}: what the child does and what was shared, read only. */
export const familyChildDetail = familyChild
  .extend({
    shareable: z.boolean().describe('Si sus solicitudes de reunión pueden salir ahora de la plataforma'),
    favorites: z.array(z.object({ degree_id: z.number(), degree: z.string(), campus: z.string() })),
    meetings: z.array(
      z.object({
        degree_id: z.number(),
        degree: z.string(),
        campus: z.string(),
        created_at: z.string(),
        state: z
          .enum(FAMILY_MEETING_STATES)
          .describe("'shared': sus datos pueden salir hacia esa universidad; 'held': retenida, no sale"),
      }),
    ),
    disclosures: z
      .array(disclosureRow)
      .describe(`Con quién se compartieron sus datos: los ${FAMILY_DISCLOSURES_SHOWN} eventos más recientes`),
    disclosures_total: z.number().describe('Cuántos eventos tiene en total'),
  })
  .meta({ id: 'FamilyChildDetail', description: 'Lo que una hija o un hijo hace en la plataforma, de solo lectura' });
export type FamilyChildDetail = z.infer<typeof familyChildDetail>;

/** POST /family/children/{id}/withdrawal: the consent withdrawn, and the meeting requests it withdrew. */
export const familyWithdrawal = z.object({
  consent: familyConsent,
  meetings_withdrawn: z.number().describe('Las solicitudes de reunión que se retiraron'),
});
export type FamilyWithdrawal = z.infer<typeof familyWithdrawal>;
