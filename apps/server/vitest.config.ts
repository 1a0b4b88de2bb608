import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@dermadesk/source'] },
  ssr: { resolve: { conditions: ['@dermadesk/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/postgres-global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
