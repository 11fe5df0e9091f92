import { eq } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import { addFavorites, makeCatalog, makeGroup, makeSchool, makeUser, PASSWORD } from '../../../test/factories.ts';
import { EXPORT_COVERAGE, NOT_EXPORTED } from './privacy-export.repository.ts';

/**
 * Every column of the schema that names a person: a reference to users.id, a column named like a
 * user reference, or an e-mail address. A new one must be exported or excluded with a reason.
 */
const USERISH_NAME = /(^|_)(user_id|actor_id|orienter_id|student_id)$|_by$|^email$|^recipient$/;

function personalColumns(): string[] {
  const found = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const column of config.columns) {
      if (USERISH_NAME.test(column.name)) found.add(`${config.name}.${column.name}`);
    }
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== 'users') continue;
      for (const column of ref.columns) found.add(`${config.name}.${column.name}`);
    }
  }
  found.add('users.id'); // the person themself
  return [...found].sort();
}

describe('export coverage, checked against the Drizzle schema', () => {
  it('exports or explicitly excludes every column that names a person', () => {
    const columns = personalColumns();
    const uncovered = columns.filter((c) => !(c in EXPORT_COVERAGE) && !(c in NOT_EXPORTED));
    expect(uncovered, 'columns naming a user with no export coverage (privacy-export.repository.ts)').toEqual([]);
    const stale = [...Object.keys(EXPORT_COVERAGE), ...Object.keys(NOT_EXPORTED)].filter((c) => !columns.includes(c));
    expect(stale, 'coverage rows for columns the schema no longer has').toEqual([]);
    expect(columns).toContain('meetings.user_id');
    expect(columns).toContain('mail_outbox.recipient');
  });
});

let ctx: TestContext;
let student: typeof users.$inferSelect;
let other: typeof users.$inferSelect;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const world = await makeSchool(db);
  const cat = await makeCatalog(db);
  student = await makeUser(db, { type: 'student', highschoolId: world.school.id, semesterId: world.activeSemester.id });
  other = await makeUser(db, { type: 'student', highschoolId: world.school.id, semesterId: world.activeSemester.id });
  const [d0, d1, d2] = cat.degrees;
  await addFavorites(db, student.id, [d0!.id, d1!.id]);
  await addFavorites(db, other.id, [d2!.id], [d2!.id]);
  await makeGroup(db, world.school.id, 'Grupo Privacidad', [student.id]);
  token = await tokenFor(ctx.app, student.email, 'student', PASSWORD);
  otherToken = await tokenFor(ctx.app, other.email, 'student', PASSWORD);
  await call(ctx.app, {
    method: 'PUT',
    url: '/api/v1/users/me/preferences',
    headers: bearer(token),
    payload: { prefered_areas: [cat.areas[0]!.id], prefered_cities: [cat.cities[0]!.id] },
  });
  const booked = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/meetings',
    headers: bearer(token),
    payload: { userId: student.id, degreeId: d1!.id },
  });
  expect(booked.status).toBe(201);
});
afterAll(() => ctx.close());

const exportOf = (t: string | undefined) =>
  call(ctx.app, { method: 'GET', url: '/api/v1/users/me/export', headers: t ? bearer(t) : {} });

describe('GET /users/me/export', () => {
  it('downloads everything held about the caller as a JSON attachment', async () => {
    const res = await exportOf(token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-toca-la-puerta\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body;
    expect(data.profile).toMatchObject({ id: student.id, email: student.email, type: 'student' });
    expect(data.school).toMatchObject({ id: student.highschoolId });
    expect(data.semester).toMatchObject({ id: student.semesterId });
    expect(data.preferences.areas).toHaveLength(1);
    expect(data.preferences.cities).toHaveLength(1);
    expect(data.groups).toEqual([expect.objectContaining({ name: 'Grupo Privacidad' })]);
    expect(data.favorites).toHaveLength(2);
    expect(data.meetings).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.disclosures).toEqual([expect.objectContaining({ reason: 'meeting', recipient_kind: 'campus' })]);
    // The meeting's confirmation e-mail, without its body.
    expect(data.mail).toEqual([expect.objectContaining({ kind: 'meeting_requested' })]);
    expect(data.mail[0]).not.toHaveProperty('html');
    // Every section named by the coverage table is in the file.
    for (const section of new Set(Object.values(EXPORT_COVERAGE))) {
      const top = section.split('.')[0]!;
      expect(data, `section ${section}`).toHaveProperty(top);
    }
  });

  it('never carries a password hash, a token hash, or another person', async () => {
    const text = JSON.stringify((await exportOf(token)).body);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, student.id));
    expect(text).not.toContain(row!.passwordHash);
    expect(text).not.toMatch(/password_hash|token_hash|passwordHash|tokenHash/);
    expect(text).not.toContain(other.email);
    const mail = await ctx.database.db.select().from(mailOutbox);
    for (const m of mail.filter((x) => x.recipient !== student.email)) expect(text).not.toContain(m.recipient);
  });

  it('acts only on the signed-in user: another student gets their own data, no session gets 401', async () => {
    const res = await exportOf(otherToken);
    expect(res.body.profile.id).toBe(other.id);
    expect(JSON.stringify(res.body)).not.toContain(student.email);
    expect((await exportOf(undefined)).status).toBe(401);
    // No parameter chooses the user.
    const sneaky = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/users/me/export?id=${student.id}`,
      headers: bearer(otherToken),
    });
    expect(sneaky.body.profile?.id).toBe(other.id);
  });
});
