import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '../packages/shared/src/privacy-notice.ts';

/** The demo accounts of decisions.md; all share one password. */
export const DEMO_PASSWORD = 'Demo12345';
export const DEMO = {
  student: { email: 'estudiante@demo.mx', tab: 'Estudiante' },
  orienter: { email: 'orientador@demo.mx', tab: 'Orientador' },
  admin: { email: 'admin@demo.mx', tab: 'Orientador' },
} as const;
export type DemoRole = keyof typeof DEMO;

export const DEMO_SCHOOL = 'Preparatoria Demo';
export const DEMO_ORIENTER_KEY = 'DEMO2026';

/** Fills the login form of /login and submits it. */
export async function submitLogin(page: Page, email: string, password: string, tab: 'Estudiante' | 'Orientador') {
  await page.goto('/login');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Toc, Toc' }).click();
}

/** Signs in as a demo account through the page and waits to leave /login. */
export async function loginAs(page: Page, role: DemoRole) {
  const { email, tab } = DEMO[role];
  await submitLogin(page, email, DEMO_PASSWORD, tab);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

interface Highschool {
  id: number;
  name: string;
  city: string;
}

/** The id of the demo school, from the public list the signup form uses. */
export async function demoSchoolId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/highschools', { params: { search: DEMO_SCHOOL } });
  expect(response.ok()).toBe(true);
  const schools = (await response.json()) as Highschool[];
  const school = schools.find((s) => s.name === DEMO_SCHOOL);
  if (!school) throw new Error(`${DEMO_SCHOOL} is not in GET /highschools`);
  return school.id;
}

/** A bearer token for a demo account, through the API. */
export async function apiToken(request: APIRequestContext, role: DemoRole): Promise<string> {
  const response = await request.post('/api/v1/auth/login', {
    data: { email: DEMO[role].email, password: DEMO_PASSWORD, role: role === 'student' ? 'student' : 'orienter' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Empties a demo account's compare list, which the server keeps per student: a test that fills it
 * starts from none, whatever the tests before it chose.
 */
export async function clearCompareList(request: APIRequestContext, role: DemoRole = 'student') {
  const response = await request.put('/api/v1/users/me/compare-list', {
    headers: { authorization: `Bearer ${await apiToken(request, role)}` },
    data: { degree_ids: [] },
  });
  expect(response.ok()).toBe(true);
}

/** An adult's birth date, as the signup form's date input takes it. */
export const ADULT_BIRTH_DATE = '2000-05-10';

/**
 * Signs up a new student through /signup with the demo key; the page ends on /onboarding. A minor
 * (a `birthDate` under 18) names a guardian (`guardianEmail`).
 */
export async function signUpStudent(
  page: Page,
  email: string,
  password = 'Secreta123',
  { birthDate = ADULT_BIRTH_DATE, guardianEmail }: { birthDate?: string; guardianEmail?: string } = {},
) {
  await page.goto('/signup');
  await page.getByLabel(/^Nombre\(s\)/).fill('Valeria');
  await page.getByLabel(/^Apellidos/).fill('Hernández Soto');
  await page.getByRole('combobox', { name: /Unidad académica/ }).fill('Demo');
  await page.getByRole('option', { name: new RegExp(DEMO_SCHOOL) }).click();
  await page.getByRole('combobox', { name: /Semestre/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByLabel(/^Clave de orientador/).fill(DEMO_ORIENTER_KEY);
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByLabel(/^Confirmar contraseña/).fill(password);
  await page.getByLabel(/^Fecha de nacimiento/).fill(birthDate);
  if (guardianEmail) await page.getByLabel(/^Correo de tu madre, padre o tutor/).fill(guardianEmail);
  await page.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

/** A unique e-mail for a test account. */
/**
 * A new student of the demo school, signed up through the API as the signup form sends it (terms
 * accepted, an adult's birth date unless told): their id. Their password is 'Secreta123'.
 */
export async function signUpStudentByApi(
  request: APIRequestContext,
  email: string,
  name: { firstName: string; lastName: string },
  birthDate?: string,
): Promise<number> {
  const semesters = (await (await request.get('/api/v1/semesters')).json()) as Array<{ id: number; active: boolean }>;
  const signup = await request.post('/api/v1/users', {
    data: {
      ...name,
      highschoolId: await demoSchoolId(request),
      semesterId: semesters.find((s) => s.active)!.id,
      orienterKey: DEMO_ORIENTER_KEY,
      email,
      password: 'Secreta123',
      type: 'student',
      ...(birthDate ? { birthDate } : {}),
      privacyVersion: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(signup.status()).toBe(201);
  return ((await signup.json()) as { id: number }).id;
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.mx`;

/** The page does not scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  // Polled: right after a resize the menu and the tables are drawn again for the new width.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 (label in name): a control's accessible name holds the words it shows, so a person
 * who speaks to their phone can say them. axe counts the rule as experimental and leaves it out;
 * Lighthouse runs it.
 */
const AXE_EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * axe (WCAG 2.0/2.1 A and AA) on the page as it is: no violation of impact 'serious' or 'critical',
 * failing with a readable list.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  // Let the page settle: data loaded, transitions done.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  // `options` first: it replaces what `withTags` sets.
  const results = await new AxeBuilder({ page }).options({ rules: AXE_EXTRA_RULES }).withTags(AXE_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.id} [${v.impact}] ${v.help} — ${v.nodes.length} node(s), first: ${v.nodes[0]?.target.join(' ')}`)
    .join('\n');
  expect(serious, `${label}: axe found serious/critical violations:\n${report}`).toEqual([]);
}

export const test = base;
export { expect };
