import { expect, test } from '@playwright/test';

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
