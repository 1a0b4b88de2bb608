import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.js';

/** The nice value of each of this process's threads (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNices() {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

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

  it('answers each of a burst of checks rightly, hashing on a thread of lower priority than the requests', async () => {
    const hash = await hashPassword('correct horse');
    const checks = Promise.all(
      ['correct horse', 'wrong', 'correct horse', 'also wrong'].map((p) => verifyPassword(p, hash)),
    );
    const niceDuring = threadNices();
    expect(await checks).toEqual([true, false, true, false]);
    // One hashing thread, niced; the others (requests, libuv's pool) are not.
    expect(niceDuring.filter((n) => n === 10)).toHaveLength(1);
    expect(niceDuring.filter((n) => n === 0).length).toBeGreaterThan(1);
  });

  it('rejects malformed stored hashes and the dummy hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', DUMMY_HASH)).toBe(false);
  });
});
