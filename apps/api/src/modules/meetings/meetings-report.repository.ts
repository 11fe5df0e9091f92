import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { csvField } from '../../lib/csv.ts';
import { campuses, cities, degrees, highschools, meetings, semesters, users } from '../../db/schema/index.ts';

/** A meeting of the report as read, before its names are looked up. */
export interface ReportQueryRow {
  id: number;
  user_id: number;
  student: string;
  email: string;
  highschool_id: number | null;
  semester_id: number | null;
  degree_id: number;
  created_ms: number;
  withdrawn: boolean;
}

/**
 * Up to `limit` meetings after `afterId`, by id: who booked them, on which degree, when. Plain SQL,
 * read as the driver gives it: the query builder's mapping of each cell cost as much as the rest
 * of the page on the client. The time comes as epoch milliseconds, which neither driver nor the
 * session's time zone reinterprets. Whether the student withdrew consent to share their contact
 * data (opposition) comes along, for the reader to leave them out: as a filter here, joined to the
 * students, it turned the plan into a sort of every remaining meeting for each page (from ~59,000
 * rows a second to ~3,000 on the embedded database).
 */
const reportQuery = (afterId: number, limit: number) => sql`
  select ${meetings.id} as id,
         ${meetings.userId} as user_id,
         ${users.firstName} || ' ' || ${users.lastName} as student,
         ${users.email} as email,
         ${users.highschoolId} as highschool_id,
         ${users.semesterId} as semester_id,
         ${meetings.degreeId} as degree_id,
         extract(epoch from ${meetings.createdAt})::float8 * 1000 as created_ms,
         ${users.contactSharingWithdrawnAt} is not null as withdrawn
  from ${meetings}
  join ${users} on ${users.id} = ${meetings.userId}
  where ${meetings.id} > ${afterId}
  order by ${meetings.id}
  limit ${limit}`;

/**
 * Names by id (a degree's and its campus', a school's and its city's) as the CSV cells they fill,
 * each read and formatted once: `load` runs only for the ids not seen before. Scoped to one export,
 * so it holds at most the catalogue. Each distinct cell is kept once, by id in an array per column:
 * at 1 M students the export meets 100,000 degrees, whose names repeat (a few hundred) as do their
 * campuses' (10,000). Kept as one string per degree, they held ~30 MB of the heap for the whole
 * download, which every full collection went through again.
 */
function cellsById<T>(
  load: (db: DbOrTx, ids: number[]) => Promise<Array<T & { id: number }>>,
  cells: (row: T) => string[],
) {
  const distinct = new Map<string, string>();
  const columns: string[][] = [];
  const once = (cell: string) => {
    const kept = distinct.get(cell);
    if (kept !== undefined) return kept;
    distinct.set(cell, cell);
    return cell;
  };
  const has = (id: number) => columns[0]?.[id] !== undefined;
  return {
    /** The id's cells, separated by commas (undefined when it was not read: deleted meanwhile). */
    cellsOf(id: number): string | undefined {
      const first = columns[0]?.[id];
      if (first === undefined) return undefined;
      let text = first;
      for (let k = 1; k < columns.length; k++) text += `,${columns[k]![id]}`;
      return text;
    },
    /** Reads those of the ids these rows mention that were not read before. */
    async warm<R>(db: DbOrTx, rows: readonly R[], idOf: (row: R) => number | null) {
      const missing = new Set<number>();
      for (const row of rows) {
        const id = idOf(row);
        if (id !== null && !has(id)) missing.add(id);
      }
      if (!missing.size) return;
      for (const row of await load(db, [...missing]))
        cells(row).forEach((value, k) => ((columns[k] ??= [])[row.id] = once(csvField(value))));
    },
  };
}

/**
 * The reads of one export of the meetings report, each in the `db` it is given (the export's
 * snapshot on PostgreSQL, a page's transaction on the embedded database). Joining each meeting to
 * its degree, campus, school and city in the page's query cost twice as much as the rest of the
 * page, for names that repeat (20,000 degrees, 1,000 schools): they are fetched once, when a page
 * first mentions them, and kept, as the CSV cells they fill, for the export's later pages.
 */
export function meetingsReportRepository() {
  return {
    page: (db: DbOrTx, afterId: number, limit: number) => rawRows<ReportQueryRow>(db, reportQuery(afterId, limit)),

    /** The last meeting now: the embedded database's export reads no further (it has no snapshot). */
    async lastMeetingId(db: DbOrTx): Promise<number> {
      const [row] = await rawRows<{ id: number | null }>(db, sql`select max(${meetings.id}) as id from ${meetings}`);
      return Number(row?.id ?? 0);
    },

    /** A degree's cells: its name, then its campus'. */
    degreeCells: cellsById(
      (db, ids) =>
        db
          .select({ id: degrees.id, degree: degrees.name, campus: campuses.name })
          .from(degrees)
          .innerJoin(campuses, eq(campuses.id, degrees.campusId))
          .where(inArray(degrees.id, ids)),
      (d) => [d.degree, d.campus],
    ),
    /** A school's cells: its name, then its city's. */
    schoolCells: cellsById(
      (db, ids) =>
        db
          .select({ id: highschools.id, school: highschools.name, city: cities.name })
          .from(highschools)
          .innerJoin(cities, eq(cities.id, highschools.cityId))
          .where(inArray(highschools.id, ids)),
      (s) => [s.school, s.city],
    ),
    semesterCells: cellsById(
      (db, ids) =>
        db.select({ id: semesters.id, semester: semesters.name }).from(semesters).where(inArray(semesters.id, ids)),
      (s) => [s.semester],
    ),
  };
}

/** How long the snapshot's transaction may wait for a client that stops taking the file. */
const IDLE_TIMEOUT_MS = 5 * 60_000;

/**
 * The instant an export starts, held for its whole download (PostgreSQL): a REPEATABLE READ READ
 * ONLY transaction on a connection of its own, whose every read sees the database as it was at its
 * first statement (run here, before this answers). Its pages are read without parallel workers:
 * PostgreSQL planned a page of 5,000 with two, merged in id order, 38 ms against 23 ms alone
 * (EXPLAIN ANALYZE, 200,000 students), and they took the processor the export formats the previous
 * page on. A client that stops taking the file for IDLE_TIMEOUT_MS ends it (the server closes the
 * connection; the download is cut): an open snapshot holds back the cleanup of every table.
 * `end` commits it (it wrote nothing) and frees the connection.
 */
export async function openSnapshot(db: Db): Promise<{ tx: DbOrTx; end: () => Promise<void> }> {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let opened!: (tx: DbOrTx) => void;
  const ready = new Promise<DbOrTx>((resolve) => (opened = resolve));
  const done = db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('max_parallel_workers_per_gather', '0', true),
                   set_config('idle_in_transaction_session_timeout', ${String(IDLE_TIMEOUT_MS)}, true)`,
      );
      opened(tx);
      await finished;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const failed = done.then(() => {
    throw new Error('snapshot closed before it opened');
  });
  failed.catch(() => {}); // once it opened, `end` awaits `done` itself
  const tx = await Promise.race([ready, failed]);
  return {
    tx,
    end: async () => {
      finish();
      await done.catch(() => {});
    },
  };
}
