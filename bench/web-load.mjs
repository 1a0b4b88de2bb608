#!/usr/bin/env node
// What a first visit costs on the wire: the bytes Chromium receives (compressed, as sent) for a
// signed-out visitor on /auth/signin and /index (both end on the hosted sign-in form), and for a
// signed-in user's first /index and a Redness workspace opened from a bookmark. Each load runs
// in a fresh browser context with the cache off. Wire bytes are bodies as sent (headers apart). Prints figures; asserts
// nothing (the budget is checked by e2e/bundle-size.spec.ts). Target (issue 24): the signed-in
// /index JavaScript at most 250 KB compressed.
//
// Usage: npm run build && node bench/web-load.mjs [--url http://localhost:8080]
//   Without --url it starts the built server (apps/server/dist/main.js) with demo data in a
//   throwaway data directory on a free loopback port, and stops it at the end.
//   BENCH_FILES=1 lists every response.
import { chromium } from 'playwright-core';
import { signInPage, startBuiltServer } from './lib/bench-support.mjs';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('Usage: npm run build && node bench/web-load.mjs [--url <origin>]');
  process.exit(0);
}
const urlArg = args.indexOf('--url');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const kindOf = (mimeType) => {
  if (mimeType.includes('javascript')) return 'js';
  if (mimeType.includes('css')) return 'css';
  if (mimeType.includes('html')) return 'html';
  return 'other';
};

/**
 * Opens `url` in a fresh context and sums, per kind, the bytes as transferred (Chromium's encoded
 * length less the headers: the body as sent, compressed or not) and as decoded, until `ready` holds
 * and the network is idle. Read from the DevTools protocol, which follows the page through the
 * redirects to the sign-in form.
 */
async function measure(browser, origin, url, ready, storageState) {
  const context = await browser.newContext({ baseURL: origin, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    requests.set(requestId, {
      url: response.url,
      kind: kindOf(response.mimeType),
      encoding:
        response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none',
      decoded: 0,
      wire: 0,
      // What had arrived when the response began: its status line and headers.
      headers: response.encodedDataLength,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const row = requests.get(requestId);
    if (row) row.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const row = requests.get(requestId);
    if (row) row.wire = Math.max(0, encodedDataLength - row.headers);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const rows = [...requests.values()];
  const totals = {};
  for (const row of rows) {
    for (const key of [row.kind, 'all']) {
      totals[key] ??= { files: 0, wire: 0, decoded: 0 };
      totals[key].files += 1;
      totals[key].wire += row.wire;
      totals[key].decoded += row.decoded;
    }
  }
  return { rows, totals };
}

/** Signs in through the hosted form once and keeps the session (localStorage) for later loads. */
async function signedInState(browser, origin) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signInPage(page);
  await page.getByTestId('profile-name').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

const server = urlArg >= 0 ? undefined : await startBuiltServer('web-load');
const origin = urlArg >= 0 ? args[urlArg + 1] : server.origin;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const signInForm = (page) => page.getByLabel('Email').waitFor();
  const state = await signedInState(browser, origin);
  const scenarios = [
    ['signed out, /auth/signin', '/auth/signin', signInForm],
    ['signed out, /index', '/index', signInForm],
    [
      'signed in, /index',
      '/index',
      (page) => page.getByRole('heading', { name: 'Your AI Modules' }).waitFor(),
      state,
    ],
    [
      'signed in, /modules/7 (Redness workspace)',
      '/modules/7',
      (page) => page.getByLabel('Subject ID').waitFor(),
      state,
    ],
  ];
  console.log(
    `Web first load on ${origin} (fresh cache each; bytes = bodies as transferred, compressed)`,
  );
  for (const [name, url, ready, storageState] of scenarios) {
    const { rows, totals } = await measure(browser, origin, url, ready, storageState);
    const line = ['js', 'css', 'html', 'other', 'all']
      .filter((k) => totals[k])
      .map((k) => `${k} ${kb(totals[k].wire)} (${kb(totals[k].decoded)} decoded)`)
      .join(', ');
    console.log(`${name}: ${line}; ${totals.all?.files ?? 0} responses`);
    if (process.env.BENCH_FILES) {
      for (const row of rows.sort((a, b) => b.wire - a.wire)) {
        const file = row.url.replace(origin, '');
        console.log(`  ${kb(row.wire).padStart(9)} ${row.encoding.padEnd(5)} ${file}`);
      }
    }
  }
} finally {
  await browser.close();
  server?.stop();
}
