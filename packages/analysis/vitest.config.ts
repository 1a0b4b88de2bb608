import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'analysis',
    environment: 'node',
    // scripts/: the check that the generated WebAssembly modules match their sources.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    // Analyzer tests draw and decode full images; on a shared, loaded 2-core machine they have
    // taken over 5 s. Correctness is what they assert; speed lives in bench/.
    testTimeout: 30_000,
  },
});
