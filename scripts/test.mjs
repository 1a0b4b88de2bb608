#!/usr/bin/env node
// The one test command (`npm test`): makes sure the system packages the tests need are present,
// builds (which also type-checks), then runs unit + integration tests (Vitest, on PGlite and a
// throwaway PostgreSQL) and the end-to-end tests (Playwright in Debian's Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
const hasChromium = () => existsSync('/usr/bin/chromium');
const hasE2e = existsSync('playwright.config.ts');

function run(cmd, args, env = {}) {
  console.log(`\n> ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const missing = [
  ...(hasPostgres() ? [] : ['postgresql']),
  ...(hasE2e && !hasChromium() ? ['chromium'] : []),
];
if (missing.length) {
  const install = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `The tests need Debian packages that are not installed: ${missing.join(', ')}.\nRun as root:\n  ${install}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} ...`);
  run('sh', ['-c', install], { DEBIAN_FRONTEND: 'noninteractive' });
}

run('npm', ['run', 'build']);
run('npx', ['vitest', 'run'], { DERMADESK_REQUIRE_POSTGRES: '1', TZ: 'UTC' });
if (hasE2e) {
  run('npx', ['playwright', 'test'], { TZ: 'UTC' });
  // Two API processes and a worker on PostgreSQL and S3 behind a round-robin proxy (issue 20).
  run('npx', ['playwright', 'test', '-c', 'e2e/scale-out.config.ts'], { TZ: 'UTC' });
}
