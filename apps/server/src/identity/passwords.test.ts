import type * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.js';

/** Counts the scrypt derivations running at once, passing each on to the real one. */
const running = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof crypto>();
  const scrypt = (...args: Parameters<typeof real.scrypt>) => {
    running.now += 1;
    running.most = Math.max(running.most, running.now);
    const done = args.pop() as (err: Error | null, key: Buffer) => void;
    (real.scrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      running.now -= 1;
      done(err, key);
    });
  };
  return { ...real, scrypt };
});

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
  });

  it('normalises Unicode so the same password typed differently matches', async () => {
    const hash = await hashPassword('caf\u00e9');
    expect(await verifyPassword('cafe\u0301', hash)).toBe(true);
  });

  it('runs one derivation at a time, so a burst of sign-ins leaves the thread pool to the rest', async () => {
    const hash = await hashPassword('correct horse');
    running.most = 0;
    const checks = await Promise.all(
      ['correct horse', 'wrong', 'correct horse', 'also wrong'].map((p) => verifyPassword(p, hash)),
    );
    expect(checks).toEqual([true, false, true, false]);
    expect(running.most).toBe(1);
  });

  it('rejects malformed stored hashes and the dummy hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', DUMMY_HASH)).toBe(false);
  });
});
