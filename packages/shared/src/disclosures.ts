import { z } from 'zod';
import { LEGAL_BASES } from './consents.ts';
import { SHARED_FIELDS, type SharedField } from './shared-fields.ts';
import { pageQuery } from './zod-helpers.ts';

// The disclosure ledger: with whom a student's personal data was shared (GET /users/me/disclosures).

/**
 * The codes of the events recorded before the one list of shared fields (SHARED_FIELDS): their
 * rows keep them (the ledger is append-only). New events carry SHARED_FIELDS codes.
 */
export const DISCLOSURE_FIELDS = ['name', 'email', 'phone', 'school', 'city', 'meetings'] as const;
export type DisclosureField = (typeof DISCLOSURE_FIELDS)[number];

/** What a university receives when a student books a meeting with it: the one list. */
export const MEETING_DISCLOSURE_FIELDS: readonly SharedField[] = SHARED_FIELDS;
/** What the admin meetings CSV carries of each student: the same list (its header renders from it). */
export const EXPORT_DISCLOSURE_FIELDS: readonly SharedField[] = SHARED_FIELDS;

/** The recipient of an export: the platform's administration. */
export const ADMIN_RECIPIENT_NAME = 'administración de Toca la Puerta';

export const disclosuresQuery = pageQuery;

/** One event of the student's own ledger. */
export const disclosureRow = z.object({
  id: z.number(),
  created_at: z.string(),
  recipient_kind: z.enum(['campus', 'admin']),
  recipient_name: z.string(),
  fields: z.array(z.string()),
  reason: z.enum(['meeting', 'export']),
  degree_name: z.string().nullable(),
  // Always sent; optional in the type only, for the rows written by clients of the earlier shape.
  legal_basis: z
    .enum(LEGAL_BASES)
    .nullable()
    .optional()
    .describe(
      'Con qué consentimiento: el suyo (mayor de edad) o el de su madre, padre o tutor; null en los eventos anteriores a registrarlo',
    ),
  guardian_consent_id: z
    .number()
    .nullable()
    .optional()
    .describe('La autorización de su madre, padre o tutor, si es la base'),
  school_authorization_id: z
    .number()
    .nullable()
    .optional()
    .describe('La autorización de su preparatoria vigente entonces'),
  school_authorized_at: z.string().nullable().optional().describe('Desde cuándo valía esa autorización (ISO 8601)'),
});
export type DisclosureRow = z.infer<typeof disclosureRow>;
