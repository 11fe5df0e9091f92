import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEGREE_MESSAGES as D, EDITOR_MESSAGES as M } from '@tlp/shared';
import { bearer, call } from '../../../test/helper.ts';
import { catalogAdminWorld, type Role, signedInStudent } from '../../../test/factories.ts';

let w: Awaited<ReturnType<typeof catalogAdminWorld>>;

beforeAll(async () => {
  w = await catalogAdminWorld();
});
afterAll(() => w.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, role: Role | null = 'admin') =>
  call(w.ctx.app, { method, url: `/api/v1${url}`, headers: role ? bearer(w.tokens[role]) : {}, payload });

const valid = (name = 'Psicología') => ({ name, campusId: w.catalog.campuses[2].id, areaId: w.catalog.areas[1].id });

async function rows(query: string): Promise<number> {
  const res = (await w.ctx.database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
}

describe('degree administration: permissions', () => {
  it('is for admins: students and orienters 403, no session 401', async () => {
    const id = w.catalog.degrees[4]!.id;
    for (const [method, url] of [
      ['POST', '/degrees'],
      ['PUT', `/degrees/${id}`],
      ['DELETE', `/degrees/${id}`],
    ] as const) {
      for (const role of ['student', 'orienter'] as const) {
        expect((await send(method, url, valid(), role)).status, `${role} ${method}`).toBe(403);
      }
      expect((await send(method, url, valid(), null)).status).toBe(401);
    }
    expect((await send('GET', `/degrees/${id}`)).status).toBe(200);
  });
});

describe('degree administration: validation', () => {
  const expectInvalid = async (body: object, path: string, message: string) => {
    const res = await send('POST', '/degrees', body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.errorCode).toBe('ValidationError');
    expect(res.body.details).toContainEqual({ path, message });
  };

  it('asks for the name, the campus and the area with the spec messages', async () => {
    const { campusId, areaId } = valid();
    await expectInvalid({ campusId, areaId }, 'name', 'Este campo es obligatorio');
    await expectInvalid({ name: '', campusId, areaId }, 'name', 'Este campo es obligatorio');
    await expectInvalid({ name: 'X', areaId }, 'campusId', 'Debes seleccionar el campus al que pertenece esta carrera');
    await expectInvalid(
      { name: 'X', campusId: '', areaId },
      'campusId',
      'Debes seleccionar el campus al que pertenece esta carrera',
    );
    await expectInvalid({ name: 'X', campusId }, 'areaId', 'Este campo es obligatorio');
  });

  it('checks links of pictures, PDFs, video and gallery', async () => {
    await expectInvalid({ ...valid(), studyPlan: 'plan.pdf' }, 'studyPlan', M.mediaUrl);
    await expectInvalid({ ...valid(), pdfBecas: 'file:///etc/passwd' }, 'pdfBecas', M.mediaUrl);
    await expectInvalid(
      { ...valid(), video: 'https://youtube.evil.mx/watch?v=1' },
      'video',
      'Ingresa un enlace de YouTube o Vimeo',
    );
    await expectInvalid({ ...valid(), gallery: Array(6).fill('https://a.mx/x.png') }, 'gallery', M.galleryMax);
    await expectInvalid({ ...valid(), description: 'x'.repeat(5001) }, 'description', M.descriptionTooLong);
  });

  it('checks modality, duration and cost per period', async () => {
    await expectInvalid({ ...valid(), modality: 'a distancia' }, 'modality', 'Selecciona presencial, en línea o mixta');
    await expectInvalid({ ...valid(), duration: 0, durationUnit: 'semestres' }, 'duration', D.duration);
    await expectInvalid({ ...valid(), duration: 21, durationUnit: 'semestres' }, 'duration', D.duration);
    await expectInvalid({ ...valid(), duration: 8.5, durationUnit: 'semestres' }, 'duration', D.duration);
    await expectInvalid({ ...valid(), duration: 8, durationUnit: 'meses' }, 'durationUnit', D.durationUnit);
    await expectInvalid({ ...valid(), duration: 8 }, 'durationUnit', D.durationUnitRequired);
    await expectInvalid({ ...valid(), durationUnit: 'anios' }, 'duration', D.durationRequired);
    await expectInvalid(
      { ...valid(), costPerPeriod: -1 },
      'costPerPeriod',
      'El costo debe ser una cantidad entera de pesos, de 0 a 1,000,000',
    );
    await expectInvalid({ ...valid(), costPerPeriod: 1250.5 }, 'costPerPeriod', D.cost);
    await expectInvalid({ ...valid(), costPerPeriod: '12 mil' }, 'costPerPeriod', D.cost);
  });

  it('refuses in the database what the schema refuses', async () => {
    const id = w.catalog.degrees[0]!.id;
    for (const set of ["modalidad = 'remota'", 'duracion = 8, duracion_unidad = null', 'costo_periodo = -5']) {
      await expect(w.ctx.database.db.execute(sql.raw(`update degrees set ${set} where id = ${id}`))).rejects.toThrow();
    }
  });

  it('answers an unknown campus or area with 400 on that field', async () => {
    const campus = await send('POST', '/degrees', { ...valid(), campusId: 999999 });
    expect(campus.status).toBe(400);
    expect(campus.body.details).toEqual([{ path: 'campusId', message: M.campusNotFound }]);
    const area = await send('POST', '/degrees', { ...valid(), areaId: 999999 });
    expect(area.status).toBe(400);
    expect(area.body.details).toEqual([{ path: 'areaId', message: M.areaNotFound }]);
  });
});

describe('degree administration: create, read, update, delete', () => {
  it('creates (201, read shape), updates (200) and deletes (204) a degree', async () => {
    const [campA, , campC] = w.catalog.campuses;
    const created = await send('POST', '/degrees', {
      ...valid('Nutrición'),
      description: 'Alimentación y salud.',
      profilePicture: 'https://cdn.ejemplo.mx/n.png',
      coverPicture: '/api/v1/uploads/0123456789abcdef0123456789abcdef.webp',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      gallery: ['https://cdn.ejemplo.mx/1.jpg', ''],
      studyPlan: '/api/v1/uploads/0123456789abcdef0123456789abcdef.pdf',
      pdfBecas: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Nutrición',
      image: 'https://cdn.ejemplo.mx/n.png',
      campus: campC.name,
      campus_id: campC.id,
      city: expect.any(String),
      area: w.catalog.areas[1].name,
      area_id: w.catalog.areas[1].id,
      foto_perfil: 'https://cdn.ejemplo.mx/n.png',
      foto_portada: '/api/v1/uploads/0123456789abcdef0123456789abcdef.webp',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      descripcion: 'Alimentación y salud.',
      pdf_plan_estudios: '/api/v1/uploads/0123456789abcdef0123456789abcdef.pdf',
      pdf_becas: null,
      galeria: ['https://cdn.ejemplo.mx/1.jpg'],
      modalidad: null,
      duracion: null,
      duracion_unidad: null,
      costo_periodo: null,
      field_id: null,
      figures: null,
    });
    const id = created.body.id as number;
    expect((await send('GET', `/degrees/${id}`, undefined, 'student')).body).toEqual(created.body);

    const moved = await send('PUT', `/degrees/${id}`, {
      name: 'Nutriología',
      campusId: campA.id,
      areaId: w.catalog.areas[0].id,
      pdfBecas: 'https://becas.mx/b.pdf',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id,
      name: 'Nutriología',
      campus_id: campA.id,
      area_id: w.catalog.areas[0].id,
      pdf_becas: 'https://becas.mx/b.pdf',
      pdf_plan_estudios: null,
      galeria: [],
    });
    expect((await send('GET', `/degrees/${id}`)).body).toEqual(moved.body);

    expect((await send('DELETE', `/degrees/${id}`)).status).toBe(204);
    const gone = await send('GET', `/degrees/${id}`);
    expect(gone.status).toBe(404);
    expect((await send('DELETE', `/degrees/${id}`)).body).toMatchObject({
      errorCode: 'NotFound',
      message: 'La carrera no existe',
    });
  });

  it('keeps modality, duration and cost through create, update and detail', async () => {
    const created = await send('POST', '/degrees', {
      ...valid('Contaduría'),
      modality: 'mixta',
      duration: '9',
      durationUnit: 'cuatrimestres',
      costPerPeriod: '18500',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      modalidad: 'mixta',
      duracion: 9,
      duracion_unidad: 'cuatrimestres',
      costo_periodo: 18500,
    });
    const id = created.body.id as number;
    expect((await send('GET', `/degrees/${id}`, undefined, 'student')).body).toEqual(created.body);

    const online = await send('PUT', `/degrees/${id}`, {
      ...valid('Contaduría'),
      modality: 'en_linea',
      duration: 4,
      durationUnit: 'anios',
      costPerPeriod: 0,
    });
    expect(online.status).toBe(200);
    expect(online.body).toMatchObject({
      modalidad: 'en_linea',
      duracion: 4,
      duracion_unidad: 'anios',
      costo_periodo: 0,
    });

    // A PUT replaces every field: blank ones are cleared.
    const cleared = await send('PUT', `/degrees/${id}`, { ...valid('Contaduría'), modality: '', duration: '' });
    expect(cleared.status).toBe(200);
    expect((await send('GET', `/degrees/${id}`)).body).toMatchObject({
      modalidad: null,
      duracion: null,
      duracion_unidad: null,
      costo_periodo: null,
    });
  });

  it('answers 404 for an unknown degree', async () => {
    const res = await send('PUT', '/degrees/999999', valid());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('La carrera no existe');
  });

  it('refuses a second degree of the same name on a campus with 409 DuplicatedDegree', async () => {
    const first = await send('POST', '/degrees', valid('Odontología'));
    expect(first.status).toBe(201);
    const dup = await send('POST', '/degrees', valid('Odontología'));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      errorCode: 'DuplicatedDegree',
      message: 'Ya existe una carrera con ese nombre en este campus',
    });
    // The same name on another campus is another degree.
    const elsewhere = await send('POST', '/degrees', { ...valid('Odontología'), campusId: w.catalog.campuses[1].id });
    expect(elsewhere.status).toBe(201);
    // Renaming onto an existing name of the campus is the same conflict.
    const other = await send('POST', '/degrees', valid('Optometría'));
    const clash = await send('PUT', `/degrees/${other.body.id}`, valid('Odontología'));
    expect(clash.status).toBe(409);
    expect(clash.body.errorCode).toBe('DuplicatedDegree');
    // Saving a degree under its own name is no conflict.
    expect((await send('PUT', `/degrees/${first.body.id}`, valid('Odontología'))).status).toBe(200);
  });

  it('takes favourites and meetings on a deleted degree with it', async () => {
    const degree = (await send('POST', '/degrees', valid('Enfermería'))).body as { id: number };
    const s = await signedInStudent(w.ctx.app, w.ctx.database.db, w.school);
    const fav = await call(w.ctx.app, {
      method: 'POST',
      url: `/api/v1/users/${s.id}/favorite-degrees`,
      headers: bearer(s.token),
      payload: { degreeId: degree.id },
    });
    expect(fav.status).toBe(201);
    const meeting = await call(w.ctx.app, {
      method: 'POST',
      url: '/api/v1/meetings',
      headers: bearer(s.token),
      payload: { userId: s.id, degreeId: degree.id },
    });
    expect(meeting.status).toBe(201);

    expect((await send('DELETE', `/degrees/${degree.id}`)).status).toBe(204);
    expect(await rows(`select count(*)::int as n from favorite_degrees where degree_id = ${degree.id}`)).toBe(0);
    expect(await rows(`select count(*)::int as n from meetings where degree_id = ${degree.id}`)).toBe(0);
    const favs = await call(w.ctx.app, {
      method: 'GET',
      url: `/api/v1/users/${s.id}/favorite-degrees`,
      headers: bearer(s.token),
    });
    expect(favs.body).toEqual([]);
  });
});

describe('the degree list after a change to the catalogue', () => {
  const list = async (query: string) => {
    const res = await send('GET', `/degrees?${query}`);
    expect(res.status).toBe(200);
    return { names: (res.body as Array<{ name: string }>).map((d) => d.name), total: res.headers['x-total-count'] };
  };

  it('counts and orders its pages anew once a degree, a campus or an area changes', async () => {
    const before = await list('search=zoologia&pageSize=50');
    expect(before).toEqual({ names: [], total: '0' });
    const created = (await send('POST', '/degrees', valid('Zoología Marina'))).body as { id: number };
    expect(await list('search=zoologia&pageSize=50')).toEqual({ names: ['Zoología Marina'], total: '1' });

    const all = Number((await list('pageSize=1')).total);
    const second = (await send('POST', '/degrees', { ...valid('Zoología'), campusId: w.catalog.campuses[1].id }))
      .body as { id: number };
    expect(Number((await list('pageSize=1')).total)).toBe(all + 1);
    // The name as searched first, then the one that starts with it.
    expect(await list('search=zoologia&pageSize=50')).toEqual({ names: ['Zoología', 'Zoología Marina'], total: '2' });

    expect((await send('PUT', `/degrees/${created.id}`, valid('Botánica Marina'))).status).toBe(200);
    expect(await list('search=zoologia&pageSize=50')).toEqual({ names: ['Zoología'], total: '1' });
    expect((await send('DELETE', `/degrees/${second.id}`)).status).toBe(204);
    expect(await list('search=zoologia&pageSize=50')).toEqual({ names: [], total: '0' });
    expect(Number((await list('pageSize=1')).total)).toBe(all);
  });
});
