import { z } from 'zod';
import { pageQuery } from './zod-helpers.ts';

// The disclosure ledger: with whom a student's personal data was shared (GET /users/me/disclosures).

/** The personal data a disclosure can carry, by code (the web app words them). */
export const DISCLOSURE_FIELDS = ['name', 'email', 'phone', 'school', 'city', 'meetings'] as const;
export type DisclosureField = (typeof DISCLOSURE_FIELDS)[number];

/** What a university receives when a student books a meeting with it. */
export const MEETING_DISCLOSURE_FIELDS: DisclosureField[] = ['name', 'email', 'phone', 'school'];
/** What the admin meetings CSV carries of each student. */
export const EXPORT_DISCLOSURE_FIELDS: DisclosureField[] = ['name', 'email', 'phone', 'school', 'city', 'meetings'];

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
});
export type DisclosureRow = z.infer<typeof disclosureRow>;
