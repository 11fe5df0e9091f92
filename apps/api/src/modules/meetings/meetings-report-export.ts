import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Work } from '../../core/unit-of-work.ts';
import type { Database, Db, DbOrTx } from '../../db/client.ts';
import { holdHeapGrowth } from '../../ops/heap-growth.ts';
import { exportLedger, type ExportStudent } from '../disclosures/disclosures.queries.ts';
import { StudentSet } from '../disclosures/student-set.ts';
import type { SubjectKeys } from '../disclosures/subject-key.ts';
import { csvField, mexicoDateTime } from '../../lib/csv.ts';
import { MAX_PAGE, meetingsReportCsv, type ReadReportPage, type ReportLine } from './meetings-report.ts';
import { meetingsReportRepository, openSnapshot, type ReportQueryRow } from './meetings-report.repository.ts';

export interface ReportExportDeps {
  db: Db;
  dbKind: Database['kind'];
  /** Where the download's event and its audit row are written, together. */
  work: Work;
  subjectKeys: SubjectKeys;
}

const closedError = () => new Error('export closed');

/** The cells of a meeting with no school (its city with it) or no semester. */
const NO_SCHOOL = `${csvField(null)},${csvField(null)}`;
const NO_SEMESTER = csvField(null);

/** A page read ahead in the snapshot: its rows, and the legal basis of its students not seen before it was read. */
interface Prepared {
  afterId: number;
  limit: number;
  rows: ReportQueryRow[];
  students: ExportStudent[];
}

/** The students of these rows not seen before in the export (marked seen now), in id order. */
function newStudents(rows: readonly ReportQueryRow[], seen: StudentSet): number[] {
  const ids: number[] = [];
  for (const r of rows) if (seen.add(r.user_id)) ids.push(r.user_id);
  return ids.sort((a, b) => a - b);
}

/**
 * The admin's meetings CSV, recorded in the disclosure ledger as it is read: the download's event
 * (with its audit row) before any byte, then, page by page, the page's students not yet recorded,
 * committed before the page is handed to the file. A row reaches the client only when its student
 * is in the ledger, and the first byte waits for one page's students, not for every student of the
 * file (written in one statement before any byte, they held it back 1.2–1.9 s at 200,000 students
 * on PostgreSQL, ~10 s at a million).
 *
 * PostgreSQL: every read (the pages, the students' legal basis, the names) is made in one snapshot
 * (`openSnapshot`), taken before the event is written: the file is the meetings as they were when
 * the download started, with the students whose requests could leave then (consents.queries.ts),
 * each with the basis they had then. Each page's students are written in a statement of their own,
 * on another connection, committed before the page goes out; only those written (whose accounts
 * still exist) are named. The page after is read (and recorded) while one is sent (`readAhead`).
 *
 * The embedded database (PGlite) has a single connection: a transaction held for the download
 * would stop every other request. There each page is read and its students recorded in one
 * transaction, with their basis at that moment, and the file reads no meeting after the last one
 * at its start: the file is consistent page by page, not as a whole (a student who opposed, whose
 * school's authorization was revoked, or renamed, while it is read, counts as of their page).
 *
 * A download cut short (a client that leaves, a failed page) leaves in the ledger the students of
 * the pages it began to send, and of at most one more (read ahead), which never reached the client.
 * A failing page's statement writes none of its students and none of its rows is sent.
 */
export function meetingsReportExport({ db, dbKind, work, subjectKeys }: ReportExportDeps) {
  const reads = meetingsReportRepository();

  /** Reads the names a page's rows mention, those not read before (the export keeps them). */
  async function warmNames(tx: DbOrTx, rows: readonly ReportQueryRow[]) {
    await reads.degreeCells.warm(tx, rows, (r) => r.degree_id);
    await reads.schoolCells.warm(tx, rows, (r) => r.highschool_id);
    await reads.semesterCells.warm(tx, rows, (r) => r.semester_id);
  }

  /**
   * A row's line, named from the cells `warmNames` read for its page, or '' when it stays out of the
   * file: its student is not in the ledger, or withdrew (withdrawing deletes their meetings, and
   * booking again gives consent again: one that reached the table some other way still stays out),
   * or its degree was deleted between the page and its names (the cascade took the meeting too).
   * A page's students are recorded before it is handed over, and a student left out is never
   * recorded later (each is weighed once, when first seen), so `recorded` says the same whenever
   * the line is made.
   */
  function lineOf(recorded: StudentSet): ReportLine<ReportQueryRow> {
    const { degreeCells, schoolCells, semesterCells } = reads;
    return (r) => {
      if (r.withdrawn || !recorded.has(r.user_id)) return '';
      const degree = degreeCells.cellsOf(r.degree_id);
      if (degree === undefined) return '';
      const school = (r.highschool_id === null ? undefined : schoolCells.cellsOf(r.highschool_id)) ?? NO_SCHOOL;
      const semester = (r.semester_id === null ? undefined : semesterCells.cellsOf(r.semester_id)) ?? NO_SEMESTER;
      return `${csvField(r.student)},${csvField(r.email)},${school},${semester},${degree},"${mexicoDateTime(r.created_ms)}"\r\n`;
    };
  }

  /**
   * PostgreSQL: pages read in the snapshot, each page's new students recorded on another connection
   * before it is answered. While a page's students are written, the next page and its students'
   * legal basis are read (on the snapshot's connection, which would wait idle otherwise): the two
   * statements of a page run side by side instead of one after the other. The students of a page
   * read ahead are marked only when that page is asked for.
   */
  function snapshotReader(tx: DbOrTx, disclosureId: number, isClosed: () => boolean) {
    const seen = new StudentSet();
    const recorded = new StudentSet();
    const ledger = exportLedger(db, subjectKeys);
    const asOfStart = exportLedger(tx, subjectKeys);
    const prepare = async (afterId: number, limit: number): Promise<Prepared> => {
      const rows = await reads.page(tx, afterId, limit);
      const ids = [...new Set(rows.filter((r) => !seen.has(r.user_id)).map((r) => r.user_id))];
      if (isClosed()) throw closedError();
      const students = ids.length ? await asOfStart.basisOf(ids.sort((a, b) => a - b)) : [];
      if (isClosed()) throw closedError();
      await warmNames(tx, rows);
      return { afterId, limit, rows, students };
    };
    let ahead: Promise<Prepared> | null = null;
    const read: ReadReportPage<ReportQueryRow> = async (afterId, limit) => {
      const early = ahead && (await ahead);
      ahead = null;
      const { rows, students } =
        early && early.afterId === afterId && early.limit === limit ? early : await prepare(afterId, limit);
      const next = rows.length < limit ? null : rows[rows.length - 1]!.id;
      if (next !== null && !isClosed()) {
        ahead = prepare(next, Math.min(MAX_PAGE, limit * 2));
        ahead.catch(() => {}); // awaited by the next read, or by `settle`
      }
      const fresh = students.filter((s) => !seen.has(s.user_id));
      for (const r of rows) seen.add(r.user_id);
      for (const id of await ledger.recordStudents(disclosureId, fresh)) recorded.add(id);
      return { rows, next };
    };
    /** Once no page is asked for any more: after the read ahead, if any, has settled. */
    const settle = async () => {
      await ahead?.catch(() => {});
    };
    return { read, settle, line: lineOf(recorded) };
  }

  /** The embedded database: each page read and its new students recorded in one transaction. */
  function pageByPageReader(disclosureId: number, upToId: number) {
    const seen = new StudentSet();
    const recorded = new StudentSet();
    const read: ReadReportPage<ReportQueryRow> = async (afterId, limit) => {
      const { rows, written } = await db.transaction(async (tx) => {
        const read = await reads.page(tx, afterId, limit);
        const rows = read.length && read[read.length - 1]!.id > upToId ? read.filter((r) => r.id <= upToId) : read;
        const written = await exportLedger(tx, subjectKeys).recordShareable(disclosureId, newStudents(rows, seen));
        return { rows, written };
      });
      // Committed: only now are the page's rows theirs to send.
      for (const id of written) recorded.add(id);
      await warmNames(db, rows);
      return { rows, next: rows.length < limit ? null : rows[rows.length - 1]!.id };
    };
    return { read, settle: async () => {}, line: lineOf(recorded) };
  }

  return {
    /** Starts a download: its id and the file, read (and recorded) while it is sent. */
    async start(actorId: number): Promise<{ exportId: string; csv: Readable }> {
      const exportId = randomUUID();
      // The rows of its pages are promoted by the young collections: the heap is held close to what
      // is alive while it lasts (ops/heap-growth.ts). PostgreSQL only, where it was measured: the
      // embedded database runs WebAssembly in this process, and V8's flags are not changed under it.
      const releaseHeap = dbKind === 'postgres' ? holdHeapGrowth() : () => {};
      let snapshot: Awaited<ReturnType<typeof openSnapshot>> | null = null;
      try {
        snapshot = dbKind === 'postgres' ? await openSnapshot(db) : null;
        const { disclosureId, upToId } = await work.run(async (unit) => {
          const disclosureId = await exportLedger(unit.db, subjectKeys).recordEvent(exportId, actorId);
          const upToId = snapshot ? null : await reads.lastMeetingId(unit.db);
          await unit.audit({
            actorId,
            action: 'meetings_csv.download',
            entity: 'meetings_csv',
            entityId: exportId,
            after: { export_id: exportId, disclosure_id: disclosureId, up_to_meeting_id: upToId },
          });
          return { disclosureId, upToId };
        });
        // Once the file is done with, no page is read any more, and the snapshot ends after the
        // one under way (and the one read ahead).
        let closed = false;
        const reader = snapshot
          ? snapshotReader(snapshot.tx, disclosureId, () => closed)
          : pageByPageReader(disclosureId, upToId!);
        let reading: Promise<unknown> = Promise.resolve();
        const guarded: ReadReportPage<ReportQueryRow> = (afterId, limit) => {
          if (closed) return Promise.reject(closedError());
          const page = reader.read(afterId, limit);
          reading = page.catch(() => {});
          return page;
        };
        const close = async () => {
          closed = true;
          await reading;
          await reader.settle();
          await snapshot?.end();
          releaseHeap();
        };
        const csv = await meetingsReportCsv(guarded, reader.line, { readAhead: dbKind === 'postgres', close });
        return { exportId, csv };
      } catch (error) {
        await snapshot?.end();
        releaseHeap();
        throw error;
      }
    },
  };
}
