import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentGroups, users } from '../db/schema/index.ts';
import { catalogAdminWorld, makeUser } from '../../test/factories.ts';
import { bearer, call } from '../../test/helper.ts';

// The inputs that once answered 500 (or were read loosely), each answered with a 400 that names the field.
let w: Awaited<ReturnType<typeof catalogAdminWorld>>;

beforeAll(async () => {
  w = await catalogAdminWorld();
});
afterAll(() => w.close());

const CONTROL_MESSAGE =
  'El texto contiene caracteres no permitidos (saltos de línea, tabuladores o caracteres de control)';

function expectFieldRefused(res: { status: number; body: any }, path: string, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.body.errorCode, what).toBe('ValidationError');
  expect(res.body.details, what).toEqual(expect.arrayContaining([{ path, message: CONTROL_MESSAGE }]));
}

describe('control characters in text', () => {
  it('refuses a NUL in the public school search', async () => {
    const res = await call(w.ctx.app, { method: 'GET', url: '/api/v1/highschools?search=a%00b' });
    expectFieldRefused(res, 'search', 'search');
  });

  it('refuses NUL, CR, LF and tab inside names at signup, onboarding and administration', async () => {
    const signup = {
      firstName: 'Ana',
      lastName: 'Pérez',
      highschoolId: w.school.school.id,
      semesterId: w.school.activeSemester.id,
      orienterKey: w.school.key,
      email: 'control@test.mx',
      password: 'Secreto123',
    };
    for (const bad of ['An\u0000a', 'An\na', 'An\ra', 'An\ta', 'An\u007fa']) {
      const res = await call(w.ctx.app, {
        method: 'POST',
        url: '/api/v1/users',
        payload: { ...signup, firstName: bad },
      });
      expectFieldRefused(res, 'firstName', JSON.stringify(bad));
    }
    const admin = bearer(w.tokens.admin);
    const cases = [
      {
        what: 'onboarding currentUniversity',
        request: {
          method: 'POST',
          url: `/api/v1/users/${w.student.id}/onboarding-data`,
          headers: bearer(w.tokens.student),
          payload: { avatar: 'girl-A-1', universityCheck: true, currentUniversity: 'UNAM\u0000 Derecho' },
        },
        path: 'currentUniversity',
      },
      {
        what: 'campus name',
        request: {
          method: 'POST',
          url: '/api/v1/campuses',
          headers: admin,
          payload: { name: 'Campus\u0000', cityId: w.catalog.cities[0].id },
        },
        path: 'name',
      },
      {
        what: 'degree name',
        request: {
          method: 'POST',
          url: '/api/v1/degrees',
          headers: admin,
          payload: { name: 'Carrera\nDos', campusId: w.catalog.campuses[0].id, areaId: w.catalog.areas[0].id },
        },
        path: 'name',
      },
      {
        what: 'group name',
        request: {
          method: 'POST',
          url: '/api/v1/students-groups',
          headers: admin,
          payload: { highschool_id: w.school.school.id, name: 'Grupo\u0000A' },
        },
        path: 'name',
      },
      {
        what: 'access link name',
        request: {
          method: 'POST',
          url: `/api/v1/highschools/${w.school.school.id}/access-links`,
          headers: admin,
          payload: { seats: 2, name: 'Turno\tmatutino' },
        },
        path: 'name',
      },
    ] as const;
    for (const { what, request, path } of cases) expectFieldRefused(await call(w.ctx.app, request), path, what);
  });

  it('keeps line breaks in descriptions, which are several lines by nature', async () => {
    const res = await call(w.ctx.app, {
      method: 'POST',
      url: '/api/v1/campuses',
      headers: bearer(w.tokens.admin),
      payload: { name: 'Campus Norte', cityId: w.catalog.cities[0].id, description: 'Primera línea.\nSegunda línea.' },
    });
    expect(res.status).toBe(201);
  });
});

describe('ids', () => {
  it('refuses ids beyond PostgreSQL’s integer with 400, in queries and paths', async () => {
    const student = bearer(w.tokens.student);
    const admin = bearer(w.tokens.admin);
    const areas = await call(w.ctx.app, { method: 'GET', url: '/api/v1/degrees?areas=2147483648', headers: student });
    expect(areas.status).toBe(400);
    expect(areas.body.details).toEqual([{ path: 'areas', message: 'El identificador no es válido' }]);
    const remove = await call(w.ctx.app, { method: 'DELETE', url: '/api/v1/users/2147483648', headers: admin });
    expect(remove.status).toBe(400);
    expect((await call(w.ctx.app, { method: 'GET', url: '/api/v1/campuses/2147483647', headers: admin })).status).toBe(
      404,
    );
  });

  it('reads ids as decimal digits only: 1e1, 0x62, +98 and true are refused, and nothing is deleted', async () => {
    const admin = bearer(w.tokens.admin);
    const victim = await makeUser(w.ctx.database.db, {
      type: 'student',
      highschoolId: w.school.school.id,
      semesterId: w.school.activeSemester.id,
    });
    const loose = [
      `${victim.id}e0`,
      `${victim.id * 10}e-1`,
      `0x${victim.id.toString(16)}`,
      `+${victim.id}`,
      ` ${victim.id}`,
      '1.0',
    ];
    for (const id of loose) {
      const res = await call(w.ctx.app, {
        method: 'DELETE',
        url: `/api/v1/users/${encodeURIComponent(id)}`,
        headers: admin,
      });
      expect(res.status, id).toBe(400);
    }
    const still = await w.ctx.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(still).toHaveLength(1);

    const before = await w.ctx.database.db.select().from(studentGroups);
    for (const highschool_id of [true, '0x1', '1e0', 1.5, 0, -1, 2 ** 31]) {
      const res = await call(w.ctx.app, {
        method: 'POST',
        url: '/api/v1/students-groups',
        headers: admin,
        payload: { highschool_id, name: 'Grupo suelto' },
      });
      expect(res.status, String(highschool_id)).toBe(400);
      expect(res.body.details[0].path).toBe('highschool_id');
    }
    expect(await w.ctx.database.db.select().from(studentGroups)).toHaveLength(before.length);
  });
});
