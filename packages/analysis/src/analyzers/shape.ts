import type { Box, Mask } from '../image/mask.js';

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

/** Weight of a boundary pixel by the code of its boundary neighbours (skimage `perimeter`). */
const PERIMETER_WEIGHT = (() => {
  const t = new Float64Array(50);
  for (const v of [5, 7, 15, 17, 25, 27]) t[v] = 1;
  for (const v of [21, 33]) t[v] = Math.SQRT2;
  for (const v of [13, 23]) t[v] = (1 + Math.SQRT2) / 2;
  return t;
})();

/** The box's boundary pixels (set, with a 4-neighbour clear or off the image) in raster order. */
interface Boundary {
  /** Pixel indices. */
  pixels: number[];
  /** 1 on boundary pixels, over the box grown by one pixel on every side. */
  map: Uint8Array;
}

function boundaryOf(mask: Mask, w: number, h: number, box: Box): Boundary {
  const bw = box.x1 - box.x0 + 3;
  const map = new Uint8Array(bw * (box.y1 - box.y0 + 3));
  const pixels: number[] = [];
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0, i = y * w + x; x <= box.x1; x++, i++) {
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
      if (!edge) continue;
      pixels.push(i);
      map[(y - box.y0 + 1) * bw + x - box.x0 + 1] = 1;
    }
  return { pixels, map };
}

/**
 * Perimeter as in scikit-image `perimeter(neighborhood=4)`: boundary pixels weighted by the
 * pattern of their boundary neighbours (1, √2 or (1+√2)/2), summed in raster order.
 */
function weightedPerimeter({ pixels, map }: Boundary, w: number, box: Box): number {
  const bw = box.x1 - box.x0 + 3;
  let total = 0;
  for (const i of pixels) {
    const x = i % w;
    const j = ((i - x) / w - box.y0 + 1) * bw + x - box.x0 + 1;
    const code =
      1 +
      2 * (map[j - 1]! + map[j + 1]! + map[j - bw]! + map[j + bw]!) +
      10 * (map[j - bw - 1]! + map[j - bw + 1]! + map[j + bw - 1]! + map[j + bw + 1]!);
    total += PERIMETER_WEIGHT[code]!;
  }
  return total;
}

const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function convexHull(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
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

/**
 * The first and last set pixel of each row: every vertex of the convex hull is one of them (a
 * pixel between two others of its row is not a vertex), and there are far fewer of them than
 * boundary pixels to sort.
 */
function rowEnds(mask: Mask, w: number, box: Box): [number, number][] {
  const out: [number, number][] = [];
  for (let y = box.y0; y <= box.y1; y++) {
    const row = y * w;
    let first = box.x0;
    while (first <= box.x1 && !mask[row + first]) first++;
    if (first > box.x1) continue;
    let last = box.x1;
    while (!mask[row + last]) last--;
    out.push([first, y]);
    if (last !== first) out.push([last, y]);
  }
  return out;
}

/**
 * Largest distance between two hull vertices. Coordinates are integers, so the squared
 * distances are exact and the hypotenuse is taken only for the longest (ties included, where the
 * last bit of Math.hypot can differ between pairs).
 */
function maxDistance(hull: [number, number][]): number {
  let best = 0;
  let bestSq = 0;
  for (let a = 0; a < hull.length; a++)
    for (let b = a + 1; b < hull.length; b++) {
      const dx = hull[a]![0] - hull[b]![0];
      const dy = hull[a]![1] - hull[b]![1];
      const sq = dx * dx + dy * dy;
      if (sq < bestSq) continue;
      best = sq > bestSq ? Math.hypot(dx, dy) : Math.max(best, Math.hypot(dx, dy));
      bestSq = sq;
    }
  return best;
}

/** R = 2uuᵀ − I, the reflection about a line with direction u = (cos a, sin a): r00, r01, r11. */
function reflection(a: number): readonly [number, number, number] {
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  return [2 * ux * ux - 1, 2 * ux * uy, 2 * uy * uy - 1];
}

/**
 * |M and M'| / |M| for M' the reflection of the mask about the line through the centroid at
 * `angle` and at `angle` + 90°, in one pass. Points that land outside the image count as not
 * overlapping (the canvas is implicitly padded).
 */
function reflectionOverlaps(
  mask: Mask,
  w: number,
  h: number,
  box: Box,
  cx: number,
  cy: number,
  angle: number,
  area: number,
): [major: number, minor: number] {
  const [a00, a01, a11] = reflection(angle);
  const [b00, b01, b11] = reflection(angle + Math.PI / 2);
  let major = 0;
  let minor = 0;
  for (let yy = box.y0; yy <= box.y1; yy++)
    for (let xx = box.x0; xx <= box.x1; xx++) {
      if (!mask[yy * w + xx]) continue;
      const x = xx - cx;
      const y = yy - cy;
      const ax = Math.round(cx + a00 * x + a01 * y);
      const ay = Math.round(cy + a01 * x + a11 * y);
      if (ax >= 0 && ay >= 0 && ax < w && ay < h && mask[ay * w + ax]) major++;
      const bx = Math.round(cx + b00 * x + b01 * y);
      const by = Math.round(cy + b01 * x + b11 * y);
      if (bx >= 0 && by >= 0 && bx < w && by < h && mask[by * w + bx]) minor++;
    }
  return [major / area, minor / area];
}

/**
 * Shape of the set pixels, all passes within `box`, their bounding box (y1 = −1 when there are
 * none; `largestFilledRegion` returns it, `setBounds` finds it): a lesion often covers a small
 * part of the frame, and the box also tells whether it touches the image edge.
 */
export function shapeFeatures(mask: Mask, w: number, h: number, box: Box): ShapeFeatures | null {
  if (box.y1 < 0) return null;
  let area = 0;
  let sx = 0;
  let sy = 0;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++)
      if (mask[y * w + x]) {
        area++;
        sx += x;
        sy += y;
      }
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
  const perimeter = weightedPerimeter(boundaryOf(mask, w, h, box), w, box);
  const feretMax = maxDistance(convexHull(rowEnds(mask, w, box)));
  const [overlapMajor, overlapMinor] = reflectionOverlaps(
    mask,
    w,
    h,
    box,
    cx,
    cy,
    orientation,
    area,
  );
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
    // A set pixel on the image edge is a boundary pixel there, and widens the box to the edge.
    touchesBorder: box.x0 === 0 || box.y0 === 0 || box.x1 === w - 1 || box.y1 === h - 1,
  };
}
