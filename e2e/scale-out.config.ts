import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The multi-process end-to-end test (issue 20): two API processes and a worker on PostgreSQL and
 * an S3-compatible server, behind a round-robin proxy on E2E_PORT (+1 so it can run beside the
 * main suite's server). Needs PostgreSQL installed; `npm test` runs it after the main suite.
 */
const port = Number(process.env.E2E_PORT ?? 8181) + 1;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: 'scale-out.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: {
    command: `exec node --import tsx --conditions=@dermadesk/source apps/server/src/test/scale-out-cluster.ts ${port}`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Time to stop the processes, the S3 server and the PostgreSQL cluster it started.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
