import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { insertReturningId, updateById } from '../../db/rows.ts';
import { areas, cities, semesters } from '../../db/schema/index.ts';

/** The reference lists admins edit. */
export type ReferenceList = 'areas' | 'cities' | 'semesters';

/**
 * The columns the three tables share (id, name, active), typed as those of areas: Drizzle tells
 * tables apart by their names only, and each column still names its own table in the SQL.
 */
const TABLES = { areas, cities, semesters } as unknown as Record<ReferenceList, typeof areas>;

/**
 * An entry as admins see it: `retired` is not `active`; semesters also carry their position,
 * cities their time zone.
 */
const entryColumns = (list: ReferenceList) => {
  const t = TABLES[list];
  const base = { id: t.id, name: t.name, retired: sql<boolean>`not ${t.active}` };
  if (list === 'semesters') return { ...base, position: semesters.position };
  return list === 'cities' ? { ...base, time_zone: cities.timeZone } : { ...base, riasec: areas.riasec };
};

export interface EntryRow {
  id: number;
  name: string;
  retired: boolean;
  position?: number;
  time_zone?: string;
  riasec?: string | null;
}

/** What a change writes: a name, whether it is offered, a semester's position, a city's zone, an area's letters. */
export interface EntryColumns {
  name?: string;
  active?: boolean;
  position?: number;
  timeZone?: string;
  riasec?: string | null;
}

// The lists every screen asks for, built and prepared once per database handle (db/prepared.ts).
const activeAreas = preparedPer((db) =>
  db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(eq(areas.active, true))
    .orderBy(asc(areas.name))
    .prepare('active_areas'),
);
const activeCities = preparedPer((db) =>
  db
    .select({ id: cities.id, name: cities.name, time_zone: cities.timeZone })
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(asc(cities.name))
    .prepare('active_cities'),
);
const activeSemesters = preparedPer((db) =>
  db
    .select({ id: semesters.id, name: semesters.name, active: semesters.active })
    .from(semesters)
    .where(eq(semesters.active, true))
    .orderBy(asc(semesters.position))
    .prepare('active_semesters'),
);

export function catalogRepository(db: DbOrTx) {
  return {
    /** The areas offered (not retired). */
    areas: () => activeAreas(db).execute(),

    /** The cities offered (not retired). */
    cities: () => activeCities(db).execute(),

    /** The semesters offered (a student may sign up in), in their order. */
    activeSemesters: () => activeSemesters(db).execute(),

    async isActiveSemester(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: semesters.id })
        .from(semesters)
        .where(and(eq(semesters.id, id), eq(semesters.active, true)));
      return !!row;
    },

    /** Every entry of a list, retired ones too (semesters in their order). */
    entries: (list: ReferenceList): Promise<EntryRow[]> =>
      db
        .select(entryColumns(list))
        .from(TABLES[list])
        .orderBy(list === 'semesters' ? asc(semesters.position) : asc(TABLES[list].id)),

    async entry(list: ReferenceList, id: number): Promise<EntryRow | undefined> {
      const [row] = await db.select(entryColumns(list)).from(TABLES[list]).where(eq(TABLES[list].id, id));
      return row;
    },

    /**
     * A new entry, offered at once; a semester without a position goes after the last one, a city
     * without a zone keeps the column's default (central time).
     */
    add(
      list: ReferenceList,
      name: string,
      { position, timeZone, riasec }: { position?: number; timeZone?: string; riasec?: string | null } = {},
    ) {
      if (list === 'cities') return insertReturningId(db, cities, { name, timeZone });
      if (list === 'areas') return insertReturningId(db, areas, { name, riasec });
      const next = sql<number>`(select coalesce(max(${semesters.position}), 0) + 1 from ${semesters})`;
      return insertReturningId(db, semesters, { name, position: position ?? next });
    },

    /** False when there is no such entry. */
    change(list: ReferenceList, id: number, { name, active, position, timeZone, riasec }: EntryColumns) {
      if (list === 'semesters') return updateById(db, semesters, id, { name, active, position });
      if (list === 'cities') return updateById(db, cities, id, { name, active, timeZone });
      return updateById(db, areas, id, { name, active, riasec });
    },
  };
}
