import { gaussianBlur, lumaPlane, separableFilter } from '../testing/reference.js';
import { describe, expect, it } from 'vitest';
import { mirror } from './filters.js';
import {
  BINOMIAL5,
  BOX3_CUBED,
  gaussianOfVariance,
  halvedRows,
  lumaRows,
  planeRows,
  sampledSide,
  separableBlur,
  type Taps,
  varianceTaps,
} from './separable-blur.js';
import { prng } from '../testing/synthetic.js';

const randomPlane = (w: number, h: number, seed = 7) => {
  const rnd = prng(seed);
  return Float32Array.from({ length: w * h }, () => 255 * rnd());
};

/** Impulse response along one axis (the blur of a centred point, read along its row). */
function impulseRow(taps: Taps, n = 15): number[] {
  const plane = new Float32Array(n * n);
  const c = (n >> 1) * n + (n >> 1);
  plane[c] = 1;
  const out = separableBlur(planeRows(plane, n), n, n, taps);
  // The 2-D response is the outer product of the 1-D one; its centre row sums to the centre tap.
  const row = Array.from(out.subarray(c - (n >> 1), c + (n >> 1) + 1));
  const centre = row.reduce((s, v) => s + v, 0);
  return row.map((v) => v / centre);
}

/** Sizes with odd and even widths, fewer rows than a column block, and a last overlapping block. */
const SIZES = [
  [1, 1],
  [2, 3],
  [5, 4],
  [6, 2],
  [7, 3],
  [3, 9],
  [13, 6],
  [61, 47],
  [64, 33],
] as const;

const bits = (plane: Float32Array) => Array.from(new Uint32Array(plane.buffer));

describe('the blur kernels', () => {
  it('reproduce the float32 arithmetic of method 1.3.0 bit for bit, columns first (separableBlur)', () => {
    for (const [w, h] of SIZES)
      for (const taps of [BOX3_CUBED, BINOMIAL5, varianceTaps(2.56)]) {
        const plane = randomPlane(w, h, w * h);
        const out = separableBlur(planeRows(plane, w), w, h, taps);
        expect(bits(out), `${w} × ${h}`).toEqual(bits(separableFilter(plane, w, h, taps, true)));
      }
  });

  it('reproduce it rows first (gaussianOfVariance), also blurring a plane in place', () => {
    for (const [w, h] of SIZES.filter(([, h]) => h >= 4))
      for (const variance of [1, 1.56, 2.56]) {
        const plane = randomPlane(w, h, w + h);
        const expected = bits(separableFilter(plane, w, h, varianceTaps(variance), false));
        const out = gaussianOfVariance(
          planeRows(plane, w),
          w,
          h,
          variance,
          new Float32Array(w * h),
        );
        expect(bits(out), `${w} × ${h}`).toEqual(expected);
        gaussianOfVariance(planeRows(plane, w), w, h, variance, plane);
        expect(bits(plane), `${w} × ${h} in place`).toEqual(expected);
      }
  });
});

describe('separableBlur', () => {
  it('equals gaussianBlur(σ = 1.5), three mirrored 3-px boxes, edges included', () => {
    for (const [w, h] of [
      [61, 47],
      [8, 5],
    ] as const) {
      const plane = randomPlane(w, h);
      const a = separableBlur(planeRows(plane, w), w, h, BOX3_CUBED);
      const b = gaussianBlur(plane, w, h, 1.5);
      for (let i = 0; i < a.length; i++) expect(a[i]).toBeCloseTo(b[i]!, 3);
    }
  });

  it('equals the direct 2-D sum with mirrored edges, also with fewer rows than a column block', () => {
    for (const [w, h] of [
      [1, 1],
      [6, 2],
      [7, 3],
      [3, 9],
      [13, 6],
    ] as const) {
      const plane = randomPlane(w, h, w + h);
      const out = separableBlur(planeRows(plane, w), w, h, BOX3_CUBED);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          let sum = 0;
          for (let i = -3; i <= 3; i++)
            for (let j = -3; j <= 3; j++)
              sum +=
                BOX3_CUBED[Math.abs(i)]! *
                BOX3_CUBED[Math.abs(j)]! *
                plane[mirror(y + i, h) * w + mirror(x + j, w)]!;
          expect(out[y * w + x]).toBeCloseTo(sum, 3);
        }
    }
  });

  it('has the variance of its kernel and stays within 0.025 of the sampled Gaussian', () => {
    for (const [taps, variance] of [
      [BOX3_CUBED, 2],
      [BINOMIAL5, 1],
    ] as const) {
      const row = impulseRow(taps);
      const mid = row.length >> 1;
      const sum = row.reduce((s, v) => s + v, 0);
      const second = row.reduce((s, v, x) => s + v * (x - mid) ** 2, 0);
      expect(sum).toBeCloseTo(1, 6);
      expect(second).toBeCloseTo(variance, 5);
      row.forEach((v, x) => {
        const g = Math.exp(-((x - mid) ** 2) / (2 * variance)) / Math.sqrt(2 * Math.PI * variance);
        expect(Math.abs(v - g)).toBeLessThan(0.025);
      });
    }
  });

  it('of halvedRows blurs the plane decimated by 2', () => {
    const [w, h] = [37, 30];
    const plane = randomPlane(w, h, 3);
    const [hw, hh] = [sampledSide(w, 2), sampledSide(h, 2)];
    expect([hw, hh]).toEqual([19, 15]);
    const half = Float32Array.from({ length: hw * hh }, (_, i) => {
      const [u, v] = [i % hw, Math.floor(i / hw)];
      return plane[2 * v * w + 2 * u]!;
    });
    const a = separableBlur(halvedRows(plane, w), hw, hh, BINOMIAL5);
    const b = separableBlur(planeRows(half, hw), hw, hh, BINOMIAL5);
    expect(Array.from(a)).toEqual(Array.from(b));
  });
});

const blur = (plane: Float32Array, w: number, h: number, variance: number) =>
  gaussianOfVariance(planeRows(plane, w), w, h, variance, new Float32Array(w * h));

describe('gaussianOfVariance', () => {
  const n = 41;
  const c = 20;
  const impulse = new Float32Array(n * n);
  impulse[c * n + c] = 1;

  it.each([1, 1.56, 2.56, 8 / 3, 4, 6.4])(
    'an impulse spreads to sum 1 and variance %f in each direction, positive and unimodal',
    (v) => {
      const out = blur(impulse, n, n, v);
      let sum = 0;
      let varX = 0;
      let varY = 0;
      for (let y = 0; y < n; y++)
        for (let x = 0; x < n; x++) {
          const k = out[y * n + x]!;
          sum += k;
          varX += k * (x - c) ** 2;
          varY += k * (y - c) ** 2;
        }
      expect(sum).toBeCloseTo(1, 5);
      expect(varX).toBeCloseTo(v, 4);
      expect(varY).toBeCloseTo(v, 4);
      const row = out.subarray(c * n, c * n + n);
      for (let x = 1; x <= c; x++) {
        expect(row[c - x]).toBeCloseTo(row[c + x]!, 7);
        expect(row[c + x]).toBeLessThanOrEqual(row[c + x - 1]!);
        expect(row[c + x]).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it('keeps a constant plane constant up to its mirrored edges, any width, few rows', () => {
    for (const [w, h] of [
      [1, 4],
      [3, 5],
      [7, 13],
    ] as const) {
      const out = blur(new Float32Array(w * h).fill(7), w, h, 2.56);
      for (const v of out) expect(v).toBeCloseTo(7, 4);
    }
  });

  it('two passes of a large variance are the two blurs one after the other', () => {
    const w = 37;
    const h = 23;
    const rnd = prng(3);
    const plane = Float32Array.from({ length: w * h }, () => rnd() * 255);
    const once = blur(plane, w, h, 4);
    const twice = blur(blur(plane, w, h, 2), w, h, 2);
    for (let i = 0; i < once.length; i++) expect(once[i]).toBeCloseTo(twice[i]!, 3);
  });

  it('writes the scaled difference over the blurred plane and lists where it reaches a threshold', () => {
    const w = 29;
    const h = 13; // not a multiple of 4: the last column block overlaps the one above
    const rnd = prng(5);
    const plane = Float32Array.from({ length: w * h }, () => rnd() * 40);
    const blurred = separableFilter(plane, w, h, varianceTaps(1.5), false);
    // d = (blurred − plane)·scale in float32, compared with the threshold in float32.
    const d = Array.from(plane, (v, i) => Math.fround(Math.fround(blurred[i]! - v) * 2));
    const threshold = d.filter((v) => v > 3).sort((a, b) => a - b)[5]!; // a d: ≥ takes it
    const of = plane.slice();
    const reaching: number[] = [];
    const out = gaussianOfVariance(planeRows(of, w), w, h, 1.5, new Float32Array(w * h), {
      of,
      scale: 2,
      threshold,
      reaching,
    });
    expect(bits(out)).toEqual(bits(blurred));
    expect(Array.from(of)).toEqual(d);
    const expected = d.flatMap((v, i) => (v >= threshold ? [i] : []));
    expect(expected.length).toBeGreaterThan(10);
    expect(reaching.sort((a, b) => a - b)).toEqual(expected);
  });

  it('refuses planes of fewer than 4 rows', () => {
    expect(() => blur(new Float32Array(30), 10, 3, 1)).toThrow(RangeError);
  });
});

describe('lumaRows', () => {
  /** The kernel [1, 0, 0, 0, 0] leaves every sample as it is: the plane of the rows read. */
  const IDENTITY: Taps = [1, 0, 0, 0, 0];

  it('gives the float32 of the float64 luma exactly, for any width', () => {
    const rnd = prng(7);
    for (const w of [1, 2, 3, 4, 5, 9, 64, 101]) {
      const h = 5;
      const data = Uint8Array.from({ length: w * h * 3 }, () => rnd() * 256);
      data.set([255, 255, 255, 0, 0, 0].slice(0, data.length));
      const img = { data, width: w, height: h };
      const out = separableBlur(lumaRows(img), w, h, IDENTITY);
      expect(bits(out), `${w} wide`).toEqual(bits(lumaPlane(img)));
    }
  });

  it('reads an image that is a view into a larger buffer', () => {
    const data = new Uint8Array([0, 0, 0, 0, 0, 10, 20, 30, 40, 50, 60]);
    const img = { data: data.subarray(5), width: 2, height: 1 };
    expect(Array.from(separableBlur(lumaRows(img), 2, 1, IDENTITY))).toEqual(
      Array.from(lumaPlane(img)),
    );
  });
});
