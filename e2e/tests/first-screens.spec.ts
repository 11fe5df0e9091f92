import { expect, loginAs, test } from '../fixtures.ts';

/**
 * What a phone asks for when it opens the student home afresh (a reload, a link): each request on a
 * slow network costs a round trip, so the page names its few script files (one per first screen,
 * apps/web/build/screen-chunks.ts) and renews the session with the request it preloads, which also
 * answers who is signed in (no GET /users/me). With the user known before the first render, the
 * home is drawn at once: the session loader never shows.
 */
const MOST_SCRIPT_FILES = 8;

test('a reload of /home asks for its session once, not for /users/me, and loads a few script files', async ({
  page,
}) => {
  await loginAs(page, 'student');
  await expect(page).toHaveURL(/\/home$/);

  // Records whether the signed-in layout's loader was ever in the page during the reload.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Cargando tu sesión')) sessionStorage.setItem('loader-shown', '1');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const requests: { url: URL; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: new URL(request.url()), type: request.resourceType() }));
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.locator('#contenido-principal').getByText('¡Hola, Sofía!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campus que coinciden con tus preferencias' })).toBeVisible();

  const api = requests.filter(({ url }) => url.pathname.startsWith('/api/v1/')).map(({ url }) => url.pathname);
  expect(api.filter((path) => path === '/api/v1/auth/refresh')).toHaveLength(1);
  expect(api).not.toContain('/api/v1/users/me');
  expect(await page.evaluate(() => sessionStorage.getItem('loader-shown'))).toBeNull();
  const scripts = requests.filter(({ type }) => type === 'script').map(({ url }) => url.pathname);
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MOST_SCRIPT_FILES);
});
