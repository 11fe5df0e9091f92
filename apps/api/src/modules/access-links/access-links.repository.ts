import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { schoolNameColumns } from '../../db/columns.ts';
import { accessLinks, campuses, cities, highschools } from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whose links: a school's or a campus's. */
export type LinkOwner = { highschoolId: number } | { campusId: number };
const ownedBy = (owner: LinkOwner) =>
  'campusId' in owner ? eq(accessLinks.campusId, owner.campusId) : eq(accessLinks.highschoolId, owner.highschoolId);

const linkColumns = {
  id: accessLinks.id,
  uuid: accessLinks.uuid,
  name: accessLinks.name,
  seats: accessLinks.seats,
  seats_used: accessLinks.seatsUsed,
  created_at: accessLinks.createdAt,
  expires_at: accessLinks.expiresAt,
};

/** A link with what it signs up to: a school's orienters, or a campus's representatives. */
const detailColumns = {
  ...linkColumns,
  kind: sql<'highschool' | 'campus'>`case when ${accessLinks.campusId} is null then 'highschool' else 'campus' end`,
  highschool_id: accessLinks.highschoolId,
  ...schoolNameColumns,
  campus_id: accessLinks.campusId,
  campus_name: campuses.name,
};

type LinkRow = { created_at: Date; expires_at: Date | null };
const toJson = <T extends LinkRow>(row: T) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  expires_at: iso(row.expires_at),
});

export function accessLinksRepository(db: DbOrTx) {
  return {
    async findDetail(uuid: string) {
      const [row] = await db
        .select(detailColumns)
        .from(accessLinks)
        .leftJoin(highschools, eq(highschools.id, accessLinks.highschoolId))
        .leftJoin(cities, eq(cities.id, highschools.cityId))
        .leftJoin(campuses, eq(campuses.id, accessLinks.campusId))
        .where(eq(accessLinks.uuid, uuid));
      return row ? toJson(row) : undefined;
    },

    /** Live links (seats left) that end within `days` days: each with its school's name. */
    expiringWithin(days: number) {
      return db
        .select({
          id: accessLinks.id,
          name: accessLinks.name,
          expiresAt: accessLinks.expiresAt,
          schoolName: sql<string>`coalesce(${highschools.name}, ${campuses.name})`,
        })
        .from(accessLinks)
        .leftJoin(highschools, eq(highschools.id, accessLinks.highschoolId))
        .leftJoin(campuses, eq(campuses.id, accessLinks.campusId))
        .where(
          and(
            lt(accessLinks.seatsUsed, accessLinks.seats),
            gt(accessLinks.expiresAt, sql`now()`),
            lte(accessLinks.expiresAt, sql`now() + ${days} * interval '1 day'`),
          ),
        )
        .orderBy(accessLinks.id);
    },

    /** A school's links (its orienters'), or a campus's (its representatives'), newest first. */
    async listOf(owner: LinkOwner) {
      const rows = await db
        .select(linkColumns)
        .from(accessLinks)
        .where(ownedBy(owner))
        .orderBy(desc(accessLinks.createdAt), desc(accessLinks.id));
      return rows.map(toJson);
    },

    async create(values: {
      highschoolId?: number;
      campusId?: number;
      name: string | null;
      seats: number;
      expiresAt: Date | null;
      createdBy: number;
    }) {
      const [row] = await db.insert(accessLinks).values(values).returning(linkColumns);
      return toJson(row!);
    },

    /** Updates unless the new seats fall below the seats already used (checked in the same statement). */
    async update(uuid: string, values: { name?: string | null; seats: number; expiresAt?: Date | null }) {
      const [row] = await db
        .update(accessLinks)
        .set({
          seats: values.seats,
          ...(values.name !== undefined ? { name: values.name } : {}),
          ...(values.expiresAt !== undefined ? { expiresAt: values.expiresAt } : {}),
        })
        .where(and(eq(accessLinks.uuid, uuid), lte(accessLinks.seatsUsed, values.seats)))
        .returning({ id: accessLinks.id });
      return row;
    },

    async exists(uuid: string) {
      const [row] = await db.select({ id: accessLinks.id }).from(accessLinks).where(eq(accessLinks.uuid, uuid));
      return !!row;
    },

    async remove(uuid: string) {
      const rows = await db.delete(accessLinks).where(eq(accessLinks.uuid, uuid)).returning({ id: accessLinks.id });
      return rows.length > 0;
    },

    /**
     * Takes one seat of a live link in one statement (so two signups never take the last seat
     * twice): the link's id and school, or undefined when it is unknown, expired or full.
     */
    async takeSeat(uuid: string, kind: 'highschool' | 'campus') {
      const [row] = await db
        .update(accessLinks)
        .set({ seatsUsed: sql`${accessLinks.seatsUsed} + 1` })
        .where(
          and(
            eq(accessLinks.uuid, uuid),
            kind === 'campus' ? isNotNull(accessLinks.campusId) : isNotNull(accessLinks.highschoolId),
            lt(accessLinks.seatsUsed, accessLinks.seats),
            or(isNull(accessLinks.expiresAt), gt(accessLinks.expiresAt, sql`now()`)),
          ),
        )
        .returning({
          id: accessLinks.id,
          uuid: accessLinks.uuid,
          highschoolId: accessLinks.highschoolId,
          campusId: accessLinks.campusId,
          name: accessLinks.name,
          seats: accessLinks.seats,
          seatsUsed: accessLinks.seatsUsed,
        });
      return row;
    },
  };
}
