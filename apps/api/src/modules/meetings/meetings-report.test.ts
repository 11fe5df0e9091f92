import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteDegrees, meetings, users } from '../../db/schema/index.ts';
import { rawRows } from '../../db/rows.ts';
import { unitOfWork } from '../../core/unit-of-work.ts';
import { auditTrail } from '../audit/audit.service.ts';
import { studentsOfExport } from '../../../test/ledger.ts';
import { FIRST_PAGE } from './meetings-report.ts';
import { meetingsReportExport } from './meetings-report-export.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import {
  ADULT_BIRTH_DATE,
  addFavorites,
  adminToken,
  makeCatalog,
  makeSchool,
  makeStudent,
  PASSWORD,
  signedInStudent,
} from '../../../test/factories.ts';
import { csvField, csvRow, mexicoDateTime, mexicoToday, neutralize } from '../../lib/csv.ts';
import { parseCsv } from '../../../test/csv.ts';

let ctx: TestContext;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let world: Awaited<ReturnType<typeof makeSchool>>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await makeCatalog(ctx.database.db);
  world = await makeSchool(ctx.database.db);
  admin = await adminToken(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const download = (token = admin) => call(ctx.app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(token) });

describe('csv helpers', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const value of ['=1+1', '+52', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralize(value)).toBe(`'${value}`);
    for (const value of ['Ana', '5512345678', ' =no', "'ya"]) expect(neutralize(value)).toBe(value);
  });

  it('quotes every field and doubles inner quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvField(null)).toBe('""');
    expect(csvRow(['=cmd|" /C calc"!A0', 3])).toBe('"\'=cmd|"" /C calc""!A0","3"\r\n');
  });

  it('writes dates in Mexico City time', () => {
    expect(mexicoDateTime(new Date('2026-03-10T18:05:00Z'))).toBe('2026-03-10 12:05');
    expect(mexicoToday(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-10');
  });
});

describe('GET /meetings (CSV report)', () => {
  it('is for admins only', async () => {
    const student = await signedInStudent(ctx.app, ctx.database.db, world);
    const orienter = await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD);
    for (const token of [student.token, orienter]) {
      const res = await download(token);
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('Forbidden');
    }
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/meetings' })).status).toBe(401);
  });

  it('streams UTF-8 with BOM, a Spanish header and one row per meeting, with formulas neutralised', async () => {
    const db = ctx.database.db;
    const evil = await makeStudent(db, world, {
      firstName: '=HYPERLINK("http://malo.example","clic")',
      lastName: 'Pérez',
      phone: '5512345678',
    });
    const plain = await makeStudent(db, world, { firstName: 'Ñandú, José', lastName: 'Gómez' });
    const [d0, d1, d2] = cat.degrees;
    await addFavorites(db, evil.id, [d0!.id, d1!.id], [d0!.id, d1!.id]);
    await addFavorites(db, plain.id, [d2!.id], [d2!.id]);
    const withoutMeeting = await makeStudent(db, world);
    await addFavorites(db, withoutMeeting.id, [d0!.id]);

    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meetings-${mexicoToday()}.csv"`);
    expect(res.headers['content-disposition']).toMatch(/filename="meetings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.raw.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = bytes.toString('utf8');
    const rows = parseCsv(text.slice(1));
    // The one list of shared fields (SHARED_FIELDS), then the campus and the day: no phone, even
    // of a student who has one.
    expect(rows[0]).toEqual(['Nombre', 'Correo', 'Preparatoria', 'Ciudad', 'Semestre', 'Carrera', 'Campus', 'Fecha']);
    expect(rows).toHaveLength(1 + 3);
    expect(text).not.toContain('5512345678');
    const evilRows = rows.filter((r) => r[1] === evil.email);
    expect(evilRows).toHaveLength(2);
    expect(evilRows[0]![0]).toBe(`'=HYPERLINK("http://malo.example","clic") Pérez`);
    expect(text).toContain(`"'=HYPERLINK(""http://malo.example"",""clic"") Pérez"`);
    expect(evilRows.map((r) => r[5]).sort()).toEqual([d0!.name, d1!.name].sort());
    expect(evilRows[0]!.slice(2, 5)).toEqual([world.school.name, world.city.name, world.activeSemester.name]);
    expect(evilRows[0]![6]).toBe(cat.campuses[0].name);
    expect(evilRows[0]![7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const plainRow = rows.find((r) => r[1] === plain.email)!;
    expect(plainRow.slice(0, 2)).toEqual(['Ñandú, José Gómez', plain.email]);
    expect(rows.some((r) => r[1] === withoutMeeting.email)).toBe(false);
  });

  it('is compressed as the client takes it: zstd first, then Brotli, then gzip; all give the same file', async () => {
    const db = ctx.database.db;
    const many = await makeStudent(db, world, { firstName: 'Comprimido', lastName: 'Largo' });
    await addFavorites(
      db,
      many.id,
      cat.degrees.map((d) => d.id),
      cat.degrees.map((d) => d.id),
    );
    const fetchAs = (acceptEncoding?: string) =>
      call(ctx.app, {
        method: 'GET',
        url: '/api/v1/meetings',
        headers: { ...bearer(admin), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await fetchAs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const file = plain.raw.rawPayload;
    const decoders = { zstd: zlib.zstdDecompressSync, br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'zstd'], // Chrome, Firefox
      ['gzip, deflate, br', 'br'], // Safari
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetchAs(accept);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(decoders[encoding](res.raw.rawPayload).equals(file), accept).toBe(true);
    }
  });

  it('pages through long reports without losing or repeating rows', async () => {
    const db = ctx.database.db;
    const before = parseCsv((await download()).raw.rawPayload.toString('utf8').slice(1)).length - 1;
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: 160 }, (_, i) => ({
          type: 'student' as const,
          firstName: `Alumno ${i}`,
          lastName: 'Masivo',
          email: `masivo-${i}@test.mx`,
          passwordHash: 'x',
          highschoolId: world.school.id,
          semesterId: world.activeSemester.id,
          birthDate: ADULT_BIRTH_DATE, // adults of an authorizing school: their requests leave
        })),
      )
      .returning({ id: users.id });
    const pairs = students.flatMap((s) => cat.degrees.slice(0, 4).map((d) => ({ userId: s.id, degreeId: d.id })));
    await db.insert(favoriteDegrees).values(pairs);
    await db.insert(meetings).values(pairs);
    const rows = parseCsv((await download()).raw.rawPayload.toString('utf8').slice(1)).slice(1);
    expect(rows).toHaveLength(before + 640);
    expect(new Set(rows.map((r) => `${r[1]}|${r[5]}|${r[6]}`)).size).toBe(rows.length);
  });
});

// A file of many pages, recorded in the ledger page by page (meetings-report-export.ts).
describe('GET /meetings: the ledger is written page by page, each page before its rows', () => {
  const STUDENTS = 12_000;
  const EACH = 3;
  let exports: ReturnType<typeof meetingsReportExport>;
  let adminId: number;
  let baseUrl: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const degreeIds = sql.raw(`array[${cat.degrees.slice(0, EACH).map((d) => d.id)}]::int[]`);
    await db.transaction(async (tx) => {
      // PGlite checks foreign keys one row at a time, slowly; these rows are consistent by construction.
      if (ctx.database.kind === 'pglite') await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into users (type, first_name, last_name, email, password_hash, highschool_id, semester_id, birth_date)
        select 'student', 'Pagina ' || g, 'Libro', 'pagina-' || g || '@test.mx', 'x',
               ${world.school.id}, ${world.activeSemester.id}, ${ADULT_BIRTH_DATE}::date
        from generate_series(1, ${STUDENTS}) g`);
      const pairs = sql`select u.id as user_id, d.id as degree_id from users u cross join unnest(${degreeIds}) d(id)
                        where u.email like 'pagina-%'`;
      await tx.execute(
        sql`insert into favorite_degrees (user_id, degree_id) select user_id, degree_id from (${pairs}) p`,
      );
      // Each student's meetings one after the other: a student appears on one or two pages.
      await tx.execute(
        sql`insert into meetings (user_id, degree_id) select user_id, degree_id from (${pairs}) p order by user_id, degree_id`,
      );
    });
    const [row] = await rawRows<{ id: number }>(db, sql`select id from users where type = 'admin' order by id limit 1`);
    adminId = row!.id;
    exports = meetingsReportExport({
      db,
      dbKind: ctx.database.kind,
      work: unitOfWork(db, auditTrail),
      subjectKeys: ctx.app.subjectKeys,
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v1`;
  }, 180_000);

  /** The students the ledger holds for the export. */
  const ledgerOf = async (exportId: string) =>
    new Set((await studentsOfExport(ctx.database.db, exportId)).map((r) => r.userId!));

  /** Each student who has a meeting, by e-mail, and the meetings in the file's order (by id). */
  async function meetingsInOrder() {
    return rawRows<{ id: number; user_id: number; email: string }>(
      ctx.database.db,
      sql`select m.id, m.user_id, u.email from meetings m join users u on u.id = m.user_id order by m.id`,
    );
  }

  /** The e-mails of a CSV's rows (the BOM and header left out). */
  const emailsOf = (text: string) =>
    parseCsv(text.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((r) => r[1]!);

  /** Everything a stream gives until it ends or fails. */
  async function drain(stream: Readable) {
    let text = '';
    try {
      for await (const chunk of stream) text += String(chunk);
      return { text, error: null };
    } catch (error) {
      return { text, error: error as Error };
    }
  }

  /** On PostgreSQL, until no connection of this database is idle in a transaction (the export's snapshot ended). */
  async function snapshotsEnded() {
    if (ctx.database.kind !== 'postgres') return;
    for (let i = 0; i < 100; i++) {
      const [row] = await rawRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      );
      if (row!.n === 0) return;
      await sleep(50);
    }
    throw new Error('an export left its transaction open');
  }

  it('names in the ledger exactly the students of the file it delivered', async () => {
    // A minor without their guardian's consent: their request is held, in neither file nor ledger.
    const held = await makeStudent(ctx.database.db, world, { birthDate: '2015-01-01' });
    await addFavorites(ctx.database.db, held.id, [cat.degrees[3]!.id], [cat.degrees[3]!.id]);
    const res = await download();
    expect(res.status).toBe(200);
    const emails = new Set(emailsOf(res.raw.rawPayload.toString('utf8')));
    expect(emails.has(held.email)).toBe(false);
    const byEmail = new Map((await meetingsInOrder()).map((m) => [m.email, m.user_id]));
    const fileStudents = new Set([...emails].map((e) => byEmail.get(e)!));
    expect(fileStudents.size).toBeGreaterThan(STUDENTS);
    expect(await ledgerOf(res.headers['x-export-id'] as string)).toEqual(fileStudents);
    await snapshotsEnded();
  });

  it('sends its first rows before the ledger holds every student of the file', async () => {
    const { exportId, csv } = await exports.start(adminId);
    const chunks = csv[Symbol.asyncIterator]();
    const header = String((await chunks.next()).value);
    const first = String((await chunks.next()).value);
    expect(header).toContain('Nombre');
    const early = await ledgerOf(exportId);
    // The first page's students (a page read ahead at most besides), not the file's.
    const firstEmails = emailsOf(header + first);
    expect(firstEmails.length).toBeGreaterThan(0);
    const all = await meetingsInOrder();
    const byEmail = new Map(all.map((m) => [m.email, m.user_id]));
    for (const email of firstEmails) expect(early.has(byEmail.get(email)!)).toBe(true);
    expect(early.size).toBeLessThan(new Set(all.map((m) => m.user_id)).size / 2);
    const rest = await drain(csv);
    expect(rest.error).toBeNull();
    const emails = new Set([...firstEmails, ...emailsOf(header + rest.text)]);
    expect(await ledgerOf(exportId)).toEqual(new Set([...emails].map((e) => byEmail.get(e)!)));
    await snapshotsEnded();
  });

  it('a failing ledger statement ends the file before any row of its page', async () => {
    const db = ctx.database.db;
    const all = await meetingsInOrder();
    const firstPage = new Set(all.slice(0, FIRST_PAGE).map((m) => m.user_id));
    // The first student of the second page who is not on the first one: their page's statement fails.
    const refused = all.slice(FIRST_PAGE).find((m) => !firstPage.has(m.user_id))!;
    await db.execute(
      sql.raw(
        `alter table export_disclosure_students add constraint test_refuses check (user_id <> ${refused.user_id}) not valid`,
      ),
    );
    try {
      const { exportId, csv } = await exports.start(adminId);
      const { text, error } = await drain(csv);
      expect(error).not.toBeNull();
      const sent = emailsOf(text);
      const firstPageEmails = new Set(all.slice(0, FIRST_PAGE).map((m) => m.email));
      // Only rows of the first page went out, and the refused student is in neither file nor ledger.
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((e) => !firstPageEmails.has(e))).toEqual([]);
      expect(sent).not.toContain(refused.email);
      const ledger = await ledgerOf(exportId);
      expect(ledger.has(refused.user_id)).toBe(false);
      for (const id of ledger) expect(firstPage.has(id)).toBe(true);
    } finally {
      await snapshotsEnded();
      await db.execute(sql`alter table export_disclosure_students drop constraint test_refuses`);
    }
  });

  it('a client that leaves after the first rows leaves in the ledger only the pages read, in the file order', async () => {
    const exportId = await new Promise<string>((resolve, reject) => {
      const req = http.get(`${baseUrl}/meetings`, { headers: { authorization: `Bearer ${admin}` } }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve(res.headers['x-export-id'] as string);
        });
      });
      req.on('error', () => {});
      setTimeout(() => reject(new Error('no data')), 30_000);
    });
    await snapshotsEnded();
    await sleep(200); // a page read ahead settles
    const ledger = await ledgerOf(exportId);
    const all = await meetingsInOrder();
    const students = [...new Set(all.map((m) => m.user_id))];
    expect(ledger.size).toBeGreaterThan(0);
    // How many pages go out before the server hears of the abort depends on the socket's buffers
    // and the machine's load: not all of them.
    expect(ledger.size).toBeLessThan(students.length);
    // A prefix of the file: every student before the last one recorded was recorded too (the
    // students added here may all leave).
    const recorded = students.filter((id) => ledger.has(id));
    const last = students.indexOf(recorded[recorded.length - 1]!);
    const added = new Set(all.filter((m) => m.email.startsWith('pagina-')).map((m) => m.user_id));
    expect(students.slice(0, last + 1).filter((id) => added.has(id) && !ledger.has(id))).toEqual([]);
  });

  it('shows the meetings as they were when the download started', async () => {
    const db = ctx.database.db;
    const all = await meetingsInOrder();
    const added = all.filter((m) => m.email.startsWith('pagina-'));
    const lastStudent = added[added.length - 1]!;
    const newcomer = await makeStudent(db, world);
    const { exportId, csv } = await exports.start(adminId);
    const chunks = csv[Symbol.asyncIterator]();
    let text = String((await chunks.next()).value) + String((await chunks.next()).value);
    // Meanwhile: a new meeting, and (PostgreSQL) the last student renamed and one of their meetings withdrawn.
    await addFavorites(db, newcomer.id, [cat.degrees[4]!.id], [cat.degrees[4]!.id]);
    if (ctx.database.kind === 'postgres') {
      await db.execute(sql`update users set first_name = 'Renombrado' where id = ${lastStudent.user_id}`);
      await db.execute(sql`delete from meetings where id = ${lastStudent.id}`);
    }
    for (let c = await chunks.next(); !c.done; c = await chunks.next()) text += String(c.value);
    const rows = parseCsv(text.replace(/^\uFEFF/, '')).slice(1);
    expect(rows.some((r) => r[1] === newcomer.email)).toBe(false);
    expect((await ledgerOf(exportId)).has(newcomer.id)).toBe(false);
    if (ctx.database.kind === 'postgres') {
      const theirs = rows.filter((r) => r[1] === lastStudent.email);
      expect(theirs).toHaveLength(EACH);
      expect(theirs.every((r) => r[0]!.startsWith('Pagina '))).toBe(true);
    }
    await snapshotsEnded();
  });

  it('leaves out of file and ledger a student whose account is deleted while the file is read', async () => {
    // The snapshot still sees their meetings (PostgreSQL); the ledger's statement, outside it,
    // finds no account to name, and so none of their rows may go out. The embedded database reads
    // each page as it is then: the meetings went with the account.
    const db = ctx.database.db;
    const added = (await meetingsInOrder()).filter((m) => m.email.startsWith('pagina-'));
    const gone = added[added.length - EACH - 1]!; // the last page's, but not the last student
    const kept = added[added.length - 1]!;
    const { exportId, csv } = await exports.start(adminId);
    const chunks = csv[Symbol.asyncIterator]();
    let text = String((await chunks.next()).value) + String((await chunks.next()).value);
    await db.execute(sql`delete from users where id = ${gone.user_id}`);
    for (let c = await chunks.next(); !c.done; c = await chunks.next()) text += String(c.value);
    const emails = emailsOf(text);
    expect(emails).not.toContain(gone.email);
    expect(emails).toContain(kept.email);
    const ledger = await ledgerOf(exportId);
    expect(ledger.has(gone.user_id)).toBe(false);
    expect(ledger.has(kept.user_id)).toBe(true);
    await snapshotsEnded();
  });
});
