import { Readable } from 'node:stream';
import { CSV_BOM, csvRow, mexicoDateTime } from '../../lib/csv.ts';
import type { MeetingReportRow } from './meetings.repository.ts';

const HEADER = [
  'Estudiante',
  'Correo electrónico',
  'Teléfono',
  'Preparatoria',
  'Ciudad',
  'Carrera',
  'Campus',
  'Fecha',
] as const;

const PAGE = 500;

const toCells = (m: MeetingReportRow) => [
  m.student,
  m.email,
  m.phone,
  m.school,
  m.city,
  m.degree,
  m.campus,
  mexicoDateTime(m.created_at),
];

/**
 * The CSV report of every meeting (UTF-8 with BOM, a header row, one row per meeting), read a page
 * at a time while it is sent. The first page is read before this resolves, so that a database
 * failure is still a clean error answer rather than a cut download.
 */
export async function meetingsReportCsv(
  readPage: (afterId: number, limit: number) => Promise<MeetingReportRow[]>,
): Promise<Readable> {
  const first = await readPage(0, PAGE);
  async function* lines() {
    yield CSV_BOM + csvRow(HEADER);
    let page = first;
    while (page.length) {
      yield page.map((m) => csvRow(toCells(m))).join('');
      if (page.length < PAGE) return;
      page = await readPage(page[page.length - 1]!.id, PAGE);
    }
  }
  return Readable.from(lines());
}
