/**
 * Separable blurs by small symmetric kernels (radius ≤ 4), where a cascade of box blurs
 * (`boxSizes`, filters.ts) is slowest per unit of blur and least exact: at σ ≤ 2 its boxes are 3 wide, so
 * σ = 1 came out as 0.82 and σ = 1.25 as 1.15, and each box pass costs a running sum per pixel.
 * One pass (`blurPass`: a row filter and a column filter in WebAssembly SIMD, a ring of rows)
 * serves
 * - `separableBlur`: a plane given row by row (`planeRows`, `halvedRows`, `lumaRows`) by a given
 *   kernel (Frangi);
 * - `gaussianOfVariance`: exact variance over rows computed as they are read, optionally fused
 *   with a difference of Gaussians (the pore scale space).
 * Edges are mirrored (`mirror`, filters.ts).
 */

import { LUMA_TABLES, type RgbImage } from './color.js';
import { kernelMemory, kernels } from './kernels.js';
import { mirror } from './filters.js';

/** Weights of offsets 0..4 of a symmetric kernel; a shorter kernel ends in zeros. */
export type Taps = readonly [k0: number, k1: number, k2: number, k3: number, k4: number];

/** Three 3-px boxes ([1,1,1]³/27, variance 2): the box cascade of method 1.1 for σ = 1.5 (`boxSizes`). */
export const BOX3_CUBED: Taps = [7 / 27, 6 / 27, 3 / 27, 1 / 27, 0];

/** Binomial [1,4,6,4,1]/16, variance 1. */
export const BINOMIAL5: Taps = [6 / 16, 4 / 16, 1 / 16, 0, 0];

/** Samples of mirror padding on each side of a row: the kernels' radius. */
const PAD = 4;

/**
 * Writes row y of a w-wide plane into `row` at [PAD, PAD + w). `row` is a view onto the kernels'
 * memory (kernels.ts), rows are asked for in order from 0, and the `sourceSpace(w)` bytes at
 * `space` are the source's own for the whole pass (for tables it copies there at row 0).
 */
export type RowSource = (y: number, row: Float32Array, space: number) => void;

/** The rows of a plane. */
export const planeRows =
  (plane: Float32Array, w: number): RowSource =>
  (y, row) =>
    row.set(plane.subarray(y * w, y * w + w), PAD);

/**
 * The rows of a w-wide plane decimated by 2, every second sample of every second row: a
 * `sampledSide(w, 2)`-wide plane, which must be smooth enough not to alias.
 */
export const halvedRows =
  (plane: Float32Array, w: number): RowSource =>
  (y, row) => {
    for (let i = 2 * y * w, end = i + w, x = PAD; i < end; i += 2, x++) row[x] = plane[i]!;
  };

/** Bytes of the kernels' memory a row source of width w may use (`RowSource`). */
const sourceSpace = (w: number) => LUMA_TABLES.byteLength + 3 * w;

/**
 * The rows of the BT.601 luma plane of an RGB image, computed as they are filtered: a luma plane
 * of its own costs one more write and read of every pixel. By the `lumaRow` kernel, with the
 * tables copied into the source's space at row 0 and each row's pixels copied after them: 2.4
 * against 4.4 ms a 1536 × 1152 image for the same sums in JavaScript.
 */
export const lumaRows =
  ({ data, width: w }: RgbImage): RowSource =>
  (y, row, space) => {
    const { memory } = kernels;
    const rgbAt = space + LUMA_TABLES.byteLength;
    if (y === 0) new Float64Array(memory.buffer, space, LUMA_TABLES.length).set(LUMA_TABLES);
    new Uint8Array(memory.buffer, rgbAt, 3 * w).set(data.subarray(3 * y * w, 3 * (y + 1) * w));
    kernels.lumaRow(rgbAt, space, row.byteOffset + 4 * PAD, w);
  };

/** Mirrors the w samples of `row` at [PAD, PAD + w) into its PAD samples of padding either side. */
function padRow(row: Float32Array, w: number) {
  for (let j = 1; j <= PAD; j++) {
    row[PAD - j] = row[PAD + mirror(-j, w)]!;
    row[PAD + w - 1 + j] = row[PAD + mirror(w - 1 + j, w)]!;
  }
}

/** Source rows of a column block, from its first output row: 4 above, its 4, 4 below. */
const BLOCK_ROWS = Int32Array.from({ length: 12 }, (_, j) => j - PAD);

/** Rows kept in the ring: the 12 of a column block and the 4 a last, overlapping block re-reads. */
const RING = 16;

/**
 * Also write d = (blurred − of)·scale over `of`, the plane being blurred (a difference of
 * Gaussians), and push onto `reaching` the index of each d ≥ `threshold`, so that a blob search
 * visits those instead of reading the plane again. In float32, scale and threshold rounded to it.
 * Done a block at a time while the blurred rows are in cache, by the `difference` kernel on the
 * plane's rows copied into the kernels' memory and back: 1.3–1.6 ms a 1536 × 1152 plane, against
 * 6.3 ms for the same loop in JavaScript.
 */
export interface Difference {
  of: Float32Array;
  scale: number;
  threshold: number;
  reaching: number[];
}

/**
 * The difference step's views onto the kernels' memory (their byte offsets are the kernel's
 * addresses): a block's rows of `of`, and the indices found.
 */
interface DifferenceSpace {
  plane: Float32Array;
  indices: Uint32Array;
}

/** The difference over samples [from, to) of `of`, whose blurred values are staged at blurredAt. */
function differenceRows(
  diff: Difference,
  blurredAt: number,
  from: number,
  to: number,
  space: DifferenceSpace,
) {
  const { of, scale, threshold, reaching } = diff;
  const { plane, indices } = space;
  plane.set(of.subarray(from, to));
  const found = kernels.difference(
    blurredAt,
    plane.byteOffset,
    to - from,
    scale,
    threshold,
    indices.byteOffset,
    from,
  );
  of.set(plane.subarray(0, to - from), from);
  for (let i = 0; i < found; i++) reaching.push(indices[i]!);
}

/**
 * One pass of `k` over the w × h plane given row by row, into `out`, by the WebAssembly kernels
 * (kernels.ts): rows are read, as the column blocks first need them, into a ring of 16 padded
 * rows in the kernels' memory, and each block's output rows are staged there and copied into
 * `out`. The ring stays in cache, and its padding keeps a block's 12 rows out of one L1 set (read
 * straight from a plane 1024 wide they are 4 KB apart: the columns of a 1024 × 768 plane took
 * 4.1 ms against 3.1 ms from the ring).
 *
 * The filters sum in float32 (decision 010): a pass of a 1536 × 1152 plane took 3.2–3.5 ms,
 * against 5.9 ms for the float64 sums of method 1.2.0. `columnsFirst` is the order of the two
 * filters. Rounding between them depends on it, and each caller keeps the order its method was
 * released with: Frangi (wrinkles) columns first, the pore scale space (pores) rows first. Rows
 * first, ring rows are filtered in place; columns first, the blocks go to four padded rows that
 * are then filtered. A last partial block overlaps the one above it (for h < 4, columns first
 * only, the rows past the end are computed and dropped). A source row is read before its output
 * row is written, so `out` may be the plane that `source` reads.
 */
function blurPass(
  source: RowSource,
  w: number,
  h: number,
  k: Taps,
  out: Float32Array,
  columnsFirst: boolean,
  difference?: Difference,
) {
  const { setTaps, filterRow, filterColumns } = kernels;
  setTaps(...k);
  const stride = w + 2 * PAD;
  // The kernels' memory, in bytes: the ring, the column block (columns first), four output rows,
  // the addresses of a block's 12 source rows, the difference's four rows and indices, and the
  // source's space.
  const ringAt = 0;
  const blockAt = ringAt + 4 * RING * stride;
  const stagedAt = blockAt + 4 * 4 * stride;
  const rowsAt = stagedAt + 4 * 4 * w;
  const planeAt = rowsAt + 4 * BLOCK_ROWS.length;
  const indicesAt = planeAt + 4 * 4 * w;
  const sourceAt = indicesAt + 4 * 4 * w;
  const memory = kernelMemory(sourceAt + sourceSpace(w));
  const rowAt = (at: number, r: number) => at + 4 * r * stride;
  const ringRows = Array.from(
    { length: RING },
    (_, r) => new Float32Array(memory, rowAt(ringAt, r), stride),
  );
  const blockRows = Array.from(
    { length: 4 },
    (_, r) => new Float32Array(memory, rowAt(blockAt, r), stride),
  );
  const staged = new Float32Array(memory, stagedAt, 4 * w);
  const rowAddresses = new Uint32Array(memory, rowsAt, BLOCK_ROWS.length);
  const space: DifferenceSpace = {
    plane: new Float32Array(memory, planeAt, 4 * w),
    indices: new Uint32Array(memory, indicesAt, 4 * w),
  };
  let read = 0;
  for (let y = 0; y < h; y += 4) {
    const y0 = Math.max(Math.min(y, h - 4), 0);
    for (const end = Math.min(y0 + 8, h); read < end; read++) {
      const r = read % RING;
      source(read, ringRows[r]!, sourceAt);
      if (columnsFirst) continue;
      padRow(ringRows[r]!, w);
      filterRow(rowAt(ringAt, r), rowAt(ringAt, r) + 4 * PAD, w);
    }
    for (let j = 0; j < BLOCK_ROWS.length; j++)
      rowAddresses[j] = rowAt(ringAt, mirror(y0 + BLOCK_ROWS[j]!, h) % RING) + 4 * PAD;
    // Output rows y0 + r for r in [first, last) are staged at row r, then copied into `out`.
    const first = y - y0;
    const last = Math.min(4, h - y0);
    if (columnsFirst) {
      filterColumns(rowsAt, blockAt + 4 * PAD, 4 * stride, w);
      for (let r = first; r < last; r++) {
        padRow(blockRows[r]!, w);
        filterRow(rowAt(blockAt, r), stagedAt + 4 * r * w, w);
      }
    } else filterColumns(rowsAt, stagedAt, 4 * w, w);
    out.set(staged.subarray(first * w, last * w), (y0 + first) * w);
    // While the block is in cache; from y, as the rows of an overlapping last block above y are
    // differences already.
    if (difference)
      differenceRows(difference, stagedAt + 4 * first * w, y * w, (y0 + 4) * w, space);
  }
}

/** Side of a plane sampled every `step` pixels. */
export const sampledSide = (side: number, step: 1 | 2) => Math.ceil(side / step);

/**
 * The w × h plane given row by row blurred by `k` into `out` (columns first). With `BOX3_CUBED`,
 * 5 ms at 1024 × 768 against 16 ms for the box cascade of σ = 1.5.
 */
export function separableBlur(
  source: RowSource,
  w: number,
  h: number,
  k: Taps,
  out: Float32Array = new Float32Array(w * h),
): Float32Array {
  blurPass(source, w, h, k, out, true);
  return out;
}

/** Largest variance of one pass of `gaussianOfVariance` (p = ⅓). */
const PASS_VARIANCE = 8 / 3;

/** [p, 1−2p, p]⁴, p = t/8: sum 1, variance t ≤ 8/3. */
export function varianceTaps(t: number): Taps {
  const p = t / 8;
  let k = [1];
  for (let factor = 0; factor < 4; factor++)
    k = Array.from(
      { length: k.length + 2 },
      (_, i) => p * (k[i - 2] ?? 0) + (1 - 2 * p) * (k[i - 1] ?? 0) + p * (k[i] ?? 0),
    );
  const [k0 = 1, k1 = 0, k2 = 0, k3 = 0, k4 = 0] = k.slice(PAD);
  return [k0, k1, k2, k3, k4];
}

/**
 * The w × h plane given row by row (h ≥ 4), blurred by a Gaussian of `variance` samples² into
 * `out`. With `difference`, whose plane must be the one blurred, the last pass also turns that
 * plane into the scaled difference of the two Gaussians.
 *
 * The blur is passes of the 9-tap kernel [p, 1−2p, p]⁴ in each direction. A pass has variance 8p
 * (variances add under convolution), so ⌈v / (8/3)⌉ passes give variance v exactly with p ≤ ⅓.
 * At p = ¼ the kernel is the binomial of order 8, and up to p = ¼ each 3-tap factor is a discrete
 * scale-space kernel, creating no new local extrema (Lindeberg 1990, IEEE PAMI 12:234–254); up to
 * p = ⅓ (four 3-pixel boxes) the kernel stays positive and unimodal with a non-negative spectrum,
 * and at variance 2.56 (p = 0.32) it is within 0.011 of the sampled Gaussian. One pass then
 * covers every blur of the pore scale space.
 */
export function gaussianOfVariance(
  source: RowSource,
  w: number,
  h: number,
  variance: number,
  out: Float32Array,
  difference?: Difference,
): Float32Array {
  if (h < 4) throw new RangeError(`a plane of ${h} rows is too small to blur`);
  const passes = Math.max(1, Math.ceil(variance / PASS_VARIANCE - 1e-9));
  const k = varianceTaps(variance / passes);
  for (let i = 0; i < passes; i++)
    blurPass(
      i ? planeRows(out, w) : source,
      w,
      h,
      k,
      out,
      false,
      i === passes - 1 ? difference : undefined,
    );
  return out;
}
