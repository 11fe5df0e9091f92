import { expect, test } from '@playwright/test';
import { loginAs } from '../fixtures.ts';

/**
 * The JavaScript /login costs a phone, counted as Chromium receives it from the running server
 * (compressed body and headers, CDP `encodedDataLength`). apps/web/scripts/check-bundle.mjs is the
 * build-time proxy of this budget; this is the real check, and it fails when compression breaks.
 */
const BUDGET_BYTES = 180 * 1000;

interface Script {
  url: string;
  encoding: string;
  bytes?: number;
}

test('/login loads at most 180 KB of JavaScript over the wire', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, Script>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || response.mimeType.includes('javascript')) {
      const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
      scripts.set(requestId, { url: response.url, encoding: encoding?.[1] ?? 'ninguna' });
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });

  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Toc, Toc' })).toBeVisible();

  const loaded = [...scripts.values()];
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((s) => s.bytes === undefined).map((s) => s.url)).toEqual([]);
  const total = loaded.reduce((sum, s) => sum + (s.bytes ?? 0), 0);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const s of loaded.sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))) {
    console.log(`${kb(s.bytes ?? 0).padStart(9)}  ${s.encoding.padEnd(7)}  ${new URL(s.url).pathname}`);
  }
  console.log(
    `${kb(total).padStart(9)}  JavaScript de /login en la red (${loaded.length} archivos), meta ${kb(BUDGET_BYTES)}`,
  );
  test.info().annotations.push({ type: 'wire-bytes', description: `${total}` });
  expect(total, `JavaScript de /login en la red: ${kb(total)}`).toBeLessThanOrEqual(BUDGET_BYTES);
});

/**
 * The student's first screens build no schema and no form: zod and react-hook-form (the `forms`
 * chunk, ~38 KB compressed and ~170 ms of a slow phone's processor) load only with a form. A
 * constant imported from a module that also builds schemas brings them along, silently.
 */
test("the student's /home and /explorar load neither zod nor the form library", async ({ page }) => {
  await loginAs(page, 'student');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  for (const path of ['/home', '/explorar']) {
    const scripts: string[] = [];
    const record = (response: { url(): string; request(): { resourceType(): string } }) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    };
    page.on('response', record);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
    page.off('response', record);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((p) => /\/forms-[^/]*\.js$/.test(p)),
      path,
    ).toEqual([]);
  }
});
