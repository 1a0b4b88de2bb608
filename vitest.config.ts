import { defineConfig } from 'vitest/config';

// Each workspace owns its test settings; this file only gathers them.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
