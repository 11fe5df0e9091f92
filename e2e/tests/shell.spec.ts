import { expect, expectNoSeriousViolations, loginAs, test } from '../fixtures.ts';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menú principal' });

test('a student sees Favoritas and not the admin items', async ({ page }) => {
  await loginAs(page, 'student');
  const nav = menu(page);
  for (const name of ['Home', 'Mi Perfil', 'Favoritas', 'Habilidades blandas']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Campuses' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Carreras' })).toHaveCount(0);
  await expect(nav).toContainText('Estudiante');
});

test('an admin sees Campuses and Carreras and not Favoritas', async ({ page }) => {
  await loginAs(page, 'admin');
  const nav = menu(page);
  await expect(nav.getByRole('link', { name: 'Campuses' })).toHaveAttribute('href', '/campus');
  await expect(nav.getByRole('link', { name: 'Carreras' })).toHaveAttribute('href', '/degrees');
  await expect(nav.getByRole('link', { name: 'Favoritas' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Campuses' }).click();
  await expect(page).toHaveURL(/\/campus$/);
});

test('a student is sent from an admin page back home', async ({ page }) => {
  await loginAs(page, 'student');
  await page.goto('/degrees');
  await expect(page).toHaveURL(/\/home$/);
});

test("on a phone the menu is a labelled bottom bar, and 'Más' opens the rest by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, 'student');
  await expect(page).toHaveURL(/\/home$/);
  const bar = menu(page);
  for (const name of ['Home', 'Explorar', 'Favoritas', 'Mi Perfil']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(bar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Menú' })).toHaveCount(0);

  const more = bar.getByRole('button', { name: 'Más' });
  await more.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Más opciones' });
  await expect(drawer).toBeVisible();
  // The rest of the page is hidden from screen readers while the drawer is open (a modal dialog).
  await expect(page.locator('button[aria-haspopup="dialog"]')).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer).toContainText('¡Hola,');
  await expect(drawer.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the phone menu');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(more).toBeFocused();

  await more.click();
  await drawer.getByRole('link', { name: 'Habilidades blandas' }).click();
  await expect(page).toHaveURL(/\/habilidades-blandas$/);
  await expect(drawer).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('the menu is expanded on a wide window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'student');
  await expect(page.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'true');
});

test('a reload keeps the session', async ({ page }) => {
  await loginAs(page, 'student');
  await page.goto('/profile');
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(menu(page)).toBeVisible();
});

test('logout returns to /login, and a protected page then goes to /login', async ({ page }) => {
  await loginAs(page, 'student');
  await menu(page).getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});

test('no horizontal scroll at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('button').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await loginAs(page, 'student');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
