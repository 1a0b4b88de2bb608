import sharp from 'sharp';

/** Test and benchmark helpers that draw images with known truth (no photographs committed). */
export type Rgb = readonly [number, number, number];

export const SKIN: Rgb = [224, 172, 150];

/** Deterministic PRNG (mulberry32) so that synthetic images are identical on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Canvas {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Every 8-bit sRGB colour once, 4096 × 4096: pixel c is red c >> 16, green (c >> 8) & 255 and
 * blue c & 255, so that a per-pixel test can be held to its definition over all 16.7 M colours.
 */
export function everyColour(): Canvas {
  const side = 4096;
  const data = new Uint8Array(side * side * 3);
  for (let c = 0; c < side * side; c++) {
    data[3 * c] = c >> 16;
    data[3 * c + 1] = (c >> 8) & 0xff;
    data[3 * c + 2] = c & 0xff;
  }
  return { data, width: side, height: side };
}

/** A uniform colour with ± `noise` per channel, like sensor noise on real skin. */
export function canvas(
  width: number,
  height: number,
  rgb: Rgb = SKIN,
  noise = 6,
  seed = 1,
): Canvas {
  const data = new Uint8Array(width * height * 3);
  const rnd = prng(seed);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) {
      const v = (rgb[c] ?? 0) + (rnd() * 2 - 1) * noise;
      data[i * 3 + c] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  return { data, width, height };
}

/** Paints every pixel whose centre satisfies `inside`; returns how many pixels were painted. */
export function paint(cv: Canvas, inside: (x: number, y: number) => boolean, rgb: Rgb): number {
  let n = 0;
  for (let y = 0; y < cv.height; y++)
    for (let x = 0; x < cv.width; x++) {
      if (!inside(x, y)) continue;
      const i = (y * cv.width + x) * 3;
      cv.data[i] = rgb[0];
      cv.data[i + 1] = rgb[1];
      cv.data[i + 2] = rgb[2];
      n++;
    }
  return n;
}

export const ellipse = (cx: number, cy: number, rx: number, ry: number) => (x: number, y: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

export const rect = (x0: number, y0: number, w: number, h: number) => (x: number, y: number) =>
  x >= x0 && x < x0 + w && y >= y0 && y < y0 + h;

export async function encode(cv: Canvas, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const s = sharp(cv.data, { raw: { width: cv.width, height: cv.height, channels: 3 } });
  if (format === 'jpeg') return s.jpeg({ quality: 95 }).toBuffer();
  if (format === 'webp') return s.webp({ lossless: true }).toBuffer();
  return s.png({ compressionLevel: 1 }).toBuffer();
}

/** Draws a straight line of the given thickness; returns nothing (truth is the geometry). */
export function line(
  cv: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  thickness: number,
  rgb: Rgb,
): void {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const half = thickness / 2;
  const minX = Math.max(0, Math.floor(Math.min(x0, x1) - half));
  const maxX = Math.min(cv.width - 1, Math.ceil(Math.max(x0, x1) + half));
  const minY = Math.max(0, Math.floor(Math.min(y0, y1) - half));
  const maxY = Math.min(cv.height - 1, Math.ceil(Math.max(y0, y1) + half));
  for (let y = minY; y <= maxY; y++)
    for (let x = minX; x <= maxX; x++) {
      const t = Math.max(
        0,
        Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / (len * len || 1)),
      );
      if (Math.hypot(x - (x0 + t * (x1 - x0)), y - (y0 + t * (y1 - y0))) > half) continue;
      const i = (y * cv.width + x) * 3;
      cv.data.set(rgb, i);
    }
}
