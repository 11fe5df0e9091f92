import type { Locator, Page } from '@playwright/test';
import { clearCompareList, expect, loginAs, test } from '../fixtures.ts';

/**
 * Where the keyboard focus is, and whether it shows: the focused element, or the field around it
 * (MUI draws an input's ring on its outline), has a ring (outline of 2 px or more, or a shadow).
 */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: 'nothing (the page itself)' };
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none' ||
        node.classList.contains('Mui-focused')
      );
    };
    let node: Element | null = el;
    for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
      if (ring(node)) return { visible: true, what };
    }
    return { visible: false, what };
  });
}

async function expectFocusVisible(page: Page) {
  const { visible, what } = await focusState(page);
  expect(visible, `the focus is on ${what} and shows no ring`).toBe(true);
}

/** Presses Tab until `target` has the focus, checking at every stop that the focus shows. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let step = 0; step < most; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectFocusVisible(page);
      return;
    }
    const { what } = await focusState(page);
    if (!what.startsWith('nothing')) await expectFocusVisible(page);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Opens a select of several values from the keyboard, picks `option`, and closes it with Escape. */
async function chooseByKeyboard(page: Page, field: string, option: string) {
  const select = page.getByRole('combobox', { name: field });
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option });
  for (let step = 0; step < 40; step += 1) {
    if (await wanted.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // Back on the field, never lost to the page.
  await expect(select).toBeFocused();
  await expectFocusVisible(page);
}

test('keyboard only: Explore, three degrees to Compare, and a favourite from there, with the focus always shown', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await clearCompareList(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'student');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await tabTo(page, nav.getByRole('link', { name: 'Explorar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/explorar$/);

  const search = page.getByRole('searchbox', { name: 'Buscar carreras o campus' });
  await tabTo(page, search);
  await page.keyboard.type('ingenieria');
  await expect(page).toHaveURL(/[?&]q=ingenieria/);
  await chooseByKeyboard(page, 'Áreas de estudio', 'Ingeniería y Tecnología');
  await expect(page).toHaveURL(/[?&]areas=\d+/);
  await chooseByKeyboard(page, 'Ciudades', 'Ciudad de México');
  await expect(page).toHaveURL(/[?&]ciudades=\d+/);

  const found = page.locator('section', { has: page.getByRole('heading', { name: 'Carreras encontradas' }) });
  const cards = found.locator('a[href*="/carreras/"]');
  await expect(cards.nth(2)).toBeVisible();
  const explore = page.url();

  const compared: string[] = [];
  for (let i = 0; compared.length < 3 && i < 8; i += 1) {
    const card = cards.nth(i);
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    if (compared.includes(name)) continue;
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const add = page.getByRole('button', { name: `Agregar a comparar: ${name}` });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    // The control that changed keeps the focus.
    const remove = page.getByRole('button', { name: `Quitar de comparar: ${name}` });
    await expect(remove).toBeFocused();
    await expectFocusVisible(page);
    compared.push(name);

    await page.goBack();
    await expect(page).toHaveURL(explore);
    await expect(search).toHaveValue('ingenieria');
  }
  expect(compared).toHaveLength(3);

  await tabTo(page, nav.getByRole('link', { name: 'Comparar (3)' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/comparar$/);
  const table = page.getByRole('table', { name: 'Carreras que comparas, lado a lado' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);

  const favourite = table.getByRole('button', { name: /^Agregar a favoritas: .+$/ }).first();
  const label = await favourite.getAttribute('aria-label');
  await tabTo(page, favourite);
  await page.keyboard.press('Enter');
  await expect(page.getByText('¡Se agregó esta carrera a tu lista de favoritos!')).toBeVisible();
  // The focus stays in the table's column, on its control, not thrown back to the page.
  const { what } = await focusState(page);
  expect(what, `after ${label} the focus went to ${what}`).not.toMatch(/^nothing/);
  await expectFocusVisible(page);
});
