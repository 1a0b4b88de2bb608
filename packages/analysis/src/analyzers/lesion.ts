import { channelPlane, labPlanes, rgbToLab } from '../image/color.js';
import { gaussianBlur, otsuThreshold, splitMeans } from '../image/filters.js';
import { fillHoles, largestComponent, type Mask } from '../image/mask.js';
import { close, open } from '../image/morphology.js';
import { maskOverlay } from '../image/overlay.js';
import { shapeFeatures, type ShapeFeatures } from './shape.js';
import { q, type AnalyzerContext, type Quantity } from './types.js';

export interface LesionSegmentation {
  mask: Mask;
  threshold: number;
  /** Smoothed blue channel the threshold was applied to. */
  plane: Float32Array;
  shape: ShapeFeatures | null;
  warnings: string[];
}

/**
 * Otsu on the smoothed blue channel (B4), lesion = values ≤ t (darker than skin), then
 * closing/opening, largest component and hole filling. Flags masks touching the border or
 * covering < 1 % or > 80 % of the frame.
 */
export function segmentLesion(ctx: AnalyzerContext): LesionSegmentation {
  const { width: w, height: h } = ctx.img;
  const plane = gaussianBlur(channelPlane(ctx.img, 2), w, h, 2);
  // Rounded levels, clamped to 0..255 (the same test against t ≤ 254 as the unclamped level).
  // Counted in a second loop, as in quantilesWithin (faster than counting in the same loop).
  const levels = new Uint8Array(plane.length);
  for (let i = 0; i < plane.length; i++)
    levels[i] = Math.max(0, Math.min(255, Math.round(plane[i]!)));
  const hist = new Uint32Array(256);
  for (let i = 0; i < levels.length; i++) hist[levels[i]!]!++;
  const { t } = otsuThreshold(hist);
  let mask: Mask = new Uint8Array(plane.length);
  for (let i = 0; i < plane.length; i++) mask[i] = levels[i]! <= t ? 1 : 0;
  mask = open(close(mask, w, h, 2), w, h, 2);
  mask = fillHoles(largestComponent(mask, w, h), w, h);
  const shape = shapeFeatures(mask, w, h);
  const warnings: string[] = [];
  const frac = (shape?.area ?? 0) / (w * h);
  if (!shape) warnings.push('no lesion found');
  else {
    if (shape.touchesBorder)
      warnings.push('lesion mask touches the image border: measurements are truncated');
    if (frac < 0.01) warnings.push('lesion mask covers < 1 % of the frame');
    if (frac > 0.8)
      warnings.push('lesion mask covers > 80 % of the frame: segmentation is doubtful');
  }
  return { mask, threshold: t, plane, shape, warnings };
}

/** Reference colours (own set, no agreed numeric definition exists: B5). */
export const COLOUR_SET = 'dermadesk-ref6-v1';
const REFERENCE_COLOURS = [
  ['white', [235, 230, 225]],
  ['red', [190, 50, 50]],
  ['light brown', [170, 115, 75]],
  ['dark brown', [95, 55, 35]],
  ['blue-grey', [95, 110, 130]],
  ['black', [25, 22, 22]],
] as const;
const REFERENCE_LAB = REFERENCE_COLOURS.map(
  ([name, [r, g, b]]) => [name, rgbToLab(r, g, b)] as const,
);

/** Number of reference colours holding at least `minShare` of lesion pixels. */
export function colourCount(
  ctx: AnalyzerContext,
  mask: Mask,
  minShare = 0.05,
): { count: number; present: string[] } {
  const { L, a, b } = labPlanes(ctx.img);
  const counts = new Array<number>(REFERENCE_LAB.length).fill(0);
  let n = 0;
  const skinL = splitMeans(L, mask).outside;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    let best = 0;
    let bestD = Infinity;
    for (let k = 0; k < REFERENCE_LAB.length; k++) {
      const lab = REFERENCE_LAB[k]![1];
      const d = (L[i]! - lab[0]) ** 2 + (a[i]! - lab[1]) ** 2 + (b[i]! - lab[2]) ** 2;
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    }
    // White counts only where lighter than the surrounding skin (Stolz).
    if (best === 0 && (L[i] ?? 0) <= skinL) continue;
    counts[best] = (counts[best] ?? 0) + 1;
    n++;
  }
  const present = REFERENCE_LAB.filter((_, k) => n > 0 && (counts[k] ?? 0) / n >= minShare).map(
    ([name]) => name,
  );
  return { count: present.length, present };
}

/**
 * Abrupt-edge sectors: the boundary is split into 8 sectors around the centroid; a sector is
 * abrupt when the mean gradient across its boundary pixels exceeds `ratio` × the lesion/skin
 * contrast per pixel. A measurement aid for the TDS border input, not Stolz's visual criterion.
 */
export function abruptBorderSectors(
  seg: LesionSegmentation,
  w: number,
  h: number,
  ratio = 0.1,
): number {
  const { mask, plane, shape } = seg;
  if (!shape) return 0;
  const means = splitMeans(plane, mask);
  const contrast = Math.abs(means.outside - means.inside);
  if (!(contrast > 0)) return 0;
  const sum = new Float64Array(8);
  const cnt = new Float64Array(8);
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (!mask[i] || (mask[i - 1] && mask[i + 1] && mask[i - w] && mask[i + w])) continue;
      const gx = ((plane[i + 1] ?? 0) - (plane[i - 1] ?? 0)) / 2;
      const gy = ((plane[i + w] ?? 0) - (plane[i - w] ?? 0)) / 2;
      const angle = Math.atan2(y - shape.centroid.y, x - shape.centroid.x) + Math.PI;
      const s = Math.min(7, Math.floor((angle / (2 * Math.PI)) * 8));
      sum[s] = (sum[s] ?? 0) + Math.hypot(gx, gy);
      cnt[s] = (cnt[s] ?? 0) + 1;
    }
  let abrupt = 0;
  for (let s = 0; s < 8; s++)
    if ((cnt[s] ?? 0) > 0 && (sum[s] ?? 0) / (cnt[s] ?? 1) / contrast > ratio) abrupt++;
  return abrupt;
}

/** Geometry quantities of a segmented lesion in original pixels and, when calibrated, mm. */
export function lesionQuantities(
  ctx: AnalyzerContext,
  shape: ShapeFeatures | null,
): Record<string, Quantity> {
  const s = ctx.img.scale;
  const mm = (px: number | null) => (px !== null && ctx.pxPerMm ? px / ctx.pxPerMm : null);
  const area = shape ? shape.area * s * s : null;
  const feret = shape ? shape.feretMax * s : null;
  const dEq = shape ? shape.equivalentDiameter * s : null;
  return {
    lesionAreaPx: q(area, 'px² (original)', 'lesion mask area'),
    lesionAreaMm2: q(
      area !== null && ctx.pxPerMm ? area / ctx.pxPerMm ** 2 : null,
      'mm²',
      'lesion area; null without scale',
    ),
    diameterPx: q(feret, 'px (original)', 'maximum Feret diameter'),
    diameterMm: q(mm(feret), 'mm', 'maximum Feret diameter; null without scale'),
    equivalentDiameterMm: q(
      mm(dEq),
      'mm',
      'diameter of the disc with the same area; null without scale',
    ),
    perimeterPx: q(
      shape ? shape.perimeter * s : null,
      'px (original)',
      'boundary length (4-neighbourhood weighted estimator)',
    ),
    compactnessIndex: q(
      shape?.compactness ?? null,
      'P²/(4πA)',
      '1 for a disc; larger for irregular outlines',
    ),
  };
}

export async function lesionMaskOverlay(ctx: AnalyzerContext, mask: Mask) {
  return maskOverlay(
    'lesion-mask',
    mask,
    ctx.img.width,
    ctx.img.height,
    [0, 255, 128, 120],
    'segmented lesion (Otsu, blue channel)',
  );
}
