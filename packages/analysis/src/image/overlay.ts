import sharp from 'sharp';
import type { Mask } from './mask.js';

/** An image the UI blends over the photograph; PNG at working resolution, no metadata. */
export interface Overlay {
  name: string;
  kind: 'mask' | 'heatmap' | 'markers';
  mediaType: 'image/png';
  width: number;
  height: number;
  png: Buffer;
  description: string;
}

type Rgba = readonly [number, number, number, number];

async function toOverlay(
  name: string,
  kind: Overlay['kind'],
  rgba: Uint8Array,
  width: number,
  height: number,
  description: string,
): Promise<Overlay> {
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
  return { name, kind, mediaType: 'image/png', width, height, png, description };
}

/** Transparent PNG with `colour` where the mask is set. */
export async function maskOverlay(
  name: string,
  mask: Mask,
  width: number,
  height: number,
  colour: Rgba,
  description: string,
): Promise<Overlay> {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < mask.length; i++) if (mask[i]) rgba.set(colour, i * 4);
  return toOverlay(name, 'mask', rgba, width, height, description);
}

/** Blue → yellow → red ramp of `values` between lo and hi, transparent outside `within`. */
export async function heatmapOverlay(
  name: string,
  values: Float32Array,
  within: Mask,
  width: number,
  height: number,
  range: readonly [lo: number, hi: number],
  description: string,
): Promise<Overlay> {
  const [lo, hi] = range;
  const rgba = new Uint8Array(width * height * 4);
  const span = hi - lo || 1;
  for (let i = 0; i < values.length; i++) {
    if (!within[i]) continue;
    const t = Math.max(0, Math.min(1, ((values[i] ?? 0) - lo) / span));
    const o = i * 4;
    rgba[o] = t < 0.5 ? 510 * t : 255;
    rgba[o + 1] = t < 0.5 ? 510 * t : 510 * (1 - t);
    rgba[o + 2] = t < 0.5 ? 255 * (1 - 2 * t) : 0;
    rgba[o + 3] = 170;
  }
  return toOverlay(name, 'heatmap', rgba, width, height, description);
}

/** Rings at detected points (acne candidates, pores). */
export async function markersOverlay(
  name: string,
  points: readonly { x: number; y: number; r: number }[],
  width: number,
  height: number,
  colour: Rgba,
  description: string,
): Promise<Overlay> {
  const rgba = new Uint8Array(width * height * 4);
  for (const p of points) {
    const r = Math.max(2, p.r + 1);
    for (let a = 0; a < 64; a++) {
      const x = Math.round(p.x + r * Math.cos((a * Math.PI) / 32));
      const y = Math.round(p.y + r * Math.sin((a * Math.PI) / 32));
      if (x >= 0 && y >= 0 && x < width && y < height) rgba.set(colour, (y * width + x) * 4);
    }
  }
  return toOverlay(name, 'markers', rgba, width, height, description);
}
