import { simpleParser } from 'mailparser';
import ical from 'node-ical';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiToken,
  DEMO_PASSWORD,
  demoSchoolId,
  expect,
  loginAs,
  signUpStudentByApi,
  submitLogin,
  test,
} from '../fixtures.ts';

// A meeting that really happens, at a phone's width and a desktop's: an admin invites a campus's
// representative, who signs up and publishes a slot; a student with a request books one; both get
// an e-mail with a calendar invitation; the representative marks attendance once it started; the
// counselor's page counts the attended meeting.

/** Without SMTP_URL the server writes each e-mail as an .eml file in DATA_DIR/outbox. */
const OUTBOX = path.join(process.env.TLP_E2E_DATA_DIR!, 'outbox');
const CAMPUS = 'Universidad Metropolitana del Centro, Campus Coyoacán';
const DEGREE = 'Ingeniería en Sistemas Computacionales';
const PASSWORD = 'Representa2026';

const api = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The invitation (the calendar part) of the meeting e-mails of one kind sent to `email`. */
async function invitationsTo(email: string, kind: string) {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith(`-${kind}.eml`));
  const found = [];
  for (const name of names) {
    const mail = await simpleParser(await readFile(path.join(OUTBOX, name)));
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (!to.some((a) => a.value.some((v) => v.address === email))) continue;
    const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    if (calendar) found.push(calendar.content.toString('utf8'));
  }
  return found;
}

async function campusId(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/campuses', { params: { search: 'Coyoacán' }, headers: api(token) });
  const campuses = (await res.json()) as Array<{ id: number; name: string }>;
  return campuses.find((c) => c.name === CAMPUS)!.id;
}

/** A new adult student of the demo school, onboarded, with a meeting request on the campus's degree. */
async function studentWithRequest(request: APIRequestContext, email: string) {
  const id = await signUpStudentByApi(request, email, { firstName: 'Mateo', lastName: 'Reyes Luna' }, '2001-04-02');
  const login = await request.post('/api/v1/auth/login', { data: { email, password: 'Secreta123', role: 'student' } });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const areas = (await (await request.get('/api/v1/areas', { headers: api(token) })).json()) as Array<{ id: number }>;
  const cities = (await (await request.get('/api/v1/cities', { headers: api(token) })).json()) as Array<{ id: number }>;
  const onboarded = await request.post(`/api/v1/users/${id}/onboarding-data`, {
    headers: api(token),
    data: { avatar: 'boy-A-1', universityCheck: false, areas: [areas[0]!.id], cities: [cities[0]!.id] },
  });
  expect(onboarded.status()).toBe(200);
  const degrees = (await (
    await request.get('/api/v1/degrees', { params: { search: 'Sistemas Computacionales' }, headers: api(token) })
  ).json()) as Array<{ id: number; name: string; campus: string }>;
  const degree = degrees.find((d) => d.name === DEGREE && d.campus === CAMPUS)!;
  expect(
    (
      await request.post(`/api/v1/users/${id}/favorite-degrees`, { headers: api(token), data: { degreeId: degree.id } })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/v1/meetings', { headers: api(token), data: { userId: id, degreeId: degree.id } })
    ).status(),
  ).toBe(201);
}

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, locale: 'es-MX' });
  return context.newPage();
}

for (const width of [375, 1280]) {
  test(`a meeting that really happens, at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const tag = `${width}-${Date.now()}`;
    const adminToken = await apiToken(request, 'admin');
    const campus = await campusId(request, adminToken);

    // The admin invites the campus's representatives with a one-seat link.
    const admin = await newPage(browser, width);
    await loginAs(admin, 'admin');
    await admin.goto(`/campus/${campus}/representantes/nuevo`);
    await admin.getByLabel(/^Nombre/).fill(`Admisiones ${tag}`);
    await admin.getByLabel(/^Lugares/).fill('1');
    await admin.getByRole('button', { name: 'Crear enlace' }).click();
    await expect(admin.getByText('Enlace creado correctamente')).toBeVisible();
    const links = (await (
      await request.get(`/api/v1/campuses/${campus}/access-links`, { headers: api(adminToken) })
    ).json()) as Array<{ uuid: string; name: string }>;
    const link = links.find((l) => l.name === `Admisiones ${tag}`)!;

    // The representative signs up through it and lands on their requests.
    const rep = await newPage(browser, width);
    const repEmail = `e2e-rep-${tag}@uni.mx`;
    await rep.goto(`/signup/${link.uuid}`);
    await expect(rep.getByText(`Registro de representante de ${CAMPUS}`)).toBeVisible();
    await rep.getByLabel(/^Nombre\(s\)/).fill('Regina');
    await rep.getByLabel(/^Apellidos/).fill('Campos Ortiz');
    await rep.getByLabel(/^Correo electrónico/).fill(repEmail);
    await rep.getByLabel(/^Contraseña/).fill(PASSWORD);
    await rep.getByRole('button', { name: 'Crear cuenta' }).click();
    await rep.getByRole('button', { name: 'Leí y acepto el aviso de privacidad' }).click();
    await expect(rep).toHaveURL(/\/solicitudes$/);
    await expect(rep.getByRole('heading', { name: 'Solicitudes' })).toBeVisible();

    // They publish next week's slot in the form, and one that starts in a minute through the API.
    await rep.getByRole('link', { name: 'Horarios' }).first().click();
    await expect(rep).toHaveURL(/\/horarios$/);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000 + (width === 375 ? 0 : 86_400_000));
    await rep.getByLabel(/^Fecha/).fill(nextWeek.toISOString().slice(0, 10));
    await rep.getByRole('textbox', { name: 'Hora', exact: true }).fill('11:00');
    await rep.getByLabel(/^Duración/).fill('30');
    await rep.getByLabel(/^Lugares/).fill('2');
    await rep.getByLabel(/^Enlace de la videollamada/).fill('https://meet.jit.si/toca-la-puerta-e2e');
    await rep.getByRole('button', { name: 'Publicar horario' }).click();
    await expect(rep.getByText('Horario publicado')).toBeVisible();
    const repLogin = await request.post('/api/v1/auth/login', {
      data: { email: repEmail, password: PASSWORD, role: 'university' },
    });
    const repToken = ((await repLogin.json()) as { accessToken: string }).accessToken;
    const startsAt = new Date(Date.now() + 60_000);
    const soon = await request.post('/api/v1/meeting-slots', {
      headers: api(repToken),
      data: {
        startsAt: startsAt.toISOString(),
        minutes: 15,
        seats: 1,
        videoUrl: 'https://meet.jit.si/toca-la-puerta-e2e',
      },
    });
    expect(soon.status()).toBe(201);

    // A student with a request books the first open slot: the one starting in a minute.
    const studentEmail = `e2e-reunion-${tag}@demo.mx`;
    await studentWithRequest(request, studentEmail);
    const student = await newPage(browser, width);
    await submitLogin(student, studentEmail, 'Secreta123', 'Estudiante');
    await expect(student).toHaveURL(/\/home$/);
    await student.getByRole('button', { name: `Elige un horario para ${DEGREE}` }).click();
    const dialog = student.getByRole('dialog');
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Reservar' }).click();
    await expect(student.getByText('¡Listo! Reservaste tu horario')).toBeVisible();
    await expect(student.getByText('Reunión agendada').first()).toBeVisible();

    // Both sides got the invitation: REQUEST, the slot's time and zone, one UID. Each is a message
    // of its own in the mail queue, sent when the worker takes it: the two may arrive apart.
    let forStudent: string[] = [];
    let forRep: string[] = [];
    await expect
      .poll(async () => {
        forStudent = await invitationsTo(studentEmail, 'meeting_booked');
        forRep = await invitationsTo(repEmail, 'meeting_booked');
        return [forStudent.length, forRep.length];
      })
      .toEqual([1, 1]);
    for (const ics of [forStudent[0]!, forRep[0]!]) {
      expect(ics).toMatch(/^METHOD:REQUEST/m);
      const event = Object.values(ical.sync.parseICS(ics)).find((c) => c?.type === 'VEVENT') as ical.VEvent;
      expect(new Date(event.start).getTime()).toBe(Math.floor(startsAt.getTime() / 1000) * 1000);
      expect(event.start.tz).toBe('America/Mexico_City');
      expect(event.uid).toMatch(/^meeting-\d+@tocalapuerta\.mx$/);
      expect(Number(event.sequence)).toBe(1);
    }

    // Once it started, the representative marks that the student attended.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now() + 1_000)));
    await rep.goto('/solicitudes');
    await rep.getByRole('button', { name: 'Mateo Reyes Luna asistió' }).click();
    await expect(rep.getByText('Se guardó la asistencia')).toBeVisible();

    // The counselor's page counts it.
    const orienter = await newPage(browser, width);
    await loginAs(orienter, 'orienter');
    const section = orienter.getByRole('region', { name: 'Reuniones con universidades' });
    await expect(section).toContainText(CAMPUS);
    await expect(section).toContainText('Asistieron');
    const summary = (await (
      await request.get(`/api/v1/highschools/${await demoSchoolId(request)}/meetings-summary`, {
        headers: api(await apiToken(request, 'orienter')),
      })
    ).json()) as { attended: number };
    expect(summary.attended).toBeGreaterThanOrEqual(1);
    for (const page of [admin, rep, student, orienter] as Page[]) await page.context().close();
  });
}

test.describe('the representative', () => {
  test('signs in from the Orientador tab and sees only their menu', async ({ page }) => {
    await submitLogin(page, 'representante@demo.mx', DEMO_PASSWORD, 'Orientador');
    await expect(page).toHaveURL(/\/solicitudes$/);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    for (const item of ['Solicitudes', 'Horarios', 'Mi Perfil', 'Salir']) await expect(menu).toContainText(item);
    await expect(menu).not.toContainText('Explorar');
  });
});
