import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_MESSAGES as M } from '@tlp/shared';
import { bearer, call } from '../../../test/helper.ts';
import { catalogAdminWorld, type Role, signedInRepresentative, signedInStudent } from '../../../test/factories.ts';

let w: Awaited<ReturnType<typeof catalogAdminWorld>>;

beforeAll(async () => {
  w = await catalogAdminWorld();
});
afterAll(() => w.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, role: Role | null = 'admin') =>
  call(w.ctx.app, { method, url: `/api/v1${url}`, headers: role ? bearer(w.tokens[role]) : {}, payload });

const valid = () => ({ name: 'Campus Nuevo', cityId: w.catalog.cities[0].id });

async function rows(query: string): Promise<number> {
  const res = (await w.ctx.database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
}

describe('campus administration: permissions', () => {
  it('is for admins: students and orienters 403, no session 401', async () => {
    const id = w.catalog.campuses[2].id;
    for (const [method, url] of [
      ['POST', '/campuses'],
      ['PUT', `/campuses/${id}`],
      ['DELETE', `/campuses/${id}`],
    ] as const) {
      for (const role of ['student', 'orienter'] as const) {
        expect((await send(method, url, valid(), role)).status, `${role} ${method}`).toBe(403);
      }
      const anonymous = await send(method, url, valid(), null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errorCode).toBe('Unauthorized');
    }
    expect((await send('GET', `/campuses/${id}`)).status).toBe(200);
  });
});

describe('campus administration: validation', () => {
  const expectInvalid = async (body: object, path: string, message: string) => {
    const res = await send('POST', '/campuses', body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.errorCode).toBe('ValidationError');
    expect(res.body.details).toContainEqual({ path, message });
  };

  it('asks for the name and the city with the spec messages', async () => {
    await expectInvalid({ cityId: w.catalog.cities[0].id }, 'name', 'El nombre es obligatorio');
    await expectInvalid({ ...valid(), name: '   ' }, 'name', 'El nombre es obligatorio');
    await expectInvalid({ name: 'X' }, 'cityId', 'Selecciona la ciudad de este campus');
    await expectInvalid({ name: 'X', cityId: '' }, 'cityId', 'Selecciona la ciudad de este campus');
    await expectInvalid({ name: 'X', cityId: null }, 'cityId', 'Selecciona la ciudad de este campus');
  });

  it('limits lengths, links, video providers and the gallery', async () => {
    await expectInvalid({ ...valid(), name: 'x'.repeat(151) }, 'name', 'Máximo 150 caracteres');
    await expectInvalid({ ...valid(), description: 'x'.repeat(5001) }, 'description', 'Máximo 5000 caracteres');
    await expectInvalid(
      { ...valid(), video: 'https://example.com/v/1' },
      'video',
      'Ingresa un enlace de YouTube o Vimeo',
    );
    await expectInvalid({ ...valid(), profilePicture: 'javascript:alert(1)' }, 'profilePicture', M.mediaUrl);
    await expectInvalid({ ...valid(), coverPicture: '/api/v1/uploads/../../etc/passwd' }, 'coverPicture', M.mediaUrl);
    await expectInvalid({ ...valid(), location: 'ftp://mapa' }, 'location', M.locationUrl);
    await expectInvalid(
      { ...valid(), gallery: Array.from({ length: 6 }, (_, i) => `/api/v1/uploads/${i}.png`) },
      'gallery',
      M.galleryMax,
    );
    await expectInvalid({ ...valid(), gallery: ['https://ok.mx/a.png', 'data:text/html,x'] }, 'gallery.1', M.mediaUrl);
  });

  it('answers an unknown city with 400 on cityId, and nothing is created', async () => {
    const before = await rows('select count(*)::int as n from campuses');
    const res = await send('POST', '/campuses', { ...valid(), cityId: 999999 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'ValidationError',
      message: M.cityNotFound,
      details: [{ path: 'cityId', message: M.cityNotFound }],
    });
    expect(await rows('select count(*)::int as n from campuses')).toBe(before);
  });
});

describe('campus administration: create, read, update, delete', () => {
  it('creates (201, read shape), updates (200) and deletes (204) a campus', async () => {
    const [c1, c2] = w.catalog.cities;
    const created = await send('POST', '/campuses', {
      name: '  Campus Sur ',
      cityId: c1.id,
      profilePicture: '/api/v1/uploads/0123456789abcdef0123456789abcdef.png',
      coverPicture: '',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: 'Un campus verde.',
      location: 'https://www.google.com/maps/search/?api=1&query=Campus%20Sur',
      gallery: ['https://cdn.ejemplo.mx/1.jpg', '', '/api/v1/media/generated/campus-gallery/x.svg', '', ''],
      id: 1,
      degrees_count: 40,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Campus Sur',
      city: c1.name,
      city_id: c1.id,
      foto_perfil: '/api/v1/uploads/0123456789abcdef0123456789abcdef.png',
      foto_portada: null,
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      descripcion: 'Un campus verde.',
      ubicacion: 'https://www.google.com/maps/search/?api=1&query=Campus%20Sur',
      galeria: ['https://cdn.ejemplo.mx/1.jpg', '/api/v1/media/generated/campus-gallery/x.svg'],
      degrees_count: 0,
    });
    const id = created.body.id as number;
    expect((await send('GET', `/campuses/${id}`, undefined, 'student')).body).toEqual(created.body);

    // A PUT replaces every field: what is left out is cleared.
    const updated = await send('PUT', `/campuses/${id}`, {
      name: 'Campus Sur Oriente',
      cityId: String(c2.id),
      video: 'https://vimeo.com/76979871',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      name: 'Campus Sur Oriente',
      city: c2.name,
      city_id: c2.id,
      foto_perfil: null,
      video: 'https://vimeo.com/76979871',
      galeria: [],
      ubicacion: null,
    });
    expect((await send('GET', `/campuses/${id}`)).body).toEqual(updated.body);

    expect((await send('DELETE', `/campuses/${id}`)).status).toBe(204);
    expect((await send('GET', `/campuses/${id}`)).status).toBe(404);
    const again = await send('DELETE', `/campuses/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('El campus no existe');
  });

  it('answers 404 for an unknown campus and 400 for a malformed id', async () => {
    const put = await send('PUT', '/campuses/999999', valid());
    expect(put.status).toBe(404);
    expect(put.body).toMatchObject({ errorCode: 'NotFound', message: 'El campus no existe' });
    expect((await send('PUT', '/campuses/abc', valid())).status).toBe(400);
    expect((await send('DELETE', '/campuses/0')).status).toBe(400);
  });

  it('refuses an unknown city on update with 400 and leaves the campus as it was', async () => {
    const campus = w.catalog.campuses[1];
    const res = await send('PUT', `/campuses/${campus.id}`, { name: 'Otro', cityId: 999999 });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'cityId', message: M.cityNotFound }]);
    expect((await send('GET', `/campuses/${campus.id}`)).body.name).toBe(campus.name);
  });

  it('takes its degrees with it, and the favourites and meetings students had on them', async () => {
    const campus = (await send('POST', '/campuses', valid())).body as { id: number };
    const mk = (name: string) => send('POST', '/degrees', { name, campusId: campus.id, areaId: w.catalog.areas[0].id });
    const [d1, d2] = [(await mk('Arquitectura')).body.id as number, (await mk('Derecho')).body.id as number];
    expect((await send('GET', `/campuses/${campus.id}`)).body.degrees_count).toBe(2);

    const s = await signedInStudent(w.ctx.app, w.ctx.database.db, w.school);
    const other = w.catalog.degrees[0]!.id;
    for (const degreeId of [d1, d2, other]) {
      const fav = await call(w.ctx.app, {
        method: 'POST',
        url: `/api/v1/users/${s.id}/favorite-degrees`,
        headers: bearer(s.token),
        payload: { degreeId },
      });
      expect(fav.status).toBe(201);
    }
    for (const degreeId of [d1, other]) {
      const meeting = await call(w.ctx.app, {
        method: 'POST',
        url: '/api/v1/meetings',
        headers: bearer(s.token),
        payload: { userId: s.id, degreeId },
      });
      expect(meeting.status).toBe(201);
    }

    expect((await send('DELETE', `/campuses/${campus.id}`)).status).toBe(204);
    expect((await send('GET', `/degrees/${d1}`)).status).toBe(404);
    expect((await send('GET', `/degrees/${d2}`)).status).toBe(404);
    expect(await rows(`select count(*)::int as n from degrees where campus_id = ${campus.id}`)).toBe(0);
    const favs = await call(w.ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${s.id}/favorite-degrees`,
      headers: bearer(s.token),
    });
    expect(favs.body.map((f: { id: number }) => f.id)).toEqual([other]);
    const meetings = await call(w.ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${s.id}/meetings`,
      headers: bearer(s.token),
    });
    expect(meetings.body.map((m: { degreeId: number }) => m.degreeId)).toEqual([other]);
    expect(await rows(`select count(*)::int as n from meetings where degree_id in (${d1}, ${d2})`)).toBe(0);
  });
});

describe("a campus's representatives", () => {
  type Representative = { id: number; first_name: string; last_name: string; email: string; phone: string | null };
  const list = async (campusId: number) => {
    const res = await send('GET', `/campuses/${campusId}/representatives`);
    expect(res.status).toBe(200);
    return res.body as Representative[];
  };

  it('lists them, oldest first, with how to reach them; other campuses have their own', async () => {
    const campus = w.catalog.campuses[1];
    const first = await signedInRepresentative(w.ctx.app, w.ctx.database.db, campus.id);
    const second = await signedInRepresentative(w.ctx.app, w.ctx.database.db, campus.id);
    const elsewhere = await signedInRepresentative(w.ctx.app, w.ctx.database.db, w.catalog.campuses[0].id);
    const rows = await list(campus.id);
    expect(rows.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(rows[0]).toEqual({
      id: first.id,
      first_name: 'Prueba',
      last_name: 'Usuario',
      email: first.email,
      phone: null,
      created_at: expect.stringMatching(/Z$/),
    });
    expect((await list(w.catalog.campuses[0].id)).map((r) => r.id)).toContain(elsewhere.id);
    expect(await list(w.catalog.campuses[2].id)).toEqual([]);
  });

  it('is for admins: a representative, an orienter or a student 403, no session 401', async () => {
    const campus = w.catalog.campuses[1];
    const representative = await signedInRepresentative(w.ctx.app, w.ctx.database.db, campus.id);
    const url = `/api/v1/campuses/${campus.id}/representatives`;
    const own = await call(w.ctx.app, { method: 'GET', url, headers: bearer(representative.token) });
    expect(own.status).toBe(403);
    expect(own.body.errorCode).toBe('Forbidden');
    for (const role of ['student', 'orienter'] as const) {
      expect((await send('GET', `/campuses/${campus.id}/representatives`, undefined, role)).status, role).toBe(403);
    }
    expect((await send('GET', `/campuses/${campus.id}/representatives`, undefined, null)).status).toBe(401);
  });

  it('answers 404 for an unknown campus and 400 for a malformed id', async () => {
    const missing = await send('GET', '/campuses/999999/representatives');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: 'NotFound', message: M.campusMissing });
    expect((await send('GET', '/campuses/abc/representatives')).status).toBe(400);
  });

  it('a removed representative leaves the list; the slots they published stay with the campus', async () => {
    const campus = w.catalog.campuses[2];
    const leaving = await signedInRepresentative(w.ctx.app, w.ctx.database.db, campus.id);
    const staying = await signedInRepresentative(w.ctx.app, w.ctx.database.db, campus.id);
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000);
    startsAt.setUTCMinutes(0, 0, 0);
    const slot = await call(w.ctx.app, {
      method: 'POST',
      url: '/api/v1/meeting-slots',
      headers: bearer(leaving.token),
      payload: { startsAt: startsAt.toISOString(), minutes: 30, seats: 5, videoUrl: 'https://meet.example.mx/sala' },
    });
    expect(slot.status).toBe(201);

    expect((await send('DELETE', `/users/${leaving.id}`)).status).toBe(204);
    expect((await list(campus.id)).map((r) => r.id)).toEqual([staying.id]);
    expect(
      await rows(
        `select count(*)::int as n from meeting_slots where id = ${slot.body.id} and campus_id = ${campus.id}`,
      ),
    ).toBe(1);
    const seen = await call(w.ctx.app, { method: 'GET', url: '/api/v1/meeting-slots', headers: bearer(staying.token) });
    expect(seen.status).toBe(200);
    expect((seen.body as Array<{ id: number }>).map((s) => s.id)).toContain(slot.body.id);
  });
});
