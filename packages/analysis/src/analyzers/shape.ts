import type { Mask } from '../image/mask.js';

/** Shape descriptors of one binary region (clinical-scoring.md B5), in working pixels. */
export interface ShapeFeatures {
  area: number;
  centroid: { x: number; y: number };
  /** Orientation of the major axis, radians: θ = ½·atan2(2μ11, μ20 − μ02). */
  orientation: number;
  /** skimage-style 4-neighbourhood weighted boundary length. */
  perimeter: number;
  equivalentDiameter: number;
  /** Largest distance between boundary pixel centres (on the convex hull). */
  feretMax: number;
  /** P²/(4πA): 1 for a disc, larger for irregular outlines. */
  compactness: number;
  /** |M xor M'|/|M| after reflection about the major and the minor axis (0 symmetric, max 2). */
  asymmetryMajor: number;
  asymmetryMinor: number;
  overlapMajor: number;
  overlapMinor: number;
  touchesBorder: boolean;
}

/** Rows and columns holding set pixels, inclusive (pixels outside are all clear). */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boundaryPixels(mask: Mask, w: number, h: number, box: Box): number[] {
  const out: number[] = [];
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!mask[i]) continue;
      const edge =
        x === 0 ||
        y === 0 ||
        x === w - 1 ||
        y === h - 1 ||
        !mask[i - 1] ||
        !mask[i + 1] ||
        !mask[i - w] ||
        !mask[i + w];
      if (edge) out.push(i);
    }
  return out;
}

/**
 * Perimeter as in scikit-image `perimeter(neighborhood=4)`: boundary pixels weighted by the
 * pattern of their neighbours (1, √2 or (1+√2)/2).
 */
function weightedPerimeter(mask: Mask, w: number, h: number, boundary: number[]): number {
  const at = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < w && y < h && mask[y * w + x] ? 1 : 0;
  const isB = new Uint8Array(w * h);
  for (const i of boundary) isB[i] = 1;
  const b = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < w && y < h ? (isB[y * w + x] ?? 0) : 0;
  let total = 0;
  for (const i of boundary) {
    const x = i % w;
    const y = (i - x) / w;
    if (!at(x, y)) continue;
    const v =
      1 +
      2 * (b(x - 1, y) + b(x + 1, y) + b(x, y - 1) + b(x, y + 1)) +
      10 * (b(x - 1, y - 1) + b(x + 1, y - 1) + b(x - 1, y + 1) + b(x + 1, y + 1));
    if ([5, 7, 15, 17, 25, 27].includes(v)) total += 1;
    else if (v === 21 || v === 33) total += Math.SQRT2;
    else if (v === 13 || v === 23) total += (1 + Math.SQRT2) / 2;
  }
  return total;
}

function convexHull(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const pt of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, pt) <= 0)
      lower.pop();
    lower.push(pt);
  }
  const upper: [number, number][] = [];
  for (const pt of p.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, pt) <= 0)
      upper.pop();
    upper.push(pt);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function reflectionOverlap(
  mask: Mask,
  w: number,
  h: number,
  box: Box,
  cx: number,
  cy: number,
  angle: number,
  area: number,
): number {
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  // R = 2uuᵀ − I reflects about the line through the centroid with direction u; points that
  // land outside the image count as not overlapping (the canvas is implicitly padded).
  const r00 = 2 * ux * ux - 1;
  const r01 = 2 * ux * uy;
  const r11 = 2 * uy * uy - 1;
  let both = 0;
  for (let yy = box.y0; yy <= box.y1; yy++)
    for (let xx = box.x0; xx <= box.x1; xx++) {
      if (!mask[yy * w + xx]) continue;
      const x = xx - cx;
      const y = yy - cy;
      const rx = Math.round(cx + r00 * x + r01 * y);
      const ry = Math.round(cy + r01 * x + r11 * y);
      if (rx >= 0 && ry >= 0 && rx < w && ry < h && mask[ry * w + rx]) both++;
    }
  return both / area;
}

/**
 * Shape of the set pixels. Every pass after the first stays within the mask's bounding box: a
 * lesion often covers a small part of the frame.
 */
export function shapeFeatures(mask: Mask, w: number, h: number): ShapeFeatures | null {
  let area = 0;
  let sx = 0;
  let sy = 0;
  const box: Box = { x0: w, y0: h, x1: -1, y1: -1 };
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++, i++)
      if (mask[i]) {
        if (++area === 1) box.y0 = y;
        sx += x;
        sy += y;
        if (x < box.x0) box.x0 = x;
        if (x > box.x1) box.x1 = x;
        box.y1 = y;
      }
  if (area === 0) return null;
  const cx = sx / area;
  const cy = sy / area;
  let m20 = 0;
  let m02 = 0;
  let m11 = 0;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++)
      if (mask[y * w + x]) {
        const dx = x - cx;
        const dy = y - cy;
        m20 += dx * dx;
        m02 += dy * dy;
        m11 += dx * dy;
      }
  const orientation = 0.5 * Math.atan2(2 * m11, m20 - m02);
  const boundary = boundaryPixels(mask, w, h, box);
  const perimeter = weightedPerimeter(mask, w, h, boundary);
  const hull = convexHull(boundary.map((i) => [i % w, Math.floor(i / w)]));
  let feretMax = 0;
  for (let a = 0; a < hull.length; a++)
    for (let b = a + 1; b < hull.length; b++)
      feretMax = Math.max(
        feretMax,
        Math.hypot(hull[a]![0] - hull[b]![0], hull[a]![1] - hull[b]![1]),
      );
  const overlapMajor = reflectionOverlap(mask, w, h, box, cx, cy, orientation, area);
  const overlapMinor = reflectionOverlap(mask, w, h, box, cx, cy, orientation + Math.PI / 2, area);
  const touchesBorder = boundary.some((i) => {
    const x = i % w;
    const y = (i - x) / w;
    return x === 0 || y === 0 || x === w - 1 || y === h - 1;
  });
  return {
    area,
    centroid: { x: cx, y: cy },
    orientation,
    perimeter,
    equivalentDiameter: 2 * Math.sqrt(area / Math.PI),
    feretMax,
    compactness: (perimeter * perimeter) / (4 * Math.PI * area),
    asymmetryMajor: 2 - 2 * overlapMajor,
    asymmetryMinor: 2 - 2 * overlapMinor,
    overlapMajor,
    overlapMinor,
    touchesBorder,
  };
}
