import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';

/**
 * The fields an audit row keeps of each kind of record, before and after a write: what an admin
 * needs to see what changed, and nothing personal a deletion should not leave behind (of a deleted
 * user, their type, school and semester, not their name, e-mail or phone). Table and column names
 * are constants of this file, never input.
 */
const SNAPSHOTS = {
  access_link: {
    from: 'access_links',
    key: 'uuid',
    cast: 'uuid',
    fields: ['id', 'uuid', 'highschool_id', 'campus_id', 'name', 'seats', 'seats_used', 'expires_at', 'created_by'],
  },
  campus: {
    from: 'campuses',
    key: 'id',
    cast: 'int',
    fields: ['id', 'name', 'city_id', 'ubicacion', 'foto_perfil', 'foto_portada', 'video', 'galeria', 'descripcion'],
  },
  degree: {
    from: 'degrees',
    key: 'id',
    cast: 'int',
    fields: [
      'id',
      'name',
      'campus_id',
      'area_id',
      'foto_perfil',
      'foto_portada',
      'video',
      'galeria',
      'descripcion',
      'pdf_plan_estudios',
      'pdf_becas',
      'modalidad',
      'duracion',
      'duracion_unidad',
      'costo_periodo',
      'field_id',
    ],
  },
  group: {
    from: 'student_groups',
    key: 'id',
    cast: 'int',
    fields: [
      'id',
      'highschool_id',
      'name',
      `(select coalesce(array_agg(m.user_id order by m.user_id), '{}') from student_group_members m where m.group_id = t.id) as members`,
    ],
  },
  notebooks: { from: 'highschools', key: 'id', cast: 'int', fields: ['id', 'name', 'notebooks'] },
  highschool: { from: 'highschools', key: 'id', cast: 'int', fields: ['id', 'name', 'city_id', 'notebooks'] },
  // The school's data-sharing authorization in force: its id, since when and its note.
  data_sharing: {
    from: 'highschools',
    key: 'id',
    cast: 'int',
    fields: [
      'id',
      'name',
      '(select a.id from highschool_data_sharing a where a.highschool_id = t.id and a.revoked_at is null) as data_sharing_id',
      '(select a.authorized_at from highschool_data_sharing a where a.highschool_id = t.id and a.revoked_at is null) as authorized_at',
      '(select a.note from highschool_data_sharing a where a.highschool_id = t.id and a.revoked_at is null) as note',
    ],
  },
  // A guardian consent request: never its e-mail nor its token's hash.
  guardian_consent: {
    from: 'guardian_consents',
    key: 'id',
    cast: 'int',
    fields: ['id', 'user_id', 'status', 'created_at', 'expires_at'],
  },
  area: { from: 'areas', key: 'id', cast: 'int', fields: ['id', 'name', 'active', 'riasec'] },
  city: { from: 'cities', key: 'id', cast: 'int', fields: ['id', 'name', 'active', 'time_zone'] },
  semester: { from: 'semesters', key: 'id', cast: 'int', fields: ['id', 'name', 'position', 'active'] },
  user: {
    from: 'users',
    key: 'id',
    cast: 'int',
    fields: ['id', 'type', 'highschool_id', 'campus_id', 'semester_id', 'created_at'],
  },
  // A campus's time slot, and a meeting request's outcome (never the student's name or e-mail).
  meeting_slot: {
    from: 'meeting_slots',
    key: 'id',
    cast: 'int',
    fields: ['id', 'campus_id', 'representative_id', 'starts_at', 'minutes', 'seats', 'seats_taken', 'cancelled_at'],
  },
  meeting: { from: 'meetings', key: 'id', cast: 'int', fields: ['id', 'user_id', 'degree_id', 'slot_id', 'attended'] },
  mail: { from: 'mail_outbox', key: 'id', cast: 'int', fields: ['id', 'kind', 'status', 'attempts'] },
} as const;

export type SnapshotEntity = keyof typeof SNAPSHOTS;

export const hasSnapshot = (entity: string): entity is SnapshotEntity => entity in SNAPSHOTS;

/** The audited fields of one record as they are now (in the caller's transaction); null when there is none. */
export async function snapshotOf(
  db: DbOrTx,
  entity: SnapshotEntity,
  id: string | number,
): Promise<Record<string, unknown> | null> {
  const { from, key, cast, fields } = SNAPSHOTS[entity];
  const columns = fields.map((f) => (f.includes(' as ') ? f : `t.${f}`)).join(', ');
  const [row] = await rawRows<{ row: Record<string, unknown> }>(
    db,
    sql`select to_jsonb(s) as row from (select ${sql.raw(columns)} from ${sql.raw(from)} t where t.${sql.raw(key)} = ${String(id)}::${sql.raw(cast)}) s`,
  );
  return row?.row ?? null;
}
