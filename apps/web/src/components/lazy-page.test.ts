import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withTimeout } from './lazy-page';

describe('lazy page loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after 120 s', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const load = withTimeout(() => new Promise<never>(() => {}));
    const result = load().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed chunk import into a ChunkLoadError and passes successes through', async () => {
    const failed = withTimeout(() => Promise.reject(new TypeError('Failed to fetch module')));
    await expect(failed()).rejects.toBeInstanceOf(ChunkLoadError);
    const ok = withTimeout(() => Promise.resolve({ default: 'page' }));
    await expect(ok()).resolves.toEqual({ default: 'page' });
  });
});
