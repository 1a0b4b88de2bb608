/**
 * Resampling for a Gaussian pyramid as SIFT builds it (Lowe 2004): once a plane is smooth it
 * keeps every second sample, so that larger scales are blurred at a quarter of the cost. Coarse
 * planes stay coarse; a value between their samples is interpolated where it is needed.
 */

/** A plane on a grid `step` full-resolution pixels apart; its (0, 0) is pixel (0, 0). */
export interface GridPlane {
  data: Float32Array;
  w: number;
  h: number;
  step: number;
}

/**
 * Every second sample in both directions, into a plane from `alloc`; the plane must already be
 * smooth enough not to alias.
 */
export function decimate(
  { data, w, h, step }: GridPlane,
  alloc: (n: number) => Float32Array,
): GridPlane {
  const hw = Math.ceil(w / 2);
  const hh = Math.ceil(h / 2);
  const out = alloc(hw * hh);
  for (let v = 0; v < hh; v++)
    for (let u = 0, src = 2 * v * w; u < hw; u++, src += 2) out[v * hw + u] = data[src]!;
  return { data: out, w: hw, h: hh, step: step * 2 };
}

/** Bilinear value of a grid plane at full-resolution position (x, y), clamped to its samples. */
export function sampleAt({ data, w, h, step }: GridPlane, x: number, y: number): number {
  const u = Math.min(Math.max(x / step, 0), w - 1);
  const v = Math.min(Math.max(y / step, 0), h - 1);
  const u0 = Math.min(Math.floor(u), Math.max(w - 2, 0));
  const v0 = Math.min(Math.floor(v), Math.max(h - 2, 0));
  const tu = u - u0;
  const tv = v - v0;
  const i = v0 * w + u0;
  const du = w > 1 ? 1 : 0;
  const dv = h > 1 ? w : 0;
  const top = data[i]! + tu * (data[i + du]! - data[i]!);
  const bottom = data[i + dv]! + tu * (data[i + dv + du]! - data[i + dv]!);
  return top + tv * (bottom - top);
}
