import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { align, kernelMemory, kernels } from './kernels.js';

export type Rgba = readonly [number, number, number, number];

const deflate = promisify(zlib.deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Writes one chunk (length, type, data, CRC of type and data) at `at`; returns the next offset. */
function writeChunk(out: Buffer, at: number, type: string, data: Uint8Array): number {
  out.writeUInt32BE(data.length, at);
  out.write(type, at + 4, 'latin1');
  out.set(data, at + 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(at + 4, at + 8 + data.length)), at + 8 + data.length);
  return at + 12 + data.length;
}

/**
 * The image data before compression: each scanline is its filter type byte (0, none) and the
 * row's indices, one byte each or, for two colours, packed 8 to a byte by the `packBits` kernel
 * (PNG bit depth 1, first pixel in the high bit; §7.2). Deflating 1.77 MB of one-byte indices
 * took 3.6–4.7 ms at 1536 × 1152, an eighth of them 0.15 ms.
 */
function scanlines(indices: Uint8Array, width: number, height: number, depth: 1 | 8) {
  const rowBytes = Math.ceil((width * depth) / 8);
  const raw = new Uint8Array((rowBytes + 1) * height);
  if (depth === 8) {
    for (let y = 0; y < height; y++)
      raw.set(indices.subarray(y * width, (y + 1) * width), y * (rowBytes + 1) + 1);
    return raw;
  }
  // The kernels' memory: a row of indices and the 15 zeros after it that packBits reads, then
  // the packed row (rounded up to 2 bytes).
  const packedAt = align(width + 15);
  const memory = kernelMemory(packedAt + rowBytes + 2);
  const row = new Uint8Array(memory, 0, packedAt);
  const packed = new Uint8Array(memory, packedAt, rowBytes);
  row.fill(0);
  for (let y = 0; y < height; y++) {
    row.set(indices.subarray(y * width, (y + 1) * width));
    kernels.packBits(0, packedAt, width);
    raw.set(packed, y * (rowBytes + 1) + 1);
  }
  return raw;
}

/**
 * An indexed-colour PNG (colour type 3, PLTE + tRNS, no metadata) of one palette index per
 * pixel. Overlays have 2 to 256 colours, so this is a quarter of the RGBA bytes to filter and
 * compress. Written here on node:zlib because no maintained package did it fast: sharp takes no
 * indexed input (RGBA through libimagequant instead) and fast-png 8's pure-JS deflate took 20 ms
 * for a 768×576 heatmap and 10 ms for a mask, against 5 and 1 ms here. No row filter and the
 * run-length strategy: masks and rings are long runs, and a noisy heatmap gained little from
 * either (PNG, 2nd ed. 2003: chunks §11, filters §9).
 */
export async function encodeIndexedPng(
  indices: Uint8Array,
  width: number,
  height: number,
  palette: readonly Rgba[],
): Promise<Buffer> {
  if (indices.length !== width * height) throw new RangeError('indices do not match the size');
  const depth = palette.length === 2 ? 1 : 8;
  return encodeScanlines(scanlines(indices, width, height, depth), width, height, depth, palette);
}

/**
 * An indexed-colour PNG of scanlines already packed at `depth` bits a pixel, each row led by its
 * filter type byte 0 (for callers that pack from bit masks, as the outlined overlays do).
 */
export async function encodeScanlines(
  raw: Uint8Array,
  width: number,
  height: number,
  depth: 1 | 2 | 8,
  palette: readonly Rgba[],
): Promise<Buffer> {
  if (palette.length < 1 || palette.length > 2 ** depth) throw new RangeError('too many colours');
  if (raw.length !== (Math.ceil((width * depth) / 8) + 1) * height)
    throw new RangeError('scanlines do not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, 3, 0, 0, 0], 8); // bits, indexed, deflate, no filter choice, no interlace
  const plte = new Uint8Array(palette.length * 3);
  palette.forEach(([r, g, b], k) => plte.set([r, g, b], k * 3));
  // tRNS lists alphas up to the last non-opaque entry; later entries are opaque.
  let alphas = palette.length;
  while (alphas > 0 && palette[alphas - 1]![3] === 255) alphas--;
  const trns = Uint8Array.from(palette.slice(0, alphas), (c) => c[3]);
  const idat = await deflate(raw, {
    level: 1,
    strategy: zlib.constants.Z_RLE,
  });
  const chunks: [string, Uint8Array][] = [
    ['IHDR', header],
    ['PLTE', plte],
  ];
  if (alphas) chunks.push(['tRNS', trns]);
  chunks.push(['IDAT', idat], ['IEND', new Uint8Array(0)]);
  // One buffer of its own (never a slice of Node's shared pool): workers transfer it.
  const out = Buffer.allocUnsafeSlow(
    SIGNATURE.length + chunks.reduce((n, [, data]) => n + 12 + data.length, 0),
  );
  out.set(SIGNATURE, 0);
  let at = SIGNATURE.length;
  for (const [type, data] of chunks) at = writeChunk(out, at, type, data);
  return out;
}
