import { z } from 'zod';
import { DATE_ONLY, dayOf } from './dates.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { ID_MAX, pageQuery } from './zod-helpers.ts';

// The audit trail of staff actions (GET /audit, /auditoria).

/** Every action the audit trail records, with what the admin reads. */
export const AUDIT_ACTION_LABELS = {
  'access_link.create': 'Creó un enlace de acceso',
  'access_link.update': 'Editó un enlace de acceso',
  'access_link.delete': 'Eliminó un enlace de acceso',
  'user.delete': 'Eliminó una cuenta',
  'group.create': 'Creó un grupo',
  'group.update': 'Cambió los integrantes de un grupo',
  'group.delete': 'Eliminó un grupo',
  'notebooks.update': 'Cambió las libretas de una preparatoria',
  'highschool.create': 'Creó una preparatoria',
  'highschool.update': 'Editó el nombre o la ciudad de una preparatoria',
  'data_sharing.update': 'Cambió la autorización de una preparatoria para compartir datos con universidades',
  'guardian_consent.resend': 'Reenvió a la madre, padre o tutor de un estudiante la solicitud de autorización',
  'guardian_consent.withdraw':
    'Una madre, padre o tutor retiró su autorización desde la vista para familias (sus solicitudes de reunión se retiraron)',
  'area.create': 'Creó un área de estudio',
  'area.update': 'Editó o retiró un área de estudio',
  'city.create': 'Creó una ciudad',
  'city.update': 'Editó o retiró una ciudad',
  'semester.create': 'Creó un semestre',
  'semester.update': 'Editó o retiró un semestre',
  'campus.create': 'Creó un campus',
  'campus.update': 'Editó un campus',
  'campus.delete': 'Eliminó un campus',
  'degree.create': 'Creó una carrera',
  'degree.update': 'Editó una carrera',
  'degree.delete': 'Eliminó una carrera',
  'upload.create': 'Subió un archivo',
  'orienter_key.renew': 'Renovó su clave de orientador',
  'mail.retry': 'Reintentó un correo',
  'meetings_csv.download': 'Descargó el CSV de reuniones',
  'audit_csv.download': 'Descargó el CSV de auditoría',
  'school_students_csv.download': 'Descargó el CSV de los estudiantes de una preparatoria',
  'nudge.send': 'Envió recordatorios a estudiantes de una preparatoria',
  'school_funnel_csv.download': 'Descargó el CSV del embudo de las preparatorias',
  'meeting_slot.create': 'Publicó un horario de reuniones',
  'meeting_slot.cancel': 'Canceló un horario de reuniones',
  'meeting.outcome': 'Marcó si un estudiante asistió a su reunión',
  'labour_figures.import': 'Importó cifras del mercado laboral por campo de estudio',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** A real calendar day (2026-02-30 is not) of the years LIMITS.auditFirstYear to LIMITS.auditLastYear. */
const day = z
  .string({ error: VALIDATION.dateInvalid })
  .trim()
  .superRefine((s, ctx) => {
    if (!DATE_ONLY.test(s) || dayOf(s) !== s) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.dateInvalid });
      return;
    }
    const year = Number(s.slice(0, 4));
    // Year 0 or 9999 is a real day to JavaScript, but not to a timestamp in PostgreSQL.
    if (year < LIMITS.auditFirstYear || year > LIMITS.auditLastYear)
      ctx.addIssue({ code: 'custom', message: VALIDATION.auditDayRange });
  });

export const AUDIT_MESSAGES = {
  rangeReversed: 'La fecha inicial no puede ser posterior a la final',
  userInvalid: 'Escribe un correo o un número de usuario',
} as const;

/**
 * The filters of the audit trail: who (an e-mail or a user id), which action, and a range of days
 * in central Mexico (both ends included).
 */
const filterFields = {
  user: z
    .string()
    .trim()
    .max(254, { error: AUDIT_MESSAGES.userInvalid })
    .refine((s) => s === '' || (/^\d{1,10}$/.test(s) && Number(s) <= ID_MAX) || s.includes('@'), {
      error: AUDIT_MESSAGES.userInvalid,
    })
    .optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: day.optional(),
  to: day.optional(),
};
const rangeInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const rangeError = { error: AUDIT_MESSAGES.rangeReversed, path: ['to'] };

export const auditFilters = z.object(filterFields).refine(rangeInOrder, rangeError);
export type AuditFilters = z.infer<typeof auditFilters>;

/** `GET /audit`: a page of the trail, newest first; `GET /audit.csv` takes the same filters. */
export const auditListQuery = pageQuery.extend(filterFields).refine(rangeInOrder, rangeError);
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** One staff action as the admin sees it. */
export const auditRow = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_id: z.number().nullable(),
  /** The actor's e-mail while the account exists (staff, not students). */
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;
