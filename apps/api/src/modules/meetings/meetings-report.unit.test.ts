// The report's parts without a database: Mexico City dates (cached per hour) against Intl itself,
// and the stream's paging, backpressure and turns of the event loop, over a fake page reader.
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvRow, mexicoDateTime } from '../../lib/csv.ts';
import { meetingsReportCsv, type ReadReportPage } from './meetings-report.ts';

/** What the first version computed for every row (with a new formatter each time): Intl's parts. */
const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const reference = (ms: number) => {
  const parts = Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('mexicoDateTime', () => {
  it('agrees with Intl instant by instant, across daylight saving time and its end in 2022', () => {
    const instants: number[] = [];
    // Every 7 min 13 s through the two days around each change of offset of 2021 and 2022
    // (April and October; none since October 2022).
    for (const day of ['2021-04-04', '2021-10-31', '2022-04-03', '2022-10-30', '2023-04-02'])
      for (let ms = at(`${day}T00:00:00Z`) - 24 * HOUR; ms < at(`${day}T00:00:00Z`) + 24 * HOUR; ms += 433_000)
        instants.push(ms);
    // Spread over 1900–2100 (a fixed pseudo-random walk), and the first and last millisecond of hours.
    let seed = 12345;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5_000; i++) {
      const ms = Math.floor(at('1900-01-01T00:00:00Z') + next() * (at('2100-01-01T00:00:00Z') - at('1900-01-01')));
      instants.push(ms, Math.floor(ms / HOUR) * HOUR, Math.floor(ms / HOUR) * HOUR + HOUR - 1);
    }
    // Local mean time until 1922 (−6:36:36): an offset that is not whole hours, changing mid-hour.
    for (let ms = at('1921-12-31T18:00:00Z'); ms < at('1922-01-01T12:00:00Z'); ms += 61_000) instants.push(ms);

    const wrong = instants.filter((ms) => mexicoDateTime(new Date(ms)) !== reference(ms));
    expect(wrong.map((ms) => new Date(ms).toISOString())).toEqual([]);
  });

  it('takes epoch milliseconds too, fractions included (as the report query gives them)', () => {
    const ms = at('2026-03-10T18:05:59.999Z');
    expect(mexicoDateTime(ms)).toBe('2026-03-10 12:05');
    expect(mexicoDateTime(ms + 0.98)).toBe('2026-03-10 12:05');
    expect(mexicoDateTime(at('2022-07-01T17:00:00Z'))).toBe('2022-07-01 12:00'); // daylight saving time
  });
});

/** A meeting of the fake report, with the names the file shows. */
interface Row {
  student: string;
  email: string;
  school: string | null;
  city: string | null;
  semester: string | null;
  degree: string;
  campus: string;
  createdMs: number;
}

const row = (n: number): Row => ({
  student: `Alumno ${n}`,
  email: `a${n}@test.mx`,
  school: 'Prepa',
  city: 'Monterrey',
  semester: n % 2 ? null : '5º semestre',
  degree: 'Medicina',
  campus: 'Campus A',
  createdMs: at('2026-01-01T12:00:00Z') + n * 60_000,
});

const toLine = (m: Row) =>
  csvRow([m.student, m.email, m.school, m.city, m.semester, m.degree, m.campus, mexicoDateTime(m.createdMs)]);

/** A report of `total` meetings with ids 1..total, served in whatever page sizes are asked for. */
function fakeReport(total: number) {
  const limits: number[] = [];
  const readPage: ReadReportPage<Row> = async (afterId, limit) => {
    limits.push(limit);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - afterId)) }, (_, i) => row(afterId + i + 1));
    return { rows, next: afterId + limit < total ? afterId + limit : null };
  };
  return { readPage, limits };
}

async function text(stream: NodeJS.ReadableStream) {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('meetingsReportCsv', () => {
  it('reads the first page before it answers, so that a failing database is a clean error', async () => {
    await expect(meetingsReportCsv(() => Promise.reject(new Error('sin base')), toLine)).rejects.toThrow('sin base');
    const { readPage, limits } = fakeReport(10);
    const stream = await meetingsReportCsv(readPage, toLine);
    expect(limits).toHaveLength(1);
    stream.destroy();
  });

  it('writes every row once and in order, over pages of bounded size', async () => {
    const total = 23_456;
    const { readPage, limits } = fakeReport(total);
    const csv = await text(await meetingsReportCsv(readPage, toLine));
    // The shared fields (no phone: students never give one), then the campus and the day.
    const header = ['Nombre', 'Correo', 'Preparatoria', 'Ciudad', 'Semestre', 'Carrera', 'Campus', 'Fecha'];
    const expected = Array.from({ length: total }, (_, i) => {
      const m = row(i + 1);
      return csvRow([
        m.student,
        m.email,
        m.school,
        m.city,
        m.semester,
        m.degree,
        m.campus,
        mexicoDateTime(m.createdMs),
      ]);
    });
    expect(csv).toBe(CSV_BOM + csvRow(header) + expected.join(''));
    expect(limits.length).toBeGreaterThan(4);
    expect(Math.min(...limits)).toBeGreaterThan(0);
    expect(Math.max(...limits)).toBeLessThanOrEqual(5_000);
  });

  it('leaves out the rows whose line is empty, and only those', async () => {
    const { readPage } = fakeReport(3_000);
    const odd = (m: Row) => (Number(m.email.slice(1, m.email.indexOf('@'))) % 2 ? toLine(m) : '');
    const lines = (await text(await meetingsReportCsv(readPage, odd))).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1_500);
    expect(lines[0]).toContain('"Alumno 1"');
    expect(lines.at(-1)).toContain('"Alumno 2999"');
  });

  it('reads no further ahead than a few pages of a client that stops taking data', async () => {
    const { readPage, limits } = fakeReport(10_000_000);
    const stream = await meetingsReportCsv(readPage, toLine);
    const stalled = new Writable({ highWaterMark: 64 * 1024, write: () => {} }); // never done
    stream.pipe(stalled);
    await sleep(300);
    const rowsRead = limits.reduce((a, b) => a + b, 0);
    stream.destroy();
    expect(rowsRead).toBeLessThan(50_000);
  });

  it('with readAhead, asks for the next page as it starts sending one (and still stops with a stalled client)', async () => {
    for (const readAhead of [false, true]) {
      const { readPage, limits } = fakeReport(100_000);
      const stream = await meetingsReportCsv(readPage, toLine, { readAhead });
      const chunks = stream[Symbol.asyncIterator]();
      await chunks.next(); // the header
      await chunks.next(); // the first lines of the first page
      expect(limits.length, `readAhead: ${readAhead}`).toBe(readAhead ? 2 : 1);
      stream.destroy();
    }
    const { readPage, limits } = fakeReport(10_000_000);
    const stream = await meetingsReportCsv(readPage, toLine, { readAhead: true });
    stream.pipe(new Writable({ highWaterMark: 64 * 1024, write: () => {} }));
    await sleep(300);
    stream.destroy();
    expect(limits.reduce((a, b) => a + b, 0)).toBeLessThan(50_000);
    const all = fakeReport(30_000);
    const csv = await text(await meetingsReportCsv(all.readPage, toLine, { readAhead: true }));
    expect(csv.split('\r\n').length - 2).toBe(30_000);
  });

  it('lets the event loop turn between chunks, even when the database and the client keep up', async () => {
    const { readPage } = fakeReport(50_000);
    let turns = 0;
    let streaming = true;
    const count = () => {
      turns++;
      if (streaming) setImmediate(count);
    };
    setImmediate(count);
    await text(await meetingsReportCsv(readPage, toLine));
    streaming = false;
    expect(turns).toBeGreaterThanOrEqual(50_000 / 500 / 2);
  });
});
