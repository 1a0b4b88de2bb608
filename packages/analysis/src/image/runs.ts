import type { BitMask } from './bit-mask.js';

/*
 * Runs of set pixels of a bit mask and their connected components: the region code of
 * largest-region.ts, the hole filling of mask.ts and the speck removal of the wrinkle analyzer
 * work on runs instead of pixels.
 */

/** Index of the lowest set bit of a non-zero word. */
const lowestBit = (v: number) => 31 - Math.clz32(v & -v);

/** Runs of set pixels in raster order: run k is [x0[k], x1[k]] of its row. */
export interface Runs {
  x0: number[];
  x1: number[];
  /** Runs of row y are rowStart[y] .. rowStart[y + 1] − 1. */
  rowStart: Int32Array;
}

export function runsOf({ bits, w, h, stride }: BitMask): Runs {
  const x0: number[] = [];
  const x1: number[] = [];
  const rowStart = new Int32Array(h + 1);
  for (let y = 0; y < h; y++) {
    rowStart[y] = x0.length;
    let carry = 0; // the pixel before the word, set or not
    for (let j = 0; j < stride; j++) {
      const v = bits[y * stride + j]!;
      // Bit k set where pixel k differs from pixel k − 1: a run starts or ends there.
      let edges = v ^ ((v << 1) | carry);
      carry = v >>> 31;
      while (edges !== 0) {
        const k = lowestBit(edges);
        edges &= edges - 1;
        if ((v >>> k) & 1) x0.push((j << 5) + k);
        else x1.push((j << 5) + k - 1);
      }
    }
    if (x1.length < x0.length) x1.push(w - 1);
  }
  rowStart[h] = x0.length;
  return { x0, x1, rowStart };
}

/** Union-find whose root is the lowest index of its set (the first run in raster order). */
export function unionFind(n: number) {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number) => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra < rb) parent[rb] = ra;
    else if (rb < ra) parent[ra] = rb;
  };
  return { find, union };
}

/**
 * Calls join(a, b) for each run a in [aStart, aEnd) that shares a column with run b in
 * [bStart, bEnd) widened by `grow` on each side; both ranges hold one row, sorted by x.
 */
export function overlaps(
  x0: readonly number[],
  x1: readonly number[],
  [aStart, aEnd]: readonly [number, number],
  [bStart, bEnd]: readonly [number, number],
  grow: number,
  join: (a: number, b: number) => void,
) {
  let a = aStart;
  for (let b = bStart; b < bEnd; b++) {
    while (a < aEnd && x1[a]! < x0[b]! - grow) a++;
    for (let k = a; k < aEnd && x0[k]! <= x1[b]! + grow; k++) join(k, b);
  }
}

/**
 * Connected components of the runs, 8-connected (4 with `four`): per run the root of its
 * component, which is the component's first run in raster order, and per root the pixel count
 * (0 for runs that are not roots). No label image is written: for sparse masks the labels alone
 * (an Int32Array per pixel, 3 MB at 1024 × 768) cost more than finding the components.
 */
export function runComponents({ x0, x1, rowStart }: Runs, four = false) {
  const sets = unionFind(x0.length);
  const row = (y: number) => [rowStart[y]!, rowStart[y + 1]!] as const;
  for (let y = 1; y + 1 < rowStart.length; y++)
    overlaps(x0, x1, row(y - 1), row(y), four ? 0 : 1, sets.union);
  const root = new Int32Array(x0.length);
  const area = new Float64Array(x0.length);
  for (let k = 0; k < x0.length; k++) {
    const r = sets.find(k);
    root[k] = r;
    area[r]! += x1[k]! - x0[k]! + 1;
  }
  return { root, area };
}

/** The root with the largest area (ties → first in raster order), or −1 when there are no runs. */
export function largestRoot(area: Float64Array): number {
  let best = -1;
  for (let k = 0; k < area.length; k++) if (best < 0 || area[k]! > area[best]!) best = k;
  return best;
}
