import { kernelMemory, kernels } from './kernels.js';

/**
 * sRGB (D65, 2° observer) → CIELAB, with the 6-decimal matrix of scikit-image's colorconv.py
 * (clinical-scoring.md B1). Values from an uncalibrated camera are "Lab assuming true sRGB".
 */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** sRGB 8-bit value → linear reflectance 0..1 (IEC 61966-2-1 transfer curve). */
export const SRGB_TO_LINEAR: Float32Array = (() => {
  const t = new Float32Array(256);
  for (let v = 0; v < 256; v++) {
    const c = v / 255;
    t[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  return t;
})();

/**
 * The products 0.299·v, 0.587·v and 0.114·v of BT.601 luma for every 8-bit v (red, green, blue),
 * the doubles JavaScript forms for 0.299 * r + 0.587 * g + 0.114 * b: the tables of the `lumaRow`
 * and `sampleRow` kernels.
 */
export const LUMA_TABLES = Float64Array.from({ length: 3 * 256 }, (_, i) => {
  const v = i & 255;
  return [0.299, 0.587, 0.114][i >> 8]! * v;
});

/** Linear sRGB (D65) → XYZ, rows X, Y, Z (scikit-image's 6-decimal matrix). */
const RGB_TO_XYZ = [
  [0.412453, 0.35758, 0.180423],
  [0.212671, 0.71516, 0.072169],
  [0.019334, 0.119193, 0.950227],
] as const;

const XN = 0.95047;
const ZN = 1.08883;
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

// f(t) tabulated on [0, 1.1] with linear interpolation for the per-pixel planes: the error is
// below 1e-6 in L*, and it avoids three cube roots per pixel.
const F_STEPS = 65536;
const F_MAX = 1.1;
const F_TABLE = (() => {
  const t = new Float64Array(F_STEPS + 2);
  for (let i = 0; i < t.length; i++) t[i] = f((i / F_STEPS) * F_MAX);
  return t;
})();
// Multiplications instead of the divisions of f's argument: 40 % faster planes, and over all
// 16.7 M sRGB colours the float32 planes came out identical (one b* differed by 7e-12).
const F_SCALE = F_STEPS / F_MAX;
const INV_XN = 1 / XN;
const INV_ZN = 1 / ZN;

/** Linear RGB (0..1) → CIELAB. */
export function linearRgbToLab(R: number, G: number, B: number): [number, number, number] {
  const [[xr, xg, xb], [yr, yg, yb], [zr, zg, zb]] = RGB_TO_XYZ;
  const fx = f((xr * R + xg * G + xb * B) / XN);
  const fy = f(yr * R + yg * G + yb * B);
  const fz = f((zr * R + zg * G + zb * B) / ZN);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  return linearRgbToLab(SRGB_TO_LINEAR[r] ?? 0, SRGB_TO_LINEAR[g] ?? 0, SRGB_TO_LINEAR[b] ?? 0);
}

export interface LabPlanes {
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

const labCache = new WeakMap<Uint8Array, Partial<LabPlanes>>();

/**
 * Each channel's term of one row of RGB_TO_XYZ by 8-bit value: the products rgbToLab forms per
 * pixel (weight × linear value, in float64), so that a pixel's X, Y and Z are three lookups and
 * two additions in the same order, the same doubles (7–17 % faster planes).
 */
function channelTerms([r, g, b]: readonly [number, number, number]) {
  const terms = (weight: number) => Float64Array.from(SRGB_TO_LINEAR, (v) => weight * v);
  return [terms(r), terms(g), terms(b)] as const;
}
const [XR, XG, XB] = channelTerms(RGB_TO_XYZ[0]);
const [YR, YG, YB] = channelTerms(RGB_TO_XYZ[1]);
const [ZR, ZG, ZB] = channelTerms(RGB_TO_XYZ[2]);

/**
 * The `labRows` kernel's tables, in its layout: the nine channel terms (X of red, green, blue,
 * then Y, then Z), then f(t). Copied into the kernels' memory per image (0.1 ms).
 */
const LAB_TABLES = (() => {
  const terms = [XR, XG, XB, YR, YG, YB, ZR, ZG, ZB];
  const t = new Float64Array(terms.length * 256 + F_TABLE.length);
  terms.forEach((table, k) => t.set(table, k * 256));
  t.set(F_TABLE, terms.length * 256);
  return t;
})();
const PLANE_NAMES = ['L', 'a', 'b'] as const;
const PLANE_BIT = { L: 1, a: 2, b: 4 } as const;

/** Pixels per call of `labRows`: its RGB and output rows stay in cache. */
const LAB_CHUNK = 8192;

/**
 * The named planes, by the `labRows` kernel (the arithmetic of rgbToLab with `channelTerms` and
 * the interpolated f), computing only the cube roots they need (L* f(Y), a* f(X) and f(Y), b*
 * f(Y) and f(Z)). At 768 × 576, copies included, a* alone took 4.5 ms and all three 9.2 ms,
 * against 6.0 and 10.5 ms for the same loops in JavaScript, among the costliest of an analysis.
 */
function computeLab(img: RgbImage, names: readonly (keyof LabPlanes)[]): Partial<LabPlanes> {
  const n = img.width * img.height;
  const rgbAt = LAB_TABLES.byteLength;
  const planeAt = (k: number) => rgbAt + 3 * LAB_CHUNK + 4 * LAB_CHUNK * k;
  const memory = kernelMemory(planeAt(3));
  new Float64Array(memory, 0, LAB_TABLES.length).set(LAB_TABLES);
  const rgb = new Uint8Array(memory, rgbAt, 3 * LAB_CHUNK);
  const staged = PLANE_NAMES.map((_, k) => new Float32Array(memory, planeAt(k), LAB_CHUNK));
  const planes: Partial<LabPlanes> = {};
  let bits = 0;
  for (const name of names) {
    planes[name] = new Float32Array(n);
    bits |= PLANE_BIT[name];
  }
  for (let start = 0; start < n; start += LAB_CHUNK) {
    const m = Math.min(LAB_CHUNK, n - start);
    rgb.set(img.data.subarray(3 * start, 3 * (start + m)));
    kernels.labRows(rgbAt, m, 0, F_SCALE, INV_XN, INV_ZN, bits, planeAt(0), planeAt(1), planeAt(2));
    PLANE_NAMES.forEach((name, k) => planes[name]?.set(staged[k]!.subarray(0, m), start));
  }
  return planes;
}

/** Per-pixel L*, a*, b* planes, computed once per working image and shared by all analyses. */
export function labPlanes(img: RgbImage): LabPlanes {
  const cached = labCache.get(img.data);
  if (cached?.L && cached.a && cached.b) return cached as LabPlanes;
  if (!cached || (!cached.L && !cached.a && !cached.b)) {
    const planes = computeLab(img, PLANE_NAMES) as LabPlanes;
    labCache.set(img.data, planes);
    return planes;
  }
  return { L: labPlane(img, 'L'), a: labPlane(img, 'a'), b: labPlane(img, 'b') };
}

/** One CIELAB plane alone, cached like `labPlanes` (a third to a half of its cost). */
export function labPlane(img: RgbImage, name: keyof LabPlanes): Float32Array {
  let planes = labCache.get(img.data);
  if (!planes) labCache.set(img.data, (planes = {}));
  return (planes[name] ??= computeLab(img, [name])[name]!);
}

/**
 * Two-band log-reflectance indices (Takiwaki 1998; Yamamoto 2008; B2): EI = 100·log10(R/G),
 * MI = 100·log10(1/R) on linear reflectances. Without a white reference in the frame the
 * reflectance is relative to sRGB full scale, so the values are arbitrary units.
 */
export function erythemaIndex(rRed: number, rGreen: number): number {
  return 100 * Math.log10(rRed / rGreen);
}
export function melaninIndex(rRed: number): number {
  return 100 * Math.log10(1 / rRed);
}

/** Individual Typology Angle from mean L* and b* (B3); null when b* ≤ ε (out of domain). */
export function ita(L: number, b: number, eps = 1e-3): number | null {
  if (b <= eps) return null;
  return (Math.atan((L - 50) / b) * 180) / Math.PI;
}
