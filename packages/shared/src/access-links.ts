import { z } from 'zod';
import { expiryDate } from './dates.ts';
import { VALIDATION } from './messages.ts';
import { text } from './zod-helpers.ts';

export const accessLink = z
  .object({
    id: z.number(),
    uuid: z.string(),
    name: z.string().nullable(),
    seats: z.number(),
    seats_used: z.number(),
    created_at: z.string(),
    expires_at: z.string().nullable(),
  })
  .meta({
    id: 'AccessLink',
    description: 'Un enlace de registro de orientadores: lugares, lugares usados y vencimiento',
  });
export type AccessLink = z.infer<typeof accessLink>;

/** What a link signs up to: a school's orienters, or a campus's representatives (the other's fields null). */
const linkTarget = {
  kind: z
    .enum(['highschool', 'campus'])
    .meta({ description: 'A qué registra: orientadores de una preparatoria, o representantes de un campus' }),
  highschool_id: z.number().nullable(),
  highschool_name: z.string().nullable(),
  highschool_city: z.string().nullable(),
  campus_id: z.number().nullable(),
  campus_name: z.string().nullable(),
};

export const accessLinkDetail = accessLink
  .extend(linkTarget)
  .meta({ id: 'AccessLinkDetail', description: 'Un enlace de acceso con su preparatoria o su campus' });
export type AccessLinkDetail = z.infer<typeof accessLinkDetail>;

/** What the public validate call returns for a live link. */
export const accessLinkValidation = z
  .object({
    valid: z.literal(true),
    uuid: z.string(),
    name: z.string().nullable(),
    ...linkTarget,
    seats_left: z.number(),
    expires_at: z.string().nullable(),
  })
  .meta({
    id: 'AccessLinkValidation',
    description: 'Un enlace vigente, con su preparatoria (o su campus) y los lugares que quedan',
  });
export type AccessLinkValidation = z.infer<typeof accessLinkValidation>;

export const accessLinkParam = z.object({ id: z.uuid({ error: VALIDATION.invalidId }) });

/** An optional expiry: empty or null means none (a form field left blank). */
const optionalDate = z.preprocess((v) => (v === '' ? null : v), expiryDate().nullable().optional());

export const accessLinkUpdateBody = z.object({
  name: text().max(100).nullable().optional(),
  seats: z.coerce
    .number({ error: VALIDATION.required })
    .int({ error: VALIDATION.notANumber })
    .min(1, { error: VALIDATION.seatsMin })
    .max(100_000),
  expiresAt: optionalDate,
});
export type AccessLinkUpdateBody = z.infer<typeof accessLinkUpdateBody>;

/** POST /highschools/{id}/access-links (form-encoded): seats, name, expirationDate. */
export const accessLinkCreateBody = z.object({
  seats: z.coerce
    .number({ error: VALIDATION.notANumber })
    .int({ error: VALIDATION.notANumber })
    .min(1, { error: VALIDATION.seatsMin })
    .max(100_000),
  name: text().max(100).optional(),
  expirationDate: optionalDate,
});
export type AccessLinkCreateBody = z.infer<typeof accessLinkCreateBody>;
