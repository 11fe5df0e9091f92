import type { Page } from '@playwright/test';
import {
  apiToken,
  clearCompareList,
  demoSchoolId,
  expect,
  expectNoSeriousViolations,
  loginAs,
  signUpStudentByApi,
  test,
  uniqueEmail,
} from '../fixtures.ts';

/*
 * axe (WCAG 2.0/2.1 A and AA) on the main page of each role: no violation of impact
 * 'serious' or 'critical'. Nothing is excluded: a violation found here is fixed in the app.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

interface DegreeItem {
  id: number;
  name: string;
  campus_id: number;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    });

    test('the student home and explore have no serious axe violations', async ({ page }) => {
      test.setTimeout(60_000);
      await loginAs(page, 'student');
      await page.goto('/home');
      await expect(page.getByRole('heading', { name: 'Campus que coinciden con tus preferencias' })).toBeVisible();
      await expectNoSeriousViolations(page, '/home');

      await page.goto('/explorar?q=ingenieria');
      await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
      const found = page.locator('section', { has: page.getByRole('heading', { name: 'Carreras encontradas' }) });
      await expect(found.locator('a[href*="/carreras/"]').first()).toBeVisible();
      await expectNoSeriousViolations(page, '/explorar');

      await page.goto('/mis-datos');
      await expect(h1(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
      await expectNoSeriousViolations(page, '/mis-datos');
    });
  });
}

test.describe('the other pages, at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the signed-out pages have no serious axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Toc, Toc' })).toBeVisible();
    await expectNoSeriousViolations(page, '/login');

    await page.goto('/recuperar');
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousViolations(page, '/recuperar');
  });

  test('the student compare and favourites pages have no serious axe violations', async ({ page, request }) => {
    test.setTimeout(90_000);
    await clearCompareList(request);
    const token = await apiToken(request, 'student');
    const response = await request.get('/api/v1/degrees', {
      params: { pageSize: 50 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const degrees: DegreeItem[] = [];
    for (const degree of (await response.json()) as DegreeItem[]) {
      if (degrees.length < 2 && !degrees.some((d) => d.name === degree.name)) degrees.push(degree);
    }
    expect(degrees).toHaveLength(2);

    await loginAs(page, 'student');
    for (const degree of degrees) {
      await page.goto(`/campus/${degree.campus_id}/carreras/${degree.id}`);
      await expect(h1(page)).toHaveText(degree.name);
      const remove = page.getByRole('button', { name: `Quitar de comparar: ${degree.name}` });
      if (!(await remove.isVisible())) {
        await page.getByRole('button', { name: `Agregar a comparar: ${degree.name}` }).click();
      }
      await expect(remove).toBeVisible();
    }

    await page.goto('/comparar');
    const table = page.getByRole('table', { name: 'Carreras que comparas, lado a lado' });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expectNoSeriousViolations(page, '/comparar');

    await page.goto('/favoritas');
    await expect(page.getByRole('heading', { name: 'Mis carreras favoritas' })).toBeVisible();
    await expectNoSeriousViolations(page, '/favoritas');
  });

  test("the orienter's school and groups pages have no serious axe violations", async ({ page, request }) => {
    const schoolId = await demoSchoolId(request);
    await loginAs(page, 'orienter');
    await expect(page).toHaveURL(/\/highschools\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Preparatoria Demo', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'orienter /highschools/:id');

    await page.goto(`/highschools/${schoolId}/groups`);
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousViolations(page, 'orienter /highschools/:id/groups');
  });

  test("the admin's school and mail pages have no serious axe violations", async ({ page, request }) => {
    test.setTimeout(90_000);
    const schoolId = await demoSchoolId(request);
    await loginAs(page, 'admin');
    await page.goto(`/highschools/${schoolId}`);
    await expect(page.getByRole('heading', { name: 'Preparatoria Demo', level: 1 })).toBeVisible();
    await expect(page.getByText('Progreso de objetivos')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin /highschools/:id');

    await page.goto(`/highschools/${schoolId}/groups`);
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousViolations(page, 'admin /highschools/:id/groups');

    // A group's picker of students without a group, its "select all" mixed (some checked).
    await signUpStudentByApi(request, uniqueEmail('groups-a11y'), { firstName: 'Aarón', lastName: 'Ortiz Campos' });
    await signUpStudentByApi(request, uniqueEmail('groups-a11y'), { firstName: 'Abril', lastName: 'Hernández Ruiz' });
    await page.reload();
    await page
      .getByRole('button', { name: /^Agregar estudiantes sin grupo a / })
      .first()
      .click();
    const picker = page.getByRole('group', { name: /^Estudiantes sin grupo para / });
    await picker
      .getByRole('checkbox', { name: /Aarón Ortiz Campos/ })
      .first()
      .check();
    const selectAll = picker.getByRole('checkbox', { name: /^Seleccionar todos/ });
    await expect.poll(() => selectAll.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
    await expectNoSeriousViolations(page, 'admin /highschools/:id/groups, a picker open');

    await page.goto('/correos');
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousViolations(page, '/correos');

    await page.goto('/auditoria');
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousViolations(page, '/auditoria');

    await page.goto('/catalogos?lista=semestres');
    await expect(page.getByRole('list', { name: 'Semestres, en su orden' })).toBeVisible();
    await expectNoSeriousViolations(page, '/catalogos');
  });
});
