import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../client.ts';
import { verifyPassword } from '../../lib/password.ts';
import { demoAccessLinkUuid, seedDemo } from './seed-demo.ts';
import { subjectKeys } from '../../modules/disclosures/subject-key.ts';

let database: Database;
const count = async (query: ReturnType<typeof sql>) => {
  const res = await database.db.execute<{ n: number }>(query);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

let firstResult: Awaited<ReturnType<typeof seedDemo>>;
let seedMs = 0;

beforeAll(async () => {
  database = await openPglite(undefined);
  await database.migrate();
  const started = performance.now();
  firstResult = await seedDemo(database.db, undefined, subjectKeys('a-test-secret-of-32-characters-or-more'));
  seedMs = performance.now() - started;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDemo', () => {
  it('seeds an empty database once and returns the demo access link', async () => {
    expect(firstResult.seeded).toBe(true);
    expect(firstResult.accessLinkUuid).toMatch(/^[0-9a-f-]{36}$/);
    console.info(`seedDemo on PGlite: ${Math.round(seedMs)} ms`);
    const again = await seedDemo(database.db);
    expect(again).toEqual({ seeded: false, accessLinkUuid: firstResult.accessLinkUuid });
    expect(await demoAccessLinkUuid(database.db)).toBe(firstResult.accessLinkUuid);
  });

  it('has the reference data and catalogue', async () => {
    expect(await count(sql`select count(*)::int as n from areas`)).toBeGreaterThanOrEqual(10);
    expect(await count(sql`select count(*)::int as n from cities`)).toBeGreaterThanOrEqual(15);
    expect(await count(sql`select count(*)::int as n from campuses`)).toBeGreaterThanOrEqual(30);
    expect(await count(sql`select count(*)::int as n from degrees`)).toBeGreaterThanOrEqual(150);
    expect(await count(sql`select count(*)::int as n from highschools`)).toBeGreaterThanOrEqual(10);
    expect(await count(sql`select count(*)::int as n from semesters where active`)).toBe(6);
    expect(await count(sql`select count(*)::int as n from semesters where not active`)).toBeGreaterThanOrEqual(1);
    expect(await count(sql`select count(*)::int as n from highschools where name = 'Preparatoria Demo'`)).toBe(1);
  });

  it('gives every area its letters of interest, every degree its field of study, and example figures that say so', async () => {
    expect(await count(sql`select count(*)::int as n from areas where riasec is null`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from degrees where field_id is null`)).toBe(0);
    const figures = await rows<{ is_example: boolean; source: string; year: number }>(
      sql`select distinct is_example, source, year from field_figures`,
    );
    expect(figures).toEqual([{ is_example: true, source: 'Datos de ejemplo (no oficiales)', year: 2025 }]);
    // Some fields have no figures, as in a real catalogue: their degrees say so.
    expect(
      await count(sql`select count(*)::int as n from degrees d
        where not exists (select 1 from field_figures f where f.field_id = d.field_id)`),
    ).toBeGreaterThan(0);
  });

  it('gives every city a campus and every campus 4 to 8 degrees in several areas', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from cities c where not exists (select 1 from campuses k where k.city_id = c.id)`,
      ),
    ).toBe(0);
    const perCampus = await rows<{ degrees: number; areas: number; galeria: number }>(
      sql`select count(d.id)::int as degrees, count(distinct d.area_id)::int as areas, coalesce(array_length(k.galeria, 1), 0) as galeria
          from campuses k left join degrees d on d.campus_id = k.id group by k.id`,
    );
    for (const c of perCampus) {
      expect(c.degrees).toBeGreaterThanOrEqual(4);
      expect(c.degrees).toBeLessThanOrEqual(8);
      expect(c.areas).toBeGreaterThanOrEqual(2);
      expect(c.galeria).toBeGreaterThanOrEqual(3);
    }
    const [degree] = await rows<{ id: number; pdf_plan_estudios: string; pdf_becas: string; descripcion: string }>(
      sql`select id, pdf_plan_estudios, pdf_becas, descripcion from degrees order by id limit 1`,
    );
    expect(degree!.pdf_plan_estudios).toBe(`/api/v1/media/generated-pdf/plan/${degree!.id}.pdf`);
    expect(degree!.pdf_becas).toBe(`/api/v1/media/generated-pdf/becas/${degree!.id}.pdf`);
    expect(await count(sql`select count(distinct descripcion)::int as n from degrees`)).toBeGreaterThan(120);
  });

  it('creates the demo accounts with password Demo12345', async () => {
    const accounts = await rows<{ email: string; type: string; password_hash: string; school: string | null }>(
      sql`select u.email, u.type, u.password_hash, coalesce(h.name, c.name) as school from users u
          left join highschools h on h.id = u.highschool_id left join campuses c on c.id = u.campus_id order by u.id`,
    );
    expect(accounts.map((a) => [a.email, a.type, a.school])).toEqual([
      ['admin@demo.mx', 'admin', null],
      ['orientador@demo.mx', 'orienter', 'Preparatoria Demo'],
      ['estudiante@demo.mx', 'student', 'Preparatoria Demo'],
      ['representante@demo.mx', 'university', 'Universidad Metropolitana del Centro, Campus Coyoacán'],
    ]);
    for (const a of accounts) expect(await verifyPassword(a.password_hash, 'Demo12345')).toBe(true);
    const [key] = await rows<{ email: string; active: boolean }>(
      sql`select u.email, k.active from orienter_keys k join users u on u.id = k.orienter_id where k.key = 'DEMO2026'`,
    );
    expect(key).toEqual({ email: 'orientador@demo.mx', active: true });
  });

  it('gives the representative of the student’s requested campus open slots ahead, and the request in her inbox', async () => {
    const slots = await rows<{ starts_at: Date | string; seats: number; video_url: string; campus: string }>(
      sql`select s.starts_at, s.seats, s.video_url, c.name as campus from meeting_slots s
          join campuses c on c.id = s.campus_id join users u on u.id = s.representative_id
          where u.email = 'representante@demo.mx' order by s.starts_at`,
    );
    expect(slots).toHaveLength(8);
    expect(new Date(slots[0]!.starts_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Set(slots.map((s) => s.campus))).toEqual(
      new Set(['Universidad Metropolitana del Centro, Campus Coyoacán']),
    );
    const [request] = await rows<{ campus: string; shared: boolean }>(
      sql`select c.name as campus, m.shared_at is not null as shared from meetings m join degrees d on d.id = m.degree_id
          join campuses c on c.id = d.campus_id join users u on u.id = m.user_id where u.email = 'estudiante@demo.mx'`,
    );
    expect(request).toEqual({ campus: 'Universidad Metropolitana del Centro, Campus Coyoacán', shared: true });
  });

  it('gives the student preferences, 2 favourites and 1 meeting that match them', async () => {
    const [student] = await rows<{ id: number; avatar: string; semester: string; onboarded: boolean }>(
      sql`select u.id, u.avatar, s.name as semester, u.onboarded from users u join semesters s on s.id = u.semester_id where u.email = 'estudiante@demo.mx'`,
    );
    expect(student).toMatchObject({ avatar: 'girl-B-2', semester: '5º semestre', onboarded: true });
    const id = student!.id;
    expect(await count(sql`select count(*)::int as n from user_areas where user_id = ${id}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from user_cities where user_id = ${id}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from favorite_degrees where user_id = ${id}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from meetings where user_id = ${id}`)).toBe(1);
    // Booked as a booking is: the ledger says the campus received the student's contact data, on
    // her own consent (an adult) and her school's authorization.
    expect(
      await count(sql`select count(*)::int as n from disclosures where user_id = ${id} and reason = 'meeting'
        and legal_basis = 'student_consent' and school_authorization_id is not null`),
    ).toBe(1);
    expect(await rows<{ birth_date: string }>(sql`select birth_date::text from users where id = ${id}`)).toEqual([
      { birth_date: '2007-08-21' },
    ]);
    // Favourites are in the student's cities and areas; suggestions find several campuses.
    expect(
      await count(sql`select count(*)::int as n from favorite_degrees f join degrees d on d.id = f.degree_id join campuses k on k.id = d.campus_id
        where f.user_id = ${id} and d.area_id in (select area_id from user_areas where user_id = ${id})
        and k.city_id in (select city_id from user_cities where user_id = ${id})`),
    ).toBe(2);
    expect(
      await count(sql`select count(distinct k.id)::int as n from campuses k join degrees d on d.campus_id = k.id
        where k.city_id in (select city_id from user_cities where user_id = ${id})
        and d.area_id in (select area_id from user_areas where user_id = ${id})`),
    ).toBeGreaterThanOrEqual(4);
  });

  it('authorizes the demo school to share its students’ data, and no other school', async () => {
    const schools = await rows<{ name: string }>(
      sql`select h.name from highschool_data_sharing a join highschools h on h.id = a.highschool_id where a.revoked_at is null`,
    );
    expect(schools).toEqual([{ name: 'Preparatoria Demo' }]);
  });

  it('holds the access link of the demo school', async () => {
    const [link] = await rows<{
      name: string;
      seats: number;
      seats_used: number;
      expires_at: string | null;
      creator: string;
    }>(
      sql`select a.name, a.seats, a.seats_used, a.expires_at, u.email as creator from access_links a join users u on u.id = a.created_by`,
    );
    expect(link).toEqual({
      name: 'Orientadores turno matutino',
      seats: 5,
      seats_used: 0,
      expires_at: null,
      creator: 'admin@demo.mx',
    });
  });
});
