/**
 * Resampling for a Gaussian pyramid as SIFT builds it (Lowe 2004): once a plane is smooth it
 * keeps every second sample, so that larger scales are blurred at a quarter of the cost; a coarse
 * plane is interpolated back to full resolution where full-resolution neighbours are compared.
 */

/** A plane on a grid `step` full-resolution pixels apart; its (0, 0) is pixel (0, 0). */
export interface GridPlane {
  data: Float32Array;
  w: number;
  h: number;
  step: number;
}

/** Every second sample in both directions; the plane must already be smooth enough not to alias. */
export function decimate({ data, w, h, step }: GridPlane): GridPlane {
  const hw = Math.ceil(w / 2);
  const hh = Math.ceil(h / 2);
  const out = new Float32Array(hw * hh);
  for (let v = 0; v < hh; v++)
    for (let u = 0, src = 2 * v * w; u < hw; u++, src += 2) out[v * hw + u] = data[src]!;
  return { data: out, w: hw, h: hh, step: step * 2 };
}

/** Sample positions and weights of bilinear interpolation from a grid of n samples to m pixels. */
function bilinearTaps(n: number, m: number, step: number) {
  const at = new Int32Array(m);
  const t = new Float32Array(m);
  for (let x = 0; x < m; x++) {
    const u = Math.min(x / step, n - 1);
    at[x] = Math.min(Math.floor(u), Math.max(n - 2, 0));
    t[x] = n > 1 ? u - at[x]! : 0;
  }
  return { at, t, next: n > 1 ? 1 : 0 };
}

/** Bilinear interpolation of a grid plane back to full resolution w × h. */
export function expand(
  { data, w: gw, h: gh, step }: GridPlane,
  w: number,
  h: number,
): Float32Array {
  const cols = bilinearTaps(gw, w, step);
  const rows = bilinearTaps(gh, h, step);
  const wide = new Float32Array(gh * w);
  for (let v = 0; v < gh; v++)
    for (let x = 0; x < w; x++) {
      const a = v * gw + cols.at[x]!;
      wide[v * w + x] = data[a]! + cols.t[x]! * (data[a + cols.next]! - data[a]!);
    }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const a = rows.at[y]! * w;
    const b = a + rows.next * w;
    const t = rows.t[y]!;
    for (let x = 0; x < w; x++) out[y * w + x] = wide[a + x]! + t * (wide[b + x]! - wide[a + x]!);
  }
  return out;
}
