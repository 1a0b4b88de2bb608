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
function fFast(t: number): number {
  const x = t * F_SCALE;
  const i = x | 0;
  if (i < 0 || i > F_STEPS) return f(t);
  const lo = F_TABLE[i]!;
  return lo + (F_TABLE[i + 1]! - lo) * (x - i);
}

/** Linear RGB (0..1) → CIELAB. */
export function linearRgbToLab(R: number, G: number, B: number): [number, number, number] {
  const fx = f((0.412453 * R + 0.35758 * G + 0.180423 * B) / XN);
  const fy = f(0.212671 * R + 0.71516 * G + 0.072169 * B);
  const fz = f((0.019334 * R + 0.119193 * G + 0.950227 * B) / ZN);
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

/** All three planes in one pass (the inlined arithmetic of rgbToLab). */
function computeLab(img: RgbImage): LabPlanes {
  const n = img.width * img.height;
  const d = img.data;
  const lin = SRGB_TO_LINEAR;
  const planes = { L: new Float32Array(n), a: new Float32Array(n), b: new Float32Array(n) };
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const R = lin[d[j]!]!;
    const G = lin[d[j + 1]!]!;
    const B = lin[d[j + 2]!]!;
    const fx = fFast((0.412453 * R + 0.35758 * G + 0.180423 * B) * INV_XN);
    const fy = fFast(0.212671 * R + 0.71516 * G + 0.072169 * B);
    const fz = fFast((0.019334 * R + 0.119193 * G + 0.950227 * B) * INV_ZN);
    planes.L[i] = 116 * fy - 16;
    planes.a[i] = 500 * (fx - fy);
    planes.b[i] = 200 * (fy - fz);
  }
  return planes;
}

/**
 * One plane with only the cube roots it needs (L* f(Y), a* f(X) and f(Y), b* f(Y) and f(Z)):
 * most analyzers read one plane, and this loop is among the costliest of an analysis. The values
 * equal `computeLab`'s.
 */
function computeLabPlane(img: RgbImage, name: keyof LabPlanes): Float32Array {
  const n = img.width * img.height;
  const d = img.data;
  const lin = SRGB_TO_LINEAR;
  const out = new Float32Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const R = lin[d[j]!]!;
    const G = lin[d[j + 1]!]!;
    const B = lin[d[j + 2]!]!;
    const fy = fFast(0.212671 * R + 0.71516 * G + 0.072169 * B);
    if (name === 'L') out[i] = 116 * fy - 16;
    else if (name === 'a')
      out[i] = 500 * (fFast((0.412453 * R + 0.35758 * G + 0.180423 * B) * INV_XN) - fy);
    else out[i] = 200 * (fy - fFast((0.019334 * R + 0.119193 * G + 0.950227 * B) * INV_ZN));
  }
  return out;
}

/** Per-pixel L*, a*, b* planes, computed once per working image and shared by all analyses. */
export function labPlanes(img: RgbImage): LabPlanes {
  const cached = labCache.get(img.data);
  if (cached?.L && cached.a && cached.b) return cached as LabPlanes;
  if (!cached || (!cached.L && !cached.a && !cached.b)) {
    const planes = computeLab(img);
    labCache.set(img.data, planes);
    return planes;
  }
  return { L: labPlane(img, 'L'), a: labPlane(img, 'a'), b: labPlane(img, 'b') };
}

/** One CIELAB plane alone, cached like `labPlanes` (a third to a half of its cost). */
export function labPlane(img: RgbImage, name: keyof LabPlanes): Float32Array {
  let planes = labCache.get(img.data);
  if (!planes) labCache.set(img.data, (planes = {}));
  return (planes[name] ??= computeLabPlane(img, name));
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
