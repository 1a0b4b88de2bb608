// Weights and float64/float32 lane helpers shared by the kernels (image-kernels.ts).

// The kernel's weights c0..c4 (`setTaps`), rounded to float32 in four lanes for the blurs and in
// four i32 lanes for the box sums, whose weights are integers.
let k0 = f32x4.splat(0);
let k1 = f32x4.splat(0);
let k2 = f32x4.splat(0);
let k3 = f32x4.splat(0);
let k4 = f32x4.splat(0);
let j0 = i32x4.splat(0);
let j1 = i32x4.splat(0);
let j2 = i32x4.splat(0);
let j3 = i32x4.splat(0);
let j4 = i32x4.splat(0);

/**
 * Sets the weights of offsets 0..4 for the filters that follow (the i32 lanes hold them
 * truncated: exact for the box sums' integer weights, and not read by the blurs).
 */
export function setTaps(c0: f64, c1: f64, c2: f64, c3: f64, c4: f64): void {
  k0 = f32x4.splat(<f32>c0);
  k1 = f32x4.splat(<f32>c1);
  k2 = f32x4.splat(<f32>c2);
  k3 = f32x4.splat(<f32>c3);
  k4 = f32x4.splat(<f32>c4);
  j0 = i32x4.splat(<i32>c0);
  j1 = i32x4.splat(<i32>c1);
  j2 = i32x4.splat(<i32>c2);
  j3 = i32x4.splat(<i32>c3);
  j4 = i32x4.splat(<i32>c4);
}

/** Two float32 samples at p, widened to float64 lanes. */
export function pair(p: usize): v128 {
  return f64x2.promote_low_f32x4(v128.load64_zero(p));
}

/** Two float64 lanes rounded to float32 and stored at p. */
function storePair(p: usize, v: v128): void {
  v128.store64_lane(p, f32x4.demote_f64x2_zero(v), 0);
}

/**
 * The weights (`setTaps`) over nine consecutive vectors s0..s8 centred on s4, in lanes of T (f32
 * or i32): k0·s4 + k1·(s3 + s5) + k2·(s2 + s6) + k3·(s1 + s7) + k4·(s0 + s8), left to right,
 * each operation rounded to T.
 */
export function weighted<T>(
  s0: v128,
  s1: v128,
  s2: v128,
  s3: v128,
  s4: v128,
  s5: v128,
  s6: v128,
  s7: v128,
  s8: v128,
): v128 {
  const float = isFloat<T>(); // resolved when compiled
  let sum = v128.mul<T>(float ? k0 : j0, s4);
  sum = v128.add<T>(sum, v128.mul<T>(float ? k1 : j1, v128.add<T>(s3, s5)));
  sum = v128.add<T>(sum, v128.mul<T>(float ? k2 : j2, v128.add<T>(s2, s6)));
  sum = v128.add<T>(sum, v128.mul<T>(float ? k3 : j3, v128.add<T>(s1, s7)));
  return v128.add<T>(sum, v128.mul<T>(float ? k4 : j4, v128.add<T>(s0, s8)));
}

/** Lane 0 of two float64 lanes rounded to float32 and stored at p (the last of an odd row). */
function storeFirst(p: usize, v: v128): void {
  v128.store32_lane(p, f32x4.demote_f64x2_zero(v), 0);
}

/** Both lanes (storePair) or, where a row ends inside the pair, lane 0 (storeFirst). */
export function storeLanes(p: usize, v: v128, both: bool): void {
  if (both) storePair(p, v);
  else storeFirst(p, v);
}

/**
 * The first n lanes of four float32 lanes stored at p (all four for n ≥ 4): a row's last samples
 * are not followed by room for four.
 */
export function storeSamples(p: usize, v: v128, n: usize): void {
  if (n >= 4) {
    v128.store(p, v);
    return;
  }
  v128.store32_lane(p, v, 0);
  if (n > 1) v128.store32_lane(p, v, 1, 4);
  if (n > 2) v128.store32_lane(p, v, 2, 8);
}
