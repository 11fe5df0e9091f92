import { expect, loginAs, test } from '../fixtures.ts';

const NOTICE = 'Antes de seguir: nuestro aviso de privacidad';

/**
 * The privacy notice changes while a student has the app open: the API refuses them the service
 * (403 PrivacyNoticeNotAccepted) until they accept the new one. The next refused call brings the
 * notice in place of the screen; once accepted, the screen they asked for comes back. The refusal
 * is played here by the browser (the API's own is tested in privacy-acceptance.test.ts and the
 * access matrix).
 */
test('a refusal for the privacy notice shows it in place of the screen, and accepting it brings the screen back', async ({
  page,
}) => {
  await loginAs(page, 'student');
  await expect(page).toHaveURL(/\/home$/);
  // Explorar's first call (its list of degrees) is the one refused: the home never asks for it, so
  // nothing the home may still be loading or revalidating answers first.
  const refused = (url: URL) => url.pathname === '/api/v1/degrees';
  await page.route(refused, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 403,
        error: 'Forbidden',
        errorCode: 'PrivacyNoticeNotAccepted',
        message:
          'Antes de seguir, lee y acepta nuestro aviso de privacidad vigente: inicia sesión en la aplicación web y te lo mostrará.',
      }),
    }),
  );

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Explorar' }).click();
  await expect(page.getByRole('heading', { name: NOTICE })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);

  await page.unroute(refused);
  await page.getByRole('button', { name: 'Leí y acepto el aviso de privacidad' }).click();
  await expect(page.getByRole('heading', { name: NOTICE })).toHaveCount(0);
  await expect(page).toHaveURL(/\/explorar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
});
