import { lastWordBits, packMask, type BitMask } from './bit-mask.js';
import type { Mask } from './mask.js';
import { encodeIndexedPng, encodeScanlines, type Rgba } from './png.js';

export type Rgb = [number, number, number];

/**
 * What the overlay's colours mean, for the UI's legend: one colour and its outline (masks, rings),
 * or a ramp from `lo` to `hi` in `unit` (heatmaps; below `lo` transparent or the lowest colour).
 */
export type OverlayLegend =
  | { type: 'colour'; colour: Rgb; outline: Rgb }
  | {
      type: 'scale';
      colours: Rgb[];
      lo: number;
      hi: number;
      unit: string;
      belowLo: 'transparent' | 'lowest';
    };

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
  legend: OverlayLegend;
}

const TRANSPARENT: Rgba = [0, 0, 0, 0];
const OUTLINE_ALPHA = 230;

/**
 * Near-black around light colours, white around dark ones (relative luminance, WCAG 2), so a mask
 * or a ring stands out from both pale and dark skin.
 */
export function outlineFor([r, g, b]: Readonly<Rgb>): Rgb {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return y > 0.18 ? [20, 20, 20] : [255, 255, 255];
}

/**
 * The pixels outside `m` that touch it on a side: a one-pixel halo, so a filled area keeps its
 * fill and a one-pixel line or ring is framed on both sides. Word-wise, 32 pixels at a time.
 */
export function halo(m: BitMask): BitMask {
  const { bits, h, stride } = m;
  const out = new Int32Array(bits.length);
  const keep = lastWordBits(m.w);
  for (let y = 0, k = 0; y < h; y++)
    for (let j = 0; j < stride; j++, k++) {
      const b = bits[k]!;
      // Pixel x is bit x & 31: a pixel's left neighbour is one bit lower.
      const left = (b << 1) | (j > 0 ? bits[k - 1]! >>> 31 : 0);
      const right = (b >>> 1) | (j < stride - 1 ? bits[k + 1]! << 31 : 0);
      const up = y > 0 ? bits[k - stride]! : 0;
      const down = y < h - 1 ? bits[k + stride]! : 0;
      out[k] = (left | right | up | down) & ~b & (j === stride - 1 ? keep : -1);
    }
  return { ...m, bits: out };
}

/** Packed byte of four pixels from 4 bits of fill (low nibble) and 4 of halo: index 1 or 2. */
const TWO_BIT = Uint8Array.from({ length: 256 }, (_, key) => {
  let byte = 0;
  for (let p = 0; p < 4; p++)
    byte |= (((key >> p) & 1) | (((key >> (4 + p)) & 1) << 1)) << (6 - 2 * p);
  return byte;
});

/** PNG scanlines at 2 bits a pixel (first pixel in the high bits) of a fill and its halo. */
function twoBitScanlines(fill: BitMask, edge: BitMask): Uint8Array {
  const { w, h, stride } = fill;
  const rowBytes = Math.ceil(w / 4);
  const raw = new Uint8Array((rowBytes + 1) * h);
  for (let y = 0, k = 0; y < h; y++) {
    const row = y * (rowBytes + 1) + 1;
    for (let j = 0; j < stride; j++, k++) {
      const b = fill.bits[k]!;
      const e = edge.bits[k]!;
      if ((b | e) === 0) continue; // most words of an overlay
      const n = Math.min(8, rowBytes - 8 * j);
      for (let q = 0; q < n; q++)
        raw[row + 8 * j + q] = TWO_BIT[((b >>> (4 * q)) & 15) | (((e >>> (4 * q)) & 15) << 4)]!;
    }
  }
  return raw;
}

async function toOverlay(
  name: string,
  kind: Overlay['kind'],
  indices: Uint8Array,
  palette: readonly Rgba[],
  width: number,
  height: number,
  description: string,
  legend: OverlayLegend,
): Promise<Overlay> {
  const png = await encodeIndexedPng(indices, width, height, palette);
  return { name, kind, mediaType: 'image/png', width, height, png, description, legend };
}

/**
 * Shapes in `colour` framed by a contrasting halo, as a PNG of 2 bits a pixel made from bit masks:
 * 3.9 ms for a 1536 × 1152 disc (2.1 without the halo, at 1 bit), where outlining the bytes and
 * deflating them at 8 bits took 28.
 */
async function outlined(
  name: string,
  kind: 'mask' | 'markers',
  shapes: Mask,
  width: number,
  height: number,
  colour: Rgba,
  description: string,
): Promise<Overlay> {
  const [r, g, b] = colour;
  const edge = outlineFor([r, g, b]);
  const fill = packMask(shapes, width, height);
  const png = await encodeScanlines(twoBitScanlines(fill, halo(fill)), width, height, 2, [
    TRANSPARENT,
    colour,
    [...edge, OUTLINE_ALPHA],
  ]);
  return {
    name,
    kind,
    mediaType: 'image/png',
    width,
    height,
    png,
    description,
    legend: { type: 'colour', colour: [r, g, b], outline: edge },
  };
}

/** Transparent PNG with `colour` where the mask is set, outlined in a contrasting colour. */
export async function maskOverlay(
  name: string,
  mask: Mask,
  width: number,
  height: number,
  colour: Rgba,
  description: string,
): Promise<Overlay> {
  return outlined(name, 'mask', mask, width, height, colour, description);
}

/**
 * Ramp levels of the heatmap (palette entries 1..255; 0 is transparent). With 255 levels a step
 * is at most 2 of 255 per channel, the rounding of the former RGBA overlay, so the look is the same.
 */
const HEAT_LEVELS = 255;
const HEAT_ALPHA = 170;

const HEAT_STOPS: Rgb[] = [
  [0, 0, 255],
  [255, 255, 0],
  [255, 0, 0],
];

/** Blue → yellow → red at t ∈ [0, 1] (HEAT_STOPS). */
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
 * `legend` is the range as the clinician reads it (Δa* 5 to 25 for a range of absolute a*); with
 * `belowLo: 'transparent'` values at or under `lo` are not tinted, so only the finding is (redness
 * above the patient's own skin), not the whole photo.
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
  legend: { lo: number; hi: number; unit: string; belowLo?: 'transparent' | 'lowest' } = {
    lo: range[0],
    hi: range[1],
    unit: '',
  },
): Promise<Overlay> {
  const [lo, hi] = range;
  const belowLo = legend.belowLo ?? 'lowest';
  const floor = belowLo === 'transparent' ? 0 : 1;
  const scale = (HEAT_LEVELS - 1) / (hi - lo || 1);
  const w = heatmapSide(width);
  const h = heatmapSide(height);
  const sampled = valuesAt === 'heatmap';
  const indices = new Uint8Array(w * h);
  for (let y = 0, o = 0; y < h; y++)
    for (let x = 0, i = HEATMAP_STEP * y * width; x < w; x++, o++, i += HEATMAP_STEP) {
      if (!within[i]) continue;
      const s = ((sampled ? values[o]! : values[i]!) - lo) * scale;
      indices[o] = s > 0 ? (s < HEAT_LEVELS - 1 ? (s + 1.5) | 0 : HEAT_LEVELS) : floor; // NaN: floor
    }
  return toOverlay(name, 'heatmap', indices, HEAT_PALETTE, w, h, description, {
    type: 'scale',
    colours: HEAT_STOPS,
    lo: legend.lo,
    hi: legend.hi,
    unit: legend.unit,
    belowLo,
  });
}

/**
 * Rings at detected points (acne candidates, pores): two pixels wide, just outside the point's
 * radius, with a contrasting outline on both sides, so each counted point is visible on any skin
 * once the photo is scaled down to the screen.
 */
export async function markersOverlay(
  name: string,
  points: readonly { x: number; y: number; r: number }[],
  width: number,
  height: number,
  colour: Rgba,
  description: string,
): Promise<Overlay> {
  const indices = new Uint8Array(width * height);
  for (const p of points)
    for (const r of [Math.max(2, p.r + 1), Math.max(3, p.r + 2)]) {
      // Enough steps that neighbours on the circle are under a pixel apart.
      const steps = Math.max(64, Math.ceil(2 * Math.PI * r * 1.5));
      for (let a = 0; a < steps; a++) {
        const x = Math.round(p.x + r * Math.cos((2 * a * Math.PI) / steps));
        const y = Math.round(p.y + r * Math.sin((2 * a * Math.PI) / steps));
        if (x >= 0 && y >= 0 && x < width && y < height) indices[y * width + x] = 1;
      }
    }
  return outlined(name, 'markers', indices, width, height, colour, description);
}
