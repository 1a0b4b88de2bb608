import { defineConfig } from 'vitest/config';

// Each workspace owns its test settings; this file only gathers them.
export default defineConfig({
  test: {
    // Two cores here; each server integration file also holds a PGlite instance (~250-750 MB).
    pool: 'forks',
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
