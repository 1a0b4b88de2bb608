import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The JavaScript a first page load fetches, gzip-compressed at level 9 (the server sends it
 * uncompressed; a CDN or proxy would compress it). Printed so the figure can be reported, and
 * bounded so that a regression fails.
 */
const BUDGET_GZIP_BYTES = 420 * 1024;

async function jsOfLoad(page: Page, url: string, ready: () => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => void bodies.set(response.url(), body),
        () => undefined,
      ),
    );
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  let raw = 0;
  let gzip = 0;
  for (const body of bodies.values()) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: bodies.size, raw, gzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test('first page load JavaScript stays within the budget', async ({ page }, testInfo) => {
  const publicLoad = await jsOfLoad(page, '/index', async () => {
    await expect(page.getByLabel('Email')).toBeVisible();
  });
  await signIn(page);
  // A fresh page for the signed-in load, so every script is fetched again (cache disabled).
  const fresh = await page.context().newPage();
  await fresh.route('**/*', (route) => route.continue());
  const signedIn = await jsOfLoad(fresh, '/index', async () => {
    await expect(fresh.getByRole('heading', { name: 'Your AI Modules' })).toBeVisible();
  });
  const report = `signed-out visit: ${publicLoad.files} files, ${kb(publicLoad.raw)} raw, ${kb(publicLoad.gzip)} gzip; signed-in /index: ${signedIn.files} files, ${kb(signedIn.raw)} raw, ${kb(signedIn.gzip)} gzip`;
  console.log(`First page load JS — ${report}`);
  testInfo.annotations.push({ type: 'bundle-size', description: report });
  expect(signedIn.gzip).toBeLessThan(BUDGET_GZIP_BYTES);
  expect(publicLoad.gzip).toBeLessThan(BUDGET_GZIP_BYTES);
});
