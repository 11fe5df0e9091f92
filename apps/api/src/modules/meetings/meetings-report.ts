import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MEETINGS_CSV_HEADER } from '@tlp/shared';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';

/** The one list of shared fields (SHARED_FIELDS), then the campus and the day. */
const HEADER = MEETINGS_CSV_HEADER;

/**
 * Rows per database read. Large pages mean few round trips, but an embedded database (PGlite)
 * runs its query on this thread, holding every other request back while it lasts. So each page is
 * sized from the processor time this process spent on the last one, to take about PAGE_TARGET_MS:
 * on PGlite a few hundred to a couple of thousand rows; on PostgreSQL, where this process only
 * parses the rows it receives, several thousand.
 */
export const FIRST_PAGE = 1_000;
const MIN_PAGE = 250;
export const MAX_PAGE = 5_000;
const PAGE_TARGET_MS = 15;
/** Rows per chunk handed to the response (~100 KB); other requests are served between chunks. */
const CHUNK = 500;

/** A page of the report as read, and the id to read on after (null once the last page is read). */
export interface ReportPage<R> {
  rows: R[];
  next: number | null;
}

/** Up to `limit` meetings after the id `afterId`. */
export type ReadReportPage<R> = (afterId: number, limit: number) => Promise<ReportPage<R>>;

/**
 * A row's line of the file (its CSV cells and the line's end), or '' for a row left out. Called as
 * the row is sent: a page's rows become text a chunk at a time, with no other object made for
 * each of them on the way.
 */
export type ReportLine<R> = (row: R) => string;

export interface ReportOptions {
  /**
   * Reads the next page while this one is formatted and sent: with PostgreSQL in a process of its
   * own, its query runs on the other core meanwhile. Pages then grow to MAX_PAGE regardless of the
   * processor time (which the formatting alongside would inflate). Not on the embedded database,
   * whose queries run on this thread.
   */
  readAhead?: boolean;
  /**
   * Runs once the file is done with, sent whole or not (a client that left, a failed page), or
   * when the first page fails. A read may still be under way (a page read ahead): `readPage` then
   * has to refuse to start another and `close` to wait for it.
   */
  close?: () => Promise<void>;
}

const nextPageSize = (size: number, cpuMs: number) =>
  Math.round(Math.min(MAX_PAGE, size * 2, Math.max(MIN_PAGE, (size * PAGE_TARGET_MS) / Math.max(cpuMs, 1))));

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

/** A page's lines, a chunk at a time, with a turn of the event loop between chunks. */
async function* chunksOf<R>(rows: R[], toLine: ReportLine<R>) {
  for (let from = 0; from < rows.length; from += CHUNK) {
    if (from) await nextTurn();
    const to = Math.min(from + CHUNK, rows.length);
    let text = '';
    for (let i = from; i < to; i++) text += toLine(rows[i]!);
    yield Buffer.from(text);
  }
}

/**
 * The CSV report of every meeting (UTF-8 with BOM, a header row, one row per meeting), read a page
 * at a time while it is sent. The first page is read before this resolves, so that a database
 * failure is still a clean error answer rather than a cut download.
 *
 * Memory stays flat whatever the size: Readable.from asks for the next chunk only while its buffer
 * (4 chunks) is below its mark, and the response drains it with backpressure, so the next page is
 * read only once the client has taken the current one (with `readAhead`, once it starts on it).
 * Each chunk is handed over as bytes: as text, it was a tree of its lines' parts in the heap until
 * the compressor took it, and those trees were promoted while they waited. Between chunks the
 * export waits for the next turn of the event loop: it never holds other requests back for more
 * than a chunk's worth of formatting (a few ms), even when the client and the database keep up.
 */
export async function meetingsReportCsv<R>(
  readPage: ReadReportPage<R>,
  toLine: ReportLine<R>,
  { readAhead = false, close }: ReportOptions = {},
): Promise<Readable> {
  let size = FIRST_PAGE;
  const read = async (afterId: number) => {
    const started = process.cpuUsage();
    const asked = size;
    if (readAhead) size = Math.min(MAX_PAGE, size * 2);
    const page = await readPage(afterId, asked);
    if (!readAhead) size = nextPageSize(size, cpuMsSince(started));
    return page;
  };
  let page: ReportPage<R> | null;
  try {
    page = await read(0);
  } catch (error) {
    await close?.();
    throw error;
  }
  async function* lines() {
    yield Buffer.from(CSV_BOM + csvRow(HEADER));
    while (page) {
      const { rows, next } = page;
      page = null; // not held while the next one is read
      const ahead = readAhead && next !== null ? read(next) : null;
      ahead?.catch(() => {}); // awaited below; a client that left first leaves no unhandled rejection
      yield* chunksOf(rows, toLine);
      if (next !== null) page = await (ahead ?? read(next));
    }
  }
  const stream = Readable.from(lines(), { highWaterMark: 4 });
  if (close) stream.once('close', () => void close().catch(() => {}));
  return stream;
}
