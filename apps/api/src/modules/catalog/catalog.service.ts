import {
  bySpanishName,
  CATALOG_MESSAGES as M,
  type AreaEntry,
  type CityEntry,
  type MexicoTimeZone,
  type SemesterEntry,
} from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withConstraintErrors, type ConstraintRules } from '../../lib/constraint-errors.ts';
import { codeError, found, notFound } from '../../lib/errors.ts';
import { catalogRepository, type ReferenceList } from './catalog.repository.ts';

export type { ReferenceList };

/** Each list's audited kind of record, its unique names (the database judges them) and its 404. */
const LISTS = {
  areas: {
    entity: 'area',
    rules: { unique: { areas_name_key: () => codeError('DuplicatedArea') } },
    missing: M.areaMissing,
  },
  cities: {
    entity: 'city',
    rules: { unique: { cities_name_key: () => codeError('DuplicatedCity') } },
    missing: M.cityMissing,
  },
  semesters: {
    entity: 'semester',
    rules: {
      unique: {
        semesters_name_key: () => codeError('DuplicatedSemester'),
        semesters_position_key: () => codeError('SemesterPositionTaken'),
      },
    },
    missing: M.semesterMissing,
  },
} as const satisfies Record<ReferenceList, { entity: string; rules: ConstraintRules; missing: string }>;

/** What admins read of an entry of each list: semesters also have their position, cities their zone, areas their letters. */
type EntryOf<L extends ReferenceList> = L extends 'semesters'
  ? SemesterEntry
  : L extends 'cities'
    ? CityEntry
    : AreaEntry;

/** A new entry: its name (trimmed) and, for a semester, where it goes; for a city, its zone; for an area, its letters. */
export interface NewEntry {
  name: string;
  position?: number;
  timeZone?: MexicoTimeZone;
  riasec?: string | null;
}

/** A change of an entry: any of its name, whether it is retired, a semester's position, a city's zone, an area's letters. */
export interface EntryChange {
  name?: string;
  retired?: boolean;
  position?: number;
  timeZone?: MexicoTimeZone;
  riasec?: string | null;
}

/**
 * The reference lists: areas of study, cities and semesters. Everyone is offered the active ones;
 * admins add, rename, retire and reactivate them, each change a unit of work in the audit trail
 * (`area.create`, `city.update`…). A retired entry stays on the records that have it.
 */
export function catalogService({ work }: ServiceContext) {
  const repo = catalogRepository(work.db);
  // The repository reads a semester's position with it (entryColumns).
  const entryIn = async <L extends ReferenceList>(db: DbOrTx, list: L, id: number) =>
    found(await catalogRepository(db).entry(list, id), () => notFound(LISTS[list].missing)) as EntryOf<L>;

  return {
    // A short list, put in Spanish order here: the database's collation may sort by bytes
    // (accented letters after 'z').
    areas: async () => (await repo.areas()).sort(bySpanishName),
    cities: async () => (await repo.cities()).sort(bySpanishName),
    activeSemesters: () => repo.activeSemesters(),
    isActiveSemester: (id: number) => repo.isActiveSemester(id),

    /** Every entry of a list, retired ones too: areas and cities in Spanish order, semesters in theirs. */
    async entries<L extends ReferenceList>(list: L): Promise<Array<EntryOf<L>>> {
      const rows = (await repo.entries(list)) as Array<EntryOf<L>>;
      return list === 'semesters' ? rows : rows.sort(bySpanishName);
    },

    add: <L extends ReferenceList>(actorId: number, list: L, { name, ...details }: NewEntry) =>
      work.audited(
        actorId,
        `${LISTS[list].entity}.create`,
        (entry: EntryOf<L>) => entry.id,
        async ({ db }) => {
          const id = await withConstraintErrors(
            () => catalogRepository(db).add(list, name, details),
            LISTS[list].rules,
          );
          return entryIn(db, list, id);
        },
      ),

    change: <L extends ReferenceList>(actorId: number, list: L, id: number, { retired, ...rest }: EntryChange) =>
      work.audited(actorId, `${LISTS[list].entity}.update`, id, async ({ db }) => {
        const columns = { ...rest, active: retired === undefined ? undefined : !retired };
        const changed = await withConstraintErrors(
          () => catalogRepository(db).change(list, id, columns),
          LISTS[list].rules,
        );
        if (!changed) throw notFound(LISTS[list].missing);
        return entryIn(db, list, id);
      }),
  };
}
