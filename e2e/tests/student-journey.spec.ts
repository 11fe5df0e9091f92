import { expect, expectNoHorizontalScroll, signUpStudent, test, uniqueEmail } from '../fixtures.ts';
import type { Page } from '@playwright/test';

/** The links of the "Campus que coinciden con tus preferencias" section. */
async function suggestionLinks(page: Page) {
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Campus que coinciden con tus preferencias' }),
  });
  // Loaded: either campus cards or the spec's empty text.
  const links = section.locator('a[href*="/campus/"]');
  await expect(links.or(section.getByText(/Lo sentimos, por el momento/)).first()).toBeVisible();
  await expect(section.getByText('Cargando campus que coinciden con tus preferencias')).toHaveCount(0);
  return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
}

test('a new student goes from signup to a booked meeting, then changes preferences and sees home change', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpStudent(page, uniqueEmail('journey'));

  // Onboarding: avatar, two areas and one city.
  await page.getByRole('radiogroup').getByRole('radio').nth(4).click();
  await page.getByRole('button', { name: 'Ingeniería y Tecnología' }).click();
  await page.getByRole('button', { name: 'Ciencias de la Salud' }).click();
  await page.getByRole('button', { name: 'Ciudad de México' }).click();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Home: matching campuses, each filtered by the matching areas.
  const before = await suggestionLinks(page);
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((href) => /\/campus\/\d+\?areas=\d+(,\d+)*$/.test(href ?? ''))).toBe(true);
  await expect(page.getByText(/Aún no tienes carreras favoritas/)).toBeVisible();
  await expect(page.locator('#reuniones')).toContainText('Aún no tienes reuniones agendadas');

  // A campus, filtered by area, and one of its degrees.
  await page.locator(`a[href="${before[0]}"]`).first().click();
  await expect(page).toHaveURL(/\/campus\/\d+\?areas=/);
  await expect(page.getByRole('heading', { name: 'Carreras por área de estudio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sobre nosotros' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver ubicación/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar campus' })).toHaveCount(0);
  const degreeLink = page.locator('a[href*="/carreras/"]').first();
  const linkText = (await degreeLink.innerText()).trim();
  await degreeLink.click();
  await expect(page).toHaveURL(/\/campus\/\d+\/carreras\/\d+$/);
  // The degree page has rendered (not the campus page it came from) before its title is read.
  await expect(page.getByRole('link', { name: 'Conoce el campus' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(linkText).toContain(title);
  await expect(page.getByRole('link', { name: 'Editar carrera' })).toHaveCount(0);

  // A meeting needs a favourite first; then both buttons change.
  await page.getByRole('button', { name: 'Agendar reunión' }).click();
  await expect(page.getByText('Primero debes agregar esta carrera como favorita')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar a favoritas' }).click();
  await expect(page.getByText('¡Se agregó esta carrera a tu lista de favoritos!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entre tus favoritas' })).toBeVisible();
  await page.getByRole('button', { name: 'Agendar reunión' }).click();
  // The first request shows what is shared and with whom (the demo school authorizes; an adult consents).
  const booking = page.getByRole('dialog', { name: 'Antes de agendar tu reunión' });
  await expect(booking.getByText('Eres mayor de edad: basta tu consentimiento.')).toBeVisible();
  await booking.getByRole('button', { name: 'Agendar reunión' }).click();
  await expect(page.getByText('La reunión fue agendada exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reunión agendada' })).toBeVisible();

  // Home and /favoritas show them.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  const favorites = page.locator('section', { has: page.getByRole('heading', { name: 'Favoritas', exact: true }) });
  await expect(favorites).toContainText(title);
  await expect(page.locator('#reuniones')).toContainText(title);
  await page.goto('/favoritas');
  await expect(page.getByRole('heading', { name: 'Mis carreras favoritas' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(title);

  // Preferences changed on the profile change the matching campuses at home.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Información educativa de interés' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar información educativa de interés' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Áreas de interés/ }).click();
  await page.getByRole('option', { name: 'Ingeniería y Tecnología' }).click();
  await page.getByRole('option', { name: 'Ciencias de la Salud' }).click();
  await page.getByRole('option', { name: 'Artes y Humanidades' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Artes y Humanidades');
  await page.goto('/home');
  const after = await suggestionLinks(page);
  expect(after).not.toEqual(before);
});

for (const width of [375, 1280]) {
  test(`the student pages fit a ${width} px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('estudiante@demo.mx');
    await page.getByLabel('Contraseña').fill('Demo12345');
    await page.getByRole('button', { name: 'Toc, Toc' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Campus que coinciden con tus preferencias' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    const degree = page.locator('#reuniones a[href*="/carreras/"]').first();
    const href = (await degree.getAttribute('href'))!;
    const campusHref = href.replace(/\/carreras\/\d+$/, '');
    for (const path of [href, campusHref, '/favoritas', '/profile', '/habilidades-blandas']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Cargando la página')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
    }
  });
}
