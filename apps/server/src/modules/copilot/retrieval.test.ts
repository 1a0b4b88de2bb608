import { describe, expect, it } from 'vitest';
import type { CopilotRepositories } from './index.repository.js';
import { retrieve } from './retrieval.js';

describe('retrieval', () => {
  it('runs at most three searches against the database at once; the others wait their turn', async () => {
    let running = 0;
    let most = 0;
    const slow = async <T>(value: T) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return value;
    };
    const repos = { index: { search: () => slow([]) } } as unknown as CopilotRepositories;
    const searches = Array.from({ length: 10 }, () =>
      retrieve(repos, { query: 'dose', sourceIds: ['s1'], limit: 3 }),
    );
    expect(await Promise.all(searches)).toEqual(Array.from({ length: 10 }, () => []));
    expect(most).toBe(3);
  });
});
