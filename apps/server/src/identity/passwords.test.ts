import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.js';

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

  it('rejects malformed stored hashes and the dummy hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', DUMMY_HASH)).toBe(false);
  });
});
