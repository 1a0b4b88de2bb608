import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { fakeSpeechWav } from './fake-speech';

/**
 * End-to-end tests against the production build served by the real server. `npm test` builds
 * first; this config only starts `node apps/server/dist/main.js` with a fresh data directory.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const dataDir = `/tmp/dermadesk-e2e-${port}`;
/** The local fake of the OpenAI-compatible API the Assistant talks to (test tooling only). */
const fakeAiUrl = `http://127.0.0.1:${port + 100}/v1`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CAMERA_SPEC = 'modules-camera.spec.ts';
/** Every spec that needs a microphone runs in the one fake-microphone project. */
const MICROPHONE_SPECS = ['scribe-recorder.spec.ts', 'receptionist-call.spec.ts'];
/** Runs against its own cluster of processes (scale-out.config.ts). */
const SCALE_OUT_SPEC = 'scale-out.spec.ts';

export default defineConfig({
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [CAMERA_SPEC, ...MICROPHONE_SPECS, SCALE_OUT_SPEC],
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: chromium, args: chromiumArgs },
      },
    },
    {
      // The camera path needs a camera: Chromium's fake one, with the permission prompt answered
      // yes (the spec feeds it a generated skin video). Only the camera spec runs here.
      name: 'chromium-fake-camera',
      testMatch: CAMERA_SPEC,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromium,
          args: [
            ...chromiumArgs,
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
          ],
        },
      },
    },
    {
      // The recorder needs a microphone: Chromium's fake one plays speech made by espeak-ng (in
      // a loop, with a pause), so MediaRecorder records a real voice.
      name: 'chromium-fake-microphone',
      testMatch: MICROPHONE_SPECS,
      use: {
        browserName: 'chromium',
        permissions: ['microphone'],
        launchOptions: {
          executablePath: chromium,
          args: [
            ...chromiumArgs,
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            `--use-file-for-fake-audio-capture=${fakeSpeechWav(
              `/tmp/dermadesk-e2e-speech/consultation.wav`,
              'My forearms have been itchy for two weeks. There is a scaly red plaque on the left forearm.',
            )}`,
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The fake is test code, kept out of the server's build: tsx runs it from source.
      command: `exec node --import tsx apps/server/src/test/fake-openai-cli.ts ${port + 100}`,
      url: `${fakeAiUrl}/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
    {
      command: `rm -rf ${dataDir} && exec node apps/server/dist/main.js`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Comments on results and the menu links are configurable; the suite covers them switched
        // on (the links point back at this server: the tests never leave the machine).
        REMOTE_CONFIG_DEFAULTS: JSON.stringify({
          ALLOW_USER_COMMENT: true,
          LINK_ABOUT_US: `${baseURL}/about-us`,
          LINK_PRIVACY_POLICY: `${baseURL}/privacy`,
        }),
        SEED_DEMO: 'true',
        // Configured but not enabled: the suite enables it as an admin would.
        LLM_BASE_URL: fakeAiUrl,
        LLM_MODEL: 'fake-chat',
        LLM_API_KEY: 'e2e-key',
        STT_BASE_URL: fakeAiUrl,
        STT_MODEL: 'fake-whisper',
        // The fake AI listens on loopback, which only the operator can open to outbound requests.
        EGRESS_ALLOW_HOSTS: '127.0.0.1',
      },
    },
  ],
});
