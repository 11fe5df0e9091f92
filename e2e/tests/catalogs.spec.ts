import { apiToken, expect, expectNoHorizontalScroll, loginAs, test } from '../fixtures.ts';

test('the admin adds a city, opens a high school in it and creates an access link for that school', async ({
  page,
  request,
}) => {
  // Three screens and two roles end to end: more than the default 30 s on a busy machine.
  test.slow();
  const tag = `${Date.now()}`.slice(-6);
  const city = `Ciudad Nueva ${tag}`;
  const school = `Preparatoria Horizonte ${tag}`;

  await loginAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Catálogos' }).click();
  await expect(page).toHaveURL(/\/catalogos$/);
  await page.getByRole('tab', { name: 'Ciudades' }).click();
  await expect(page).toHaveURL(/\/catalogos\?lista=ciudades$/);
  await page.getByLabel('Nueva ciudad').fill(`  ${city}  `);
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText(`Se agregó «${city}»`)).toBeVisible();
  const cities = page.getByRole('list', { name: 'Ciudades' });
  await expect(cities.getByRole('listitem').filter({ hasText: city })).toContainText('Activa');
  // The same name again, in capitals, is refused on the field.
  await page.getByLabel('Nueva ciudad').fill(city.toUpperCase());
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Ya existe una ciudad con ese nombre')).toBeVisible();

  await page.goto('/highschools');
  await page.getByRole('button', { name: 'Nueva preparatoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva preparatoria' });
  await dialog.getByLabel(/^Nombre/).fill(school);
  await dialog.getByRole('combobox', { name: /Ciudad/ }).click();
  await page.getByRole('option', { name: city }).click();
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/\/highschools\/\d+$/);
  await expect(page.getByRole('heading', { name: school, level: 1 })).toBeVisible();
  await expect(page.getByText(city, { exact: true })).toBeVisible();
  const schoolId = Number(new URL(page.url()).pathname.split('/').pop());

  await page.getByRole('link', { name: 'Crear enlace' }).click();
  await expect(page).toHaveURL(new RegExp(`/highschools/${schoolId}/access-links/new$`));
  await page.getByLabel(/^Lugares/).fill('5');
  await page.getByLabel(/^Nombre \(opcional\)/).fill('Orientadores del turno matutino');
  await page.getByRole('button', { name: 'Crear enlace' }).click();
  await expect(page).toHaveURL(new RegExp(`/highschools/${schoolId}$`));
  await expect(page.getByText('Orientadores del turno matutino')).toBeVisible();

  // The school is in the public list the signup picker reads, in its city, with its link.
  const listed = await request.get('/api/v1/highschools', { params: { search: school } });
  expect(await listed.json()).toEqual([{ id: schoolId, name: school, city }]);
  const token = await apiToken(request, 'admin');
  const links = await request.get(`/api/v1/highschools/${schoolId}/access-links`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await links.json()) as Array<{ name: string; seats: number }>).map((l) => [l.name, l.seats])).toEqual([
    ['Orientadores del turno matutino', 5],
  ]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/catalogos?lista=ciudades');
  await expect(page.getByRole('list', { name: 'Ciudades' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
