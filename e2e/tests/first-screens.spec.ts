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

/**
 * The first render waits for the screen's lists only so long (SCREEN_DATA_WAIT_MS in
 * apps/web/src/app/start.tsx): a list that answers late does not hold the home back. It is drawn
 * with that list's placeholders, which give way to the cards once it arrives.
 */
test('a reload of /home whose suggestions answer late draws the home at once, with their placeholders', async ({
  page,
}) => {
  await loginAs(page, 'student');
  await expect(page).toHaveURL(/\/home$/);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/users/*/degrees-suggestions*', async (route) => {
    await held;
    await route.continue();
  });

  await page.reload();
  // Drawn while the suggestions are still held: the greeting, and the section's loading status.
  await expect(page.locator('#contenido-principal').getByText('¡Hola, Sofía!')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cargando campus que coinciden con tus preferencias' }),
  ).toHaveCount(1);

  release();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando campus que coinciden' })).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Campus que coinciden con tus preferencias' });
  await expect(section.getByRole('link').first()).toBeVisible();
});

/**
 * /explorar opened afresh is a first screen too (every role's catalog search, shared as links): its
 * page names its script files (the signed-in layout's and its own) and the session renewal, and
 * the screen's lists (the results of the address's query, the filters' options) leave with the
 * session instead of after the first render.
 */
test('a reload of /explorar loads a few script files and asks for its lists once', async ({ page }) => {
  await loginAs(page, 'student');
  await page.goto('/explorar?q=ingenieria');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
  // Only the reload's requests count: the first load's late ones are done before listening.
  await page.waitForLoadState('networkidle');

  const requests: { url: URL; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: new URL(request.url()), type: request.resourceType() }));
  await page.reload({ waitUntil: 'networkidle' });
  const found = page.locator('section', { has: page.getByRole('heading', { name: 'Carreras encontradas' }) });
  await expect(found.locator('a[href*="/carreras/"]').first()).toBeVisible();

  const api = requests.filter(({ url }) => url.pathname.startsWith('/api/v1/')).map(({ url }) => url.pathname);
  expect(api.filter((path) => path === '/api/v1/auth/refresh')).toHaveLength(1);
  for (const list of ['/api/v1/degrees', '/api/v1/areas', '/api/v1/cities']) {
    expect(
      api.filter((path) => path === list),
      list,
    ).toHaveLength(1);
  }
  expect(api).not.toContain('/api/v1/campuses');
  const scripts = requests.filter(({ type }) => type === 'script').map(({ url }) => url.pathname);
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MOST_SCRIPT_FILES);
});

/**
 * A first screen's page preloads every script file it needs: the app's and the vendors' (run first)
 * at the default priority, the screen's own (run last) at low priority, so that on a slow network
 * they do not share the bandwidth with the files needed before them.
 */
test("the first screens preload their own script files after the app's", async ({ request }) => {
  for (const [page, own] of [
    ['/home', ['signed-in', 'home']],
    ['/explorar', ['signed-in', 'explore']],
    ['/login', ['login']],
  ] as const) {
    const html = await (await request.get(page)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"([^>]*)href="\/assets\/([a-z-]+?)-[\w-]{8}\.js"/g)];
    const low = preloads
      .filter(([, attributes]) => attributes!.includes('fetchpriority="low"'))
      .map(([, , name]) => name);
    const first = preloads.filter(([, attributes]) => !attributes!.includes('fetchpriority')).map(([, , name]) => name);
    expect(low.sort(), page).toEqual([...own].sort());
    expect(first, page).toEqual(expect.arrayContaining(['react', 'app']));
  }
});

/**
 * Before its code has run, a signed-in first screen already shows its frame: the menu's place and
 * what the screen shows everyone (the home's header picture, Explore's title and filters), with
 * placeholders for the rest, and nothing of the user (the page is the same for everyone).
 */
test.describe('without its code', () => {
  test.use({ javaScriptEnabled: false });

  test('/home and /explorar draw their frame, and nothing personal', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByText('Descubre los campus y las carreras que van contigo.')).toBeVisible();
    // Inert until React draws the screen in its place: out of the accessibility tree, so by text.
    await expect(page.locator('h2', { hasText: 'Campus que coinciden con tus preferencias' })).toBeVisible();
    await expect(page.getByText(/¡Hola/)).toHaveCount(0);

    await page.goto('/explorar');
    await expect(page.locator('h1', { hasText: 'Explorar' })).toBeVisible();
    await expect(page.locator('h2', { hasText: 'Carreras encontradas' })).toBeVisible();
    await expect(page.getByText('Sofía')).toHaveCount(0);
  });
});
