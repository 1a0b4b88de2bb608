// Frangi vesselness of frangi.ts from the Hessian norms, and its merge with the coarse scale
// (image-kernels.ts). Rows u, c and d are float32 rows above, at and below the row computed;
// `tables` holds the shape-term table (SHAPE_STEPS + 2 f64) and then e^(−j/256) (16·256 + 2 f64).

/** frangi.ts's NEGLIGIBLE: V below it is taken as 0 without computing it. */
const NEGLIGIBLE: f64 = 1.0 / 1024;
const SHAPE_STEPS: f64 = 4096;
const EXP_AT: usize = (4096 + 2) << 3;
const EXP_PER_UNIT: f64 = 256;

/** frangi.ts's expNeg: e^(−x) for x ≥ 0 interpolated in its table, 0 from x = 16. */
function expNeg(tables: usize, x: f64): f64 {
  const t = x * EXP_PER_UNIT;
  if (!(t < 16 * EXP_PER_UNIT)) return 0;
  const j = <i32>t;
  const p = tables + EXP_AT + ((<usize>j) << 3);
  const lo = load<f64>(p);
  return lo + (t - <f64>j) * (load<f64>(p, 8) - lo);
}

/**
 * V at byte offset x of row c for `strength` = k·S² (frangi.ts's vesselnessAt, in its order of
 * operations): the shape term of the 3×3 Hessian times 1 − e^(−strength), 0 unless its trace is
 * positive.
 */
function vesselnessAt(u: usize, c: usize, d: usize, x: usize, strength: f64, tables: usize): f64 {
  const centre = 2 * <f64>load<f32>(c + x);
  const xx = <f64>load<f32>(c + x - 4) + <f64>load<f32>(c + x + 4) - centre;
  const yy = <f64>load<f32>(u + x) + <f64>load<f32>(d + x) - centre;
  const trace = xx + yy;
  if (!(trace > 0)) return 0;
  const xy =
    0.25 *
    (<f64>load<f32>(d + x + 4) -
      <f64>load<f32>(d + x - 4) -
      <f64>load<f32>(u + x + 4) +
      <f64>load<f32>(u + x - 4));
  const diff = xx - yy;
  const root2 = diff * diff + 4 * xy * xy;
  const t = (root2 / (trace * trace + root2)) * SHAPE_STEPS;
  const j = <i32>t;
  const p = tables + ((<usize>j) << 3);
  const lo = load<f64>(p);
  const shape = lo + (t - <f64>j) * (load<f64>(p, 8) - lo);
  return shape * (1 - expNeg(tables, strength));
}

/**
 * V of the w pixels of row c from their S² (float32 at s2) and k: strength k·S², V taken as 0
 * below NEGLIGIBLE (so on the border, where S² is 0). Each pixel then takes the larger of its V
 * and the coarse V interpolated at it, as float32 at dst: the coarse rows a and b (cw float32
 * each) are averaged into `mid` (cw + 1 float32, the last repeated) when `odd`, else a is copied;
 * pixel 2j takes mid[j] and pixel 2j + 1 the mean of mid[j] and mid[j + 1]. A coarse row of
 * zeros leaves V alone.
 */
export function vesselnessRow(
  u: usize,
  c: usize,
  d: usize,
  s2: usize,
  w: i32,
  k: f64,
  tables: usize,
  a: usize,
  b: usize,
  odd: bool,
  cw: i32,
  mid: usize,
  dst: usize,
): void {
  const last = (<usize>cw) << 2;
  for (let j: usize = 0; j < last; j += 4)
    store<f32>(
      mid + j,
      odd ? <f32>(0.5 * (<f64>load<f32>(a + j) + <f64>load<f32>(b + j))) : load<f32>(a + j),
    );
  store<f32>(mid + last, load<f32>(mid + last - 4));
  const end = (<usize>w) << 2;
  for (let x: usize = 0, j: usize = 0; x < end; x += 8, j += 4) {
    const up = <f64>load<f32>(mid + j);
    const strength = k * <f64>load<f32>(s2 + x);
    store<f32>(
      dst + x,
      <f32>(strength < NEGLIGIBLE ? up : max(vesselnessAt(u, c, d, x, strength, tables), up)),
    );
    if (x + 4 == end) break;
    const between = 0.5 * (up + <f64>load<f32>(mid + j + 4));
    const next = k * <f64>load<f32>(s2 + x + 4);
    store<f32>(
      dst + x + 4,
      <f32>(next < NEGLIGIBLE ? between : max(vesselnessAt(u, c, d, x + 4, next, tables), between)),
    );
  }
}
