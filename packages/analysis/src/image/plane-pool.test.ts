import { describe, expect, it } from 'vitest';
import { PlanePool } from './plane-pool.js';

describe('PlanePool', () => {
  it('hands out the same memory again after a reset, in the order it was taken', () => {
    const pool = new PlanePool();
    const a = pool.take(100);
    const b = pool.take(25);
    expect([a.length, b.length]).toEqual([100, 25]);
    a[0] = 1;
    b[0] = 2;
    pool.reset();
    const a2 = pool.take(60);
    const b2 = pool.take(25);
    expect([a2.buffer, b2.buffer]).toEqual([a.buffer, b.buffer]);
    expect([a2.length, a2[0], b2[0]]).toEqual([60, 1, 2]);
  });

  it('replaces a plane that is too small', () => {
    const pool = new PlanePool();
    const a = pool.take(10);
    pool.reset();
    const bigger = pool.take(11);
    expect(bigger.buffer).not.toBe(a.buffer);
    expect(bigger.length).toBe(11);
  });
});
