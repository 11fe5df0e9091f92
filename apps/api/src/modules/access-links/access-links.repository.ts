import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { schoolNameColumns } from '../../db/columns.ts';
import { accessLinks, cities, highschools } from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const linkColumns = {
  id: accessLinks.id,
  uuid: accessLinks.uuid,
  name: accessLinks.name,
  seats: accessLinks.seats,
  seats_used: accessLinks.seatsUsed,
  created_at: accessLinks.createdAt,
  expires_at: accessLinks.expiresAt,
};

/** A link with the school it signs orienters up to. */
const detailColumns = { ...linkColumns, highschool_id: highschools.id, ...schoolNameColumns };

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
        .innerJoin(highschools, eq(highschools.id, accessLinks.highschoolId))
        .innerJoin(cities, eq(cities.id, highschools.cityId))
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
          schoolName: highschools.name,
        })
        .from(accessLinks)
        .innerJoin(highschools, eq(highschools.id, accessLinks.highschoolId))
        .where(
          and(
            lt(accessLinks.seatsUsed, accessLinks.seats),
            gt(accessLinks.expiresAt, sql`now()`),
            lte(accessLinks.expiresAt, sql`now() + ${days} * interval '1 day'`),
          ),
        )
        .orderBy(accessLinks.id);
    },

    async listOfHighschool(highschoolId: number) {
      const rows = await db
        .select(linkColumns)
        .from(accessLinks)
        .where(eq(accessLinks.highschoolId, highschoolId))
        .orderBy(desc(accessLinks.createdAt), desc(accessLinks.id));
      return rows.map(toJson);
    },

    async create(values: {
      highschoolId: number;
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
    async takeSeat(uuid: string) {
      const [row] = await db
        .update(accessLinks)
        .set({ seatsUsed: sql`${accessLinks.seatsUsed} + 1` })
        .where(
          and(
            eq(accessLinks.uuid, uuid),
            lt(accessLinks.seatsUsed, accessLinks.seats),
            or(isNull(accessLinks.expiresAt), gt(accessLinks.expiresAt, sql`now()`)),
          ),
        )
        .returning({
          id: accessLinks.id,
          highschoolId: accessLinks.highschoolId,
          name: accessLinks.name,
          seats: accessLinks.seats,
          seatsUsed: accessLinks.seatsUsed,
        });
      return row;
    },
  };
}
