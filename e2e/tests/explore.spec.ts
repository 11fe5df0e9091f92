import { expect, expectNoHorizontalScroll, loginAs, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';

const results = (page: Page, name: string) => page.locator('section', { has: page.getByRole('heading', { name }) });

/** Picks an option of one of Explore's selects of several values, then closes its list. */
async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('a student explores degrees by a search without accents, an area and a city, and opens one', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, 'student');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Explorar' }).click();
  await expect(page).toHaveURL(/\/explorar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar carreras o campus' }).fill('ingenieria');
  await expect(page).toHaveURL(/[?&]q=ingenieria/);
  await choose(page, 'Áreas de estudio', 'Ingeniería y Tecnología');
  await expect(page).toHaveURL(/[?&]areas=\d+/);
  await choose(page, 'Ciudades', 'Ciudad de México');
  await expect(page).toHaveURL(/[?&]ciudades=\d+/);

  const found = results(page, 'Carreras encontradas');
  await expect(found.getByText(/^\d+ carreras?( · Página \d+ de \d+)?$/)).toBeVisible();
  const cards = found.locator('a[href*="/carreras/"]');
  await expect(cards.first()).toBeVisible();
  for (const title of await found.getByRole('heading', { level: 3 }).allInnerTexts()) {
    expect(title).toMatch(/Ingeniería/);
  }
  const address = page.url();

  const first = cards.first();
  const title = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/campus\/\d+\/carreras\/\d+$/);
  await expect(page.getByRole('link', { name: 'Conoce el campus' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Back: the same search, filters and results.
  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('searchbox', { name: 'Buscar carreras o campus' })).toHaveValue('ingenieria');
  await expect(found.getByRole('heading', { level: 3, name: title }).first()).toBeVisible();

  // Campuses (searched by their name or city) with the same filters open filtered by the chosen area.
  await page.getByRole('button', { name: 'Campus', exact: true }).click();
  await expect(page).toHaveURL(/[?&]ver=campus/);
  await page.getByRole('searchbox', { name: 'Buscar carreras o campus' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  const campuses = results(page, 'Campus encontrados').locator('a[href*="/campus/"]');
  await expect(campuses.first()).toHaveAttribute('href', /^\/campus\/\d+\?areas=\d+$/);

  // Nothing found: said in Spanish, with a way out.
  await page.getByRole('searchbox', { name: 'Buscar carreras o campus' }).fill('zzzzqq');
  await expect(page.getByText(/No encontramos campus con esa búsqueda/)).toBeVisible();
  await page.getByRole('button', { name: 'Quitar filtros' }).last().click();
  await expect(page).toHaveURL(/\/explorar\?ver=campus$/);
});

test('Explore fits a 375 px phone and a shared link restores its query', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'student');
  await page.goto('/explorar?q=monterrey&ver=campus');
  await expect(page.getByRole('searchbox', { name: 'Buscar carreras o campus' })).toHaveValue('monterrey');
  await expect(page.getByRole('button', { name: 'Campus', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(results(page, 'Campus encontrados').locator('a[href*="/campus/"]').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});
