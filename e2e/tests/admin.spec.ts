import { readFile } from 'node:fs/promises';
import { apiToken, DEMO_SCHOOL, demoSchoolId, expect, expectNoHorizontalScroll, loginAs, test } from '../fixtures.ts';

test('the admin sees the totals, finds a school, updates its notebooks and downloads the report', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/highschools$/);
  for (const tile of ['Libretas', 'Registros', 'Favoritas', 'Reuniones']) {
    await expect(page.getByText(tile, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('1 por estudiante')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar reporte' }).click();
  expect((await download).suggestedFilename()).toMatch(/^meetings-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByPlaceholder('Buscar por nombre').fill('Demo');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Preparatoria Demo' }).click();
  await expect(page).toHaveURL(/\/highschools\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Preparatoria Demo', level: 1 })).toBeVisible();
  await expect(page.getByText('Progreso de objetivos')).toBeVisible();
  await expect(page.getByText('Enlaces de acceso').first()).toBeVisible();

  await page.getByRole('button', { name: /Libretas entregadas/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Actualizar número de libretas' });
  await dialog.getByRole('textbox', { name: 'Libretas entregadas' }).fill('sesenta');
  await dialog.getByRole('button', { name: 'Actualizar' }).click();
  await expect(dialog.getByText('El valor ingresado no es un número')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Libretas entregadas' }).fill('60');
  await dialog.getByRole('button', { name: 'Actualizar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Libretas entregadas: 60/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("the admin compares the schools' funnels, filters them by city and downloads the CSV", async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Embudo por preparatoria' }).click();
  await expect(page).toHaveURL(/\/highschools\/embudo$/);
  const table = page.getByRole('table', { name: 'Embudo por preparatoria' });
  const demo = table.getByRole('row', { name: new RegExp(DEMO_SCHOOL) });
  await expect(demo).toContainText('Ciudad de México');
  await expect(table.getByRole('link', { name: 'Preparatoria Benito Juárez' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Ciudad' }).click();
  await page.getByRole('option', { name: 'Ciudad de México' }).click();
  await expect(table.getByRole('link', { name: 'Preparatoria Benito Juárez' })).toHaveCount(0);
  await expect(demo).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^embudo-preparatorias-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  // UTF-8 with a BOM (for spreadsheets), the headers first, every field quoted.
  expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF"Preparatoria","Ciudad","Libretas","Registrados",/);
  expect(csv).toContain(`"${DEMO_SCHOOL}","Ciudad de México","`);
  expect(csv).not.toContain('Guadalajara');

  // A phone's width: the rows are cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(demo).toHaveCSS('display', 'block');
  await expectNoHorizontalScroll(page);
});

test('the admin creates an access link for a school', async ({ page, request }) => {
  const schoolId = await demoSchoolId(request);
  const token = await apiToken(request, 'admin');
  const count = async () =>
    (
      (await (
        await request.get(`/api/v1/highschools/${schoolId}/access-links`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as unknown[]
    ).length;
  const before = await count();
  await loginAs(page, 'admin');
  await page.goto(`/highschools/${schoolId}/access-links/new`);
  await page.getByLabel(/^Lugares/).fill('3');
  await page.getByLabel(/^Nombre \(opcional\)/).fill('Turno vespertino');
  await page.getByRole('button', { name: 'Crear enlace' }).click();
  await expect(page).toHaveURL(new RegExp(`/highschools/${schoolId}$`));
  await expect(page.getByText('Turno vespertino')).toBeVisible();
  expect(await count()).toBe(before + 1);
});

test('the orienter sees their school, its goals and their key, but no admin sections', async ({ page }) => {
  await loginAs(page, 'orienter');
  await expect(page).toHaveURL(/\/highschools\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Preparatoria Demo', level: 1 })).toBeVisible();
  await expect(page.getByText('Progreso de objetivos')).toBeVisible();
  await expect(page.getByText('DEMO2026')).toBeVisible();
  await expect(page.getByText('Enlaces de acceso')).toHaveCount(0);
  await page.goto('/highschools');
  await expect(page).toHaveURL(/\/highschools\/\d+$/);
});

test('the admin searches campuses and registers a new one', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/campus');
  await page.getByLabel('Buscar campus por nombre o ciudad').fill('Querétaro');
  await expect(page.getByText(/Mostrando \d+ resultados para "Querétaro"/)).toBeVisible();
  await page.getByRole('link', { name: 'Registrar nuevo campus' }).click();
  await expect(page).toHaveURL(/\/campus\/create$/);
  await page.getByRole('button', { name: 'Registrar campus' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('Selecciona la ciudad de este campus')).toBeVisible();
  await page
    .getByLabel(/^Nombre/)
    .first()
    .fill('Campus de prueba E2E');
  await page.getByRole('combobox', { name: /Ciudad/ }).click();
  await page.getByRole('option', { name: 'Puebla' }).click();
  await page.getByRole('button', { name: 'Registrar campus' }).click();
  await expect(page).toHaveURL(/\/campus\/\d+$/);
  await expect(page.getByText('Campus creado con éxito')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campus de prueba E2E', level: 1 })).toBeVisible();
});
