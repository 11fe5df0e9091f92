import type { APIRequestContext } from '@playwright/test';
import { apiToken, clearCompareList, expect, expectNoHorizontalScroll, loginAs, test } from '../fixtures.ts';

interface DegreeItem {
  id: number;
  name: string;
  campus: string;
  campus_id: number;
}

/** Three degrees of different names the demo student has not among favourites yet. */
async function threeDegrees(request: APIRequestContext): Promise<DegreeItem[]> {
  const token = await apiToken(request, 'student');
  const headers = { authorization: `Bearer ${token}` };
  const response = await request.get('/api/v1/degrees', { params: { pageSize: 200 }, headers });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as DegreeItem[];
  const chosen: DegreeItem[] = [];
  for (const degree of list.slice(-60)) {
    if (chosen.length === 3) break;
    const prefs = await request.get(`/api/v1/degrees/${degree.id}/preferences`, { headers });
    // Different names, so each column reads as its own degree.
    if (chosen.some((c) => c.name === degree.name)) continue;
    if (!((await prefs.json()) as { is_favorite: boolean }).is_favorite) chosen.push(degree);
  }
  expect(chosen).toHaveLength(3);
  return chosen;
}

test('a student compares three degrees side by side and adds one to favourites from there', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await clearCompareList(request);
  const degrees = await threeDegrees(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'student');

  for (const degree of degrees) {
    await page.goto(`/campus/${degree.campus_id}/carreras/${degree.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(degree.name);
    await page.getByRole('button', { name: `Agregar a comparar: ${degree.name}` }).click();
    await expect(page.getByRole('button', { name: `Quitar de comparar: ${degree.name}` })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Comparar (3)' }).click();
  await expect(page).toHaveURL(/\/comparar$/);

  const table = page.getByRole('table', { name: 'Carreras que comparas, lado a lado' });
  for (const degree of degrees) {
    await expect(table.getByRole('columnheader', { name: new RegExp(degree.name) })).toBeVisible();
  }
  for (const label of ['Ciudad', 'Área', 'Modalidad']) {
    await expect(table.getByRole('rowheader', { name: label })).toBeVisible();
  }
  await expect(page.getByText('3 de 4 carreras')).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(table.getByRole('columnheader')).toHaveCount(3);

  // Rows in comparable units, each saying how it was worked out.
  for (const label of ['Duración en años', 'Costo por año', 'Costo total de la carrera', 'Salario mensual promedio']) {
    await expect(table.getByRole('rowheader', { name: label })).toBeVisible();
  }
  // All the columns fit: none is cut at the right edge.
  const region = page.getByRole('region', { name: 'Carreras que comparas, lado a lado' });
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  // A phone: the degrees as cards one under the other, each naming its campus; no sideways scroll.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole('table')).toHaveCount(0);
  for (const degree of degrees) {
    const card = page.getByRole('article', { name: degree.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: degree.campus })).toBeVisible();
  }

  // Add the first one to favourites from the table.
  await page.setViewportSize({ width: 1280, height: 900 });
  await table.getByRole('button', { name: `Agregar a favoritas: ${degrees[0]!.name}` }).click();
  await expect(page.getByText('¡Se agregó esta carrera a tu lista de favoritos!')).toBeVisible();
  await expect(table.getByText('Entre tus favoritas').first()).toBeVisible();
  await page.goto('/favoritas');
  await expect(page.getByRole('heading', { name: degrees[0]!.name }).first()).toBeVisible();
});
