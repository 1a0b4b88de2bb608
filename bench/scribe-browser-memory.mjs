// Browser memory during a long Ambient Scribes recording (issue 18: flat during a 60-minute
// recording, no growing buffers). Chromium records from a fake microphone (espeak-ng speech on a
// loop) on the encounter screen of the built server; every `--every` seconds the page's garbage is
// collected and the JS heap, the DOM size, the chunks waiting in IndexedDB and the resident memory
// of all Chromium processes are read, with the CPU the server (and its ffmpeg children) used per
// minute since the last sample: the background steps of the recording must not grow with its
// length. Prints each sample and the least-squares slope per minute, with what that slope would
// add over 60 minutes. Asserts nothing.
//
// Usage: npm run build && node --import tsx bench/scribe-browser-memory.mjs [--minutes 10] [--every 30]
//   A shorter run than 60 minutes is an extrapolation; the output says so.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { fakeSpeechWav } from '../e2e/fake-speech.ts';
import { cpuSeconds, signInPage, startBuiltServer } from './lib/bench-support.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const minutes = arg('--minutes', 10);
const every = arg('--every', 30);
const en = JSON.parse(readFileSync('apps/web/src/locales/en/scribe.json', 'utf8')).scribe;

/** Resident memory of every process below this one (Chromium's browser, renderers, GPU...). */
function descendantsRssMb() {
  const parent = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parent.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const below = (pid) => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let kb = 0;
  for (const pid of parent.keys()) {
    if (!below(pid)) continue;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

const slope = (xs, ys) => {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((n, x, i) => n + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((n, x) => n + (x - mx) ** 2, 0);
  return den ? num / den : 0;
};

const work = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-scribe-mem-'));
const speech = fakeSpeechWav(
  path.join(work, 'speech.wav'),
  'The rash on the left forearm has been itchy for two weeks. No fever.',
);
const server = await startBuiltServer('scribe-memory');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${speech}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
});
try {
  const context = await browser.newContext({
    baseURL: server.origin,
    permissions: ['microphone'],
  });
  const page = await context.newPage();
  await signInPage(page);
  await page.goto('/gpt/ambient-scribes/chart-notes');
  await page.getByRole('button', { name: en.list.new }).click();
  await page.waitForURL(/encounter=/);
  const consent = page.getByRole('checkbox', { name: en.recorder.consentDefault });
  const start = page.getByRole('button', { name: en.recorder.start });
  await consent.or(start).first().waitFor();
  if (await consent.isVisible()) await consent.check();
  await start.click();
  await page.locator('.scribe-timer[data-state="recording"]').waitFor();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const pending = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = globalThis.indexedDB.open('dermadesk-scribe');
          open.onsuccess = () => {
            const count = open.result.transaction('chunks').objectStore('chunks').count();
            count.onsuccess = () => resolve(count.result);
          };
          open.onerror = () => resolve(-1);
        }),
    );
  const samples = [];
  const t0 = Date.now();
  let cpuBefore = { minute: 0, seconds: cpuSeconds(server.pid) };
  console.log(
    'minute  heap MB  DOM nodes  listeners  chunks waiting  Chromium RSS MB  server CPU s/min',
  );
  for (;;) {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
    const s = {
      minute: (Date.now() - t0) / 60_000,
      heap: usedSize / 1_048_576,
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
      waiting: await pending(),
      rss: descendantsRssMb(),
    };
    const cpu = { minute: s.minute, seconds: cpuSeconds(server.pid) };
    s.serverCpu =
      s.minute > cpuBefore.minute
        ? (cpu.seconds - cpuBefore.seconds) / (s.minute - cpuBefore.minute)
        : 0;
    cpuBefore = cpu;
    samples.push(s);
    console.log(
      `${s.minute.toFixed(1).padStart(6)}  ${s.heap.toFixed(1).padStart(7)}  ${String(s.nodes).padStart(9)}  ${String(s.listeners).padStart(9)}  ${String(s.waiting).padStart(14)}  ${s.rss.toFixed(0).padStart(15)}  ${s.serverCpu.toFixed(1).padStart(16)}`,
    );
    if (s.minute >= minutes) break;
    await page.waitForTimeout(every * 1000);
  }
  const state = await page.locator('.scribe-timer').getAttribute('data-state');
  if (state !== 'recording') throw new Error(`the recorder stopped (${state})`);
  // The first minute holds the page's own warm-up (lazy chunks, first renders): fit after it,
  // and over the second half alone (a one-off step early on is not growth).
  for (const [span, from] of [
    ['after the first minute', 1],
    ['over the second half', minutes / 2],
  ]) {
    const steady = samples.filter((s) => s.minute >= from);
    const xs = steady.map((s) => s.minute);
    for (const [label, key, unit] of [
      ['JS heap', 'heap', 'MB'],
      ['Chromium RSS', 'rss', 'MB'],
      ['server CPU', 'serverCpu', 's/min'],
    ]) {
      const perMinute = slope(
        xs,
        steady.map((s) => s[key]),
      );
      console.log(
        `${label} ${span}: ${perMinute >= 0 ? '+' : ''}${perMinute.toFixed(3)} ${unit} per minute; over 60 min that is ${(perMinute * 60).toFixed(1)} ${unit}${minutes < 60 ? ` (extrapolated from ${minutes} min)` : ''}`,
      );
    }
  }
  console.log(`timer at the end: ${await page.locator('.scribe-timer').textContent()}`);
} finally {
  await browser.close();
  server.stop();
  rmSync(work, { recursive: true, force: true });
}
