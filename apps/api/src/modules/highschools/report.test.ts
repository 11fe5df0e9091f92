// The director's PDF on both databases: read back as text, it holds the school and the figures the
// insights routes give; only the school's orienters and the admins may download it.
import { rewardProgress, type SchoolTrend } from '@tlp/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, tokenFor, type TestContext } from '../../../test/helper.ts';
import {
  addFavorites,
  adminToken,
  makeCatalog,
  makeSchool,
  makeStudent,
  PASSWORD,
  signedInStudent,
} from '../../../test/factories.ts';
import { renderSchoolReport, type SchoolReportData } from './report-pdf.ts';
import { fileSlug } from './report.routes.ts';

type School = Awaited<ReturnType<typeof makeSchool>>;

let ctx: TestContext;
let world: School;
let other: School;
let tokens: { admin: string; orienter: string; otherOrienter: string; student: string };

const db = () => ctx.database.db;
const download = (highschoolId: number, token: string, method: 'GET' | 'HEAD' = 'GET') =>
  call(ctx.app, { method, url: `/api/v1/highschools/${highschoolId}/report.pdf`, headers: bearer(token) });

/** The text of every page, its runs joined by single spaces. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: pages.join(' ').replace(/\s+/g, ' ') };
}

beforeAll(async () => {
  ctx = await createTestApp();
  const cat = await makeCatalog(db());
  world = await makeSchool(db());
  other = await makeSchool(db());
  const degree = cat.degrees[0]!.id;
  // Six students with the same favourite (a bucket of interests), four of them asking for a meeting.
  const students = await Promise.all([1, 2, 3, 4, 5, 6].map(() => makeStudent(db(), world)));
  await Promise.all(students.map((s, i) => addFavorites(db(), s.id, [degree], i < 4 ? [degree] : [])));
  tokens = {
    admin: await adminToken(ctx.app, db()),
    orienter: await tokenFor(ctx.app, world.orienter.email, 'orienter', PASSWORD),
    otherOrienter: await tokenFor(ctx.app, other.orienter.email, 'orienter', PASSWORD),
    student: (await signedInStudent(ctx.app, db(), world)).token,
  };
});
afterAll(() => ctx.close());

describe('GET /highschools/:id/report.pdf', () => {
  it("is a PDF attachment with the school's name and the funnel's figures", async () => {
    const started = performance.now();
    const res = await download(world.school.id, tokens.orienter);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="reporte-${fileSlug(world.school.name)}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
    );
    const bytes = res.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The first answer also reads the fonts; the second is the steady cost.
    const again = performance.now();
    expect((await download(world.school.id, tokens.orienter)).status).toBe(200);
    const warm = performance.now() - again;
    console.info(
      `report.pdf: ${bytes.length} bytes; ${elapsed.toFixed(0)} ms the first time, ${warm.toFixed(0)} ms the next (request and drawing)`,
    );

    const funnel = (
      await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/highschools/${world.school.id}/funnel`,
        headers: bearer(tokens.orienter),
      })
    ).body.school;
    // 7 students (6 and the signed-in one), 7 onboarded, 6 with a favourite, 4 asking for a meeting.
    expect(funnel).toMatchObject({ notebooks: 10, registered: 7, onboarded: 7, with_favorite: 6, with_meeting: 4 });

    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(world.school.name);
    expect(text).toContain(world.city.name);
    expect(text).toContain('Libretas entregadas 10');
    expect(text).toContain('Se registraron 7 70 % del paso anterior');
    expect(text).toContain('Terminaron su registro 7 100 % del paso anterior');
    expect(text).toContain('Con favorita 6 86 % del paso anterior');
    expect(text).toContain('Pidieron reunión 4 67 % del paso anterior');
    expect(text).toContain('Agendaron horario 0 0 % del paso anterior');
    expect(text).toContain('Asistieron 0 —');
    // The interests as the API gives them: the one degree of 6 students.
    expect(text).toContain('Carreras');
    // The reward: 7 registrations and 4 requests of a goal of 12.
    const reward = rewardProgress({ notebooks: 10, registers: 7, meetings: 4 });
    expect(text).toContain(`${Math.floor(reward.percent)} %`);
    expect(text).toContain(reward.message);
    expect(text).toContain('ninguna universidad la paga');
    expect(text).toContain('Nunca depende de que algún estudiante sea admitido');
  });

  it('is for the school’s orienters and the admins only', async () => {
    expect((await download(world.school.id, tokens.admin)).status).toBe(200);
    expect((await download(world.school.id, tokens.otherOrienter)).status).toBe(403);
    expect((await download(world.school.id, tokens.student)).status).toBe(403);
    expect((await download(2_000_000_000, tokens.admin)).status).toBe(404);
    // An orienter asking for a school that is not theirs learns nothing of whether it exists.
    expect((await download(2_000_000_000, tokens.orienter)).status).toBe(403);
  });

  it('refuses HEAD, which would draw a report to send nothing', async () => {
    const res = await download(world.school.id, tokens.orienter, 'HEAD');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
  });
});

describe('the report drawn from its data', () => {
  const trend = (forecast: SchoolTrend['forecast'], targets = { registrations: 80, meetings: 40 }): SchoolTrend => ({
    season: { starts_on: '2026-08-01', ends_on: '2027-07-31' },
    weeks: [
      { week_start: '2027-01-04', registrations: 3, meetings: 1 },
      { week_start: '2027-01-11', registrations: 5, meetings: 2 },
      { week_start: '2027-01-18', registrations: 2, meetings: 0 },
    ],
    targets,
    totals: { registrations: 30, meetings: 12 },
    forecast,
    method: 'last_4_weeks',
  });
  const data = (t: SchoolTrend): SchoolReportData => ({
    school: { name: 'Preparatoria Benito Juárez', city: 'Ciudad de México' },
    today: '2027-01-20',
    funnel: {
      notebooks: 100,
      registered: 30,
      onboarded: 28,
      with_favorite: 20,
      with_meeting: 12,
      booked: 8,
      attended: 5,
    },
    trend: t,
    interests: {
      areas: [{ id: 1, name: 'Ingeniería', students: 12 }],
      degrees: [
        { id: 2, name: 'Medicina', students: 7 },
        { id: null, name: 'Otros', students: 9 },
      ],
      cities: [],
    },
    reward: rewardProgress({ notebooks: 100, registers: 30, meetings: 12 }),
  });

  it('says when each goal is reached at this pace, or that it is not', async () => {
    const { text } = await pdfText(
      await renderSchoolReport(
        data(
          trend({
            registrations: { rate_per_week: 2.5, reached: false, reaches_on: '2027-04-14' },
            meetings: { rate_per_week: 0.75, reached: false, reaches_on: null },
          }),
        ),
      ),
    );
    expect(text).toContain('Preparatoria Benito Juárez');
    expect(text).toContain('Al 20 de enero de 2027');
    expect(text).toContain('A este ritmo alcanzarás la meta de registros el 14 de abril');
    expect(text).toContain('A este ritmo no la alcanzarás antes del fin del ciclo');
    expect(text).toContain('Ingeniería 12');
    expect(text).toContain('Otros 9');
    expect(text).toContain('Aún no hay suficientes estudiantes para mostrar esta lista.');
  });

  it('says a goal was reached, and that none can be set without notebooks', async () => {
    const reached = await pdfText(
      await renderSchoolReport(
        data(
          trend({
            registrations: { rate_per_week: 1, reached: true, reaches_on: null },
            meetings: { rate_per_week: 1, reached: true, reaches_on: null },
          }),
        ),
      ),
    );
    expect(reached.text).toContain('Ya alcanzaste la meta de registros');
    expect(reached.text).toContain('Ya alcanzaste la meta de reuniones');
    const none = await pdfText(
      await renderSchoolReport(
        data(
          trend(
            {
              registrations: { rate_per_week: 0, reached: false, reaches_on: null },
              meetings: { rate_per_week: 0, reached: false, reaches_on: null },
            },
            { registrations: 0, meetings: 0 },
          ),
        ),
      ),
    );
    expect(none.text).toContain('Aún no hay libretas entregadas para calcular esta meta');
  });
});
