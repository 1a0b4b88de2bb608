import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The JavaScript a first page load fetches, gzip-compressed at level 9 (the server sends it
 * uncompressed; a CDN or proxy would compress it). Printed so the figure can be reported, and
 * bounded so that a regression fails. BUNDLE_FILES=1 prints each file's share.
 */
const BUDGET_GZIP_BYTES = 420 * 1024;
/** A workspace opened directly adds its forms, table and overlay viewer to the shell. */
const WORKSPACE_BUDGET_GZIP_BYTES = 560 * 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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
  for (const [url, body] of bodies) {
    const compressed = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += compressed;
    if (process.env.BUNDLE_FILES) console.log(`${url.split('/').pop()}: ${kb(compressed)} gzip`);
  }
  return { files: bodies.size, raw, gzip };
}

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
  // A module's workspace opened directly (a bookmark): its own chunk on top of the shell.
  const workspacePage = await page.context().newPage();
  const workspace = await jsOfLoad(workspacePage, '/modules/7', async () => {
    await expect(workspacePage.getByLabel('Subject ID')).toBeVisible();
  });
  const describe = (name: string, load: Awaited<ReturnType<typeof jsOfLoad>>) =>
    `${name}: ${load.files} files, ${kb(load.raw)} raw, ${kb(load.gzip)} gzip`;
  const report = [
    describe('signed-out visit', publicLoad),
    describe('signed-in /index', signedIn),
    describe('signed-in /modules/7 (Redness workspace)', workspace),
  ].join('; ');
  console.log(`First page load JS — ${report}`);
  testInfo.annotations.push({ type: 'bundle-size', description: report });
  expect(signedIn.gzip).toBeLessThan(BUDGET_GZIP_BYTES);
  expect(publicLoad.gzip).toBeLessThan(BUDGET_GZIP_BYTES);
  expect(workspace.gzip).toBeLessThan(WORKSPACE_BUDGET_GZIP_BYTES);
});
