import type { Mask } from './mask.js';
import { encodeIndexedPng, type Rgba } from './png.js';

/**
 * An image the UI blends over the photograph, scaled to it: PNG at working resolution (heatmaps at
 * half of it), no metadata.
 */
export interface Overlay {
  name: string;
  kind: 'mask' | 'heatmap' | 'markers';
  mediaType: 'image/png';
  width: number;
  height: number;
  png: Buffer;
  description: string;
}

const TRANSPARENT: Rgba = [0, 0, 0, 0];

async function toOverlay(
  name: string,
  kind: Overlay['kind'],
  indices: Uint8Array,
  palette: readonly Rgba[],
  width: number,
  height: number,
  description: string,
): Promise<Overlay> {
  const png = await encodeIndexedPng(indices, width, height, palette);
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
  // A mask holds 0/1 (mask.ts), which is already the palette index: no per-pixel pass.
  return toOverlay(name, 'mask', mask, [TRANSPARENT, colour], width, height, description);
}

/**
 * Ramp levels of the heatmap (palette entries 1..255; 0 is transparent). With 255 levels a step
 * is at most 2 of 255 per channel, the rounding of the former RGBA overlay, so the look is the same.
 */
const HEAT_LEVELS = 255;
const HEAT_ALPHA = 170;

/** Blue → yellow → red at t ∈ [0, 1]. */
function ramp(t: number): Rgba {
  return t < 0.5
    ? [Math.round(510 * t), Math.round(510 * t), Math.round(255 * (1 - 2 * t)), HEAT_ALPHA]
    : [255, Math.round(510 * (1 - t)), 0, HEAT_ALPHA];
}

const HEAT_PALETTE: readonly Rgba[] = [
  TRANSPARENT,
  ...Array.from({ length: HEAT_LEVELS }, (_, k) => ramp(k / (HEAT_LEVELS - 1))),
];

/** A heatmap keeps every HEATMAP_STEP-th pixel of every HEATMAP_STEP-th row of the image. */
export const HEATMAP_STEP = 2;

/** Side of a heatmap of an image side (odd sides round up). */
export const heatmapSide = (side: number) => Math.ceil(side / HEATMAP_STEP);

/**
 * Blue → yellow → red ramp of `values` between lo and hi, transparent outside `within` (working
 * size), at half the working resolution (`HEATMAP_STEP`, `heatmapSide`). A heatmap is a visual
 * aid the browser scales over the photograph, and at full size it was the costliest step of the
 * redness analysis after the colour planes (a 768×576 ramp is noise to deflate: 4 ms of ~35); the
 * mask overlays, which show what was counted, stay at full resolution.
 *
 * `values` is a plane of the working size, or (`valuesAt: 'heatmap'`) already one of the
 * heatmap's size, for callers that compute the values only where the heatmap reads them.
 */
export async function heatmapOverlay(
  name: string,
  values: Float32Array,
  within: Mask,
  width: number,
  height: number,
  range: readonly [lo: number, hi: number],
  description: string,
  valuesAt: 'working' | 'heatmap' = 'working',
): Promise<Overlay> {
  const [lo, hi] = range;
  const scale = (HEAT_LEVELS - 1) / (hi - lo || 1);
  const w = heatmapSide(width);
  const h = heatmapSide(height);
  const sampled = valuesAt === 'heatmap';
  const indices = new Uint8Array(w * h);
  for (let y = 0, o = 0; y < h; y++)
    for (let x = 0, i = HEATMAP_STEP * y * width; x < w; x++, o++, i += HEATMAP_STEP) {
      if (!within[i]) continue;
      const s = ((sampled ? values[o]! : values[i]!) - lo) * scale; // NaN: lowest level
      indices[o] = s > 0 ? (s < HEAT_LEVELS - 1 ? (s + 1.5) | 0 : HEAT_LEVELS) : 1;
    }
  return toOverlay(name, 'heatmap', indices, HEAT_PALETTE, w, h, description);
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
  const indices = new Uint8Array(width * height);
  for (const p of points) {
    const r = Math.max(2, p.r + 1);
    for (let a = 0; a < 64; a++) {
      const x = Math.round(p.x + r * Math.cos((a * Math.PI) / 32));
      const y = Math.round(p.y + r * Math.sin((a * Math.PI) / 32));
      if (x >= 0 && y >= 0 && x < width && y < height) indices[y * width + x] = 1;
    }
  }
  return toOverlay(name, 'markers', indices, [TRANSPARENT, colour], width, height, description);
}
