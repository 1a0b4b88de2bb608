/**
 * The WebAssembly SIMD image kernels (assembly/image-kernels.ts, decision 009) and the memory they
 * work in. The kernels read and write only that memory, at byte addresses the caller lays out
 * from 0 for one synchronous call (callers never nest); planes and tables outside it are copied
 * in and out a few rows at a time.
 */
import { IMAGE_KERNELS_WASM } from './kernels.wasm.js';

/**
 * Node's WebAssembly API as far as it is used here: @types/node 20 leaves it undeclared, and
 * lib.dom, which declares it, would bring the browser's globals with it.
 */
interface WebAssemblyApi {
  Module: new (binary: Uint8Array) => object;
  Instance: new (module: object) => { exports: unknown };
}
const { Module, Instance } = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

interface ImageKernels {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  /**
   * Sets the weights of offsets 0..4 of the symmetric kernel (rounded to float32 for the blurs;
   * integers for the box sums).
   */
  setTaps: (c0: number, c1: number, c2: number, c3: number, c4: number) => void;
  /**
   * w samples at src + 16 (4 samples of padding either side) filtered to w samples at dst in
   * float32; up to 3 samples past the padding are read.
   */
  filterRow: (src: number, dst: number, w: number) => void;
  /**
   * Four output rows, r at dst + r·stride, from the 12 source rows whose u32 addresses are at
   * rows, in float32; up to 3 samples past w are read in each source row.
   */
  filterColumns: (rows: number, dst: number, stride: number, w: number) => void;
  /**
   * d = (blurred − plane)·scale in float32 (scale and threshold rounded to float32) over n samples
   * written over `plane`; the index first + i of each d ≥ threshold written at `indices` (u32).
   * Returns their number. Up to 3 samples past n of each input are read.
   */
  difference: (
    blurred: number,
    plane: number,
    n: number,
    scale: number,
    threshold: number,
    indices: number,
    first: number,
  ) => number;
  /** One channel of w interleaved pixels at bytes (channels apart) as i32 at dst. */
  channelRow: (bytes: number, channels: number, w: number, dst: number) => void;
  /** The w i32 samples at src + 16 (4 of padding either side, 3 more read) weighted into dst. */
  sumRow: (src: number, dst: number, w: number) => void;
  /** One row of w sums at dst from the 9 rows whose u32 addresses are at rows (3 more readable). */
  sumColumns: (rows: number, dst: number, w: number) => void;
  /**
   * Bit mask (bit-mask.ts's layout, at dst) of the w × h bytes at `values` in [lo, hi]; up to 31
   * bytes past them are read.
   */
  packRange: (values: number, w: number, h: number, lo: number, hi: number, dst: number) => void;
  /** n values of 0 or 1 at src packed 8 to a byte at dst, first in the high bit (16 at a time). */
  packBits: (src: number, dst: number, n: number) => void;
  /**
   * Skin-like bits (and the others, as background bits) of w RGB pixels at rgb by the u16 table
   * of blue intervals at ranges, as u32 words from bit 0; returns the skin-like count.
   */
  skinRow: (rgb: number, w: number, ranges: number, skin: number, background: number) => number;
  /**
   * CIELAB of n RGB pixels at rgb into the float32 planes L, a, b whose bits (1, 2, 4) are set in
   * `planes`, by color.ts's tables at `tables`.
   */
  labRows: (
    rgb: number,
    n: number,
    tables: number,
    scale: number,
    invXn: number,
    invZn: number,
    planes: number,
    L: number,
    a: number,
    b: number,
  ) => void;
  /**
   * S² of the 3×3 Hessian at pixels 1 … w − 2 of row c (rows u above, d below) as float32 at
   * dst; returns the largest. For an odd w one float32 past each row is read.
   */
  hessianRow: (u: number, c: number, d: number, dst: number, w: number) => number;
  /**
   * Frangi V of the w pixels of row c (rows u above, d below) from their S² at s2 and k, by the
   * shape and e^(−x) tables at `tables` (0 where k·S² is negligible), each then the larger of it
   * and the coarse V interpolated from rows a and b (cw float32; b only for an odd row) through
   * `mid` (cw + 1 float32), as float32 at dst.
   */
  vesselnessRow: (
    u: number,
    c: number,
    d: number,
    s2: number,
    w: number,
    k: number,
    tables: number,
    a: number,
    b: number,
    odd: number,
    cw: number,
    mid: number,
    dst: number,
  ) => void;
  /** BT.601 luma of w RGB pixels at rgb as float32 at dst, by the f64 product tables at tables. */
  lumaRow: (rgb: number, tables: number, dst: number, w: number) => void;
  /**
   * The n pixels of the RGB row at rgb whose byte offsets (u32) are at `columns`: luma as float32
   * at dst (tables as lumaRow), linear values (f32 table at linear) added to the three f64 sums
   * at `sums`. Returns how many have a channel at 0 or 255.
   */
  sampleRow: (
    rgb: number,
    columns: number,
    n: number,
    luma: number,
    linear: number,
    dst: number,
    sums: number,
  ) => number;
  /**
   * Count, minimum and maximum (f64 at out) of the n float32 values at `values` where the byte at
   * mask is set (mask 0: all).
   */
  maskedRange: (values: number, mask: number, n: number, out: number) => void;
  /**
   * The n float32 values at `values` where the byte at mask is set (mask 0: all) counted into
   * bins ⌊(v − lo)/width⌋ of four u32 histograms of 4096 at hist, value i in histogram i mod 4.
   */
  histogram: (
    values: number,
    mask: number,
    n: number,
    lo: number,
    width: number,
    hist: number,
  ) => void;
  /** Sum and sum of squares of the Laplacian over the w × h float32 plane's interior, at sums. */
  laplacianSums: (src: number, w: number, h: number, sums: number) => void;
}

// Compiled once per thread (each analysis worker has its own instance and memory): 3 KB.
export const kernels = new Instance(new Module(Buffer.from(IMAGE_KERNELS_WASM, 'base64')))
  .exports as ImageKernels;

const PAGE = 65_536;

/** A byte offset rounded up to a multiple of 16, where a region of a layout starts on a vector. */
export const align = (at: number) => Math.ceil(at / 16) * 16;

/**
 * The kernels' memory, grown to hold at least `bytes`. Growing detaches every view onto the
 * previous buffer, so a caller takes its views after this call and drops them before the next.
 */
export function kernelMemory(bytes: number): ArrayBuffer {
  const { memory } = kernels;
  const missing = bytes - memory.buffer.byteLength;
  if (missing > 0) memory.grow(Math.ceil(missing / PAGE));
  return memory.buffer;
}
