// The quality gate's kernels (quality/image-sample.ts): its nearest-neighbour sample of the
// working image, and the variance of the Laplacian over that sample (image-kernels.ts).

/**
 * The n pixels whose byte offsets (u32) into the RGB row at rgb are at `columns`: BT.601 luma as
 * float32 at dst, from the f64 product tables at `luma` (as `lumaRow`); their linear values (the
 * f32 table at `linear`) added to the three f64 sums at `sums` (red, green, blue) pixel by pixel.
 * Returns how many have a channel at 0 or 255.
 */
export function sampleRow(
  rgb: usize,
  columns: usize,
  n: i32,
  luma: usize,
  linear: usize,
  dst: usize,
  sums: usize,
): i32 {
  let r = load<f64>(sums);
  let g = load<f64>(sums, 8);
  let b = load<f64>(sums, 16);
  let clipped = 0;
  for (let x: usize = 0; x < <usize>n; x++) {
    const p = rgb + <usize>load<u32>(columns + (x << 2));
    const vr = <usize>load<u8>(p);
    const vg = <usize>load<u8>(p, 1);
    const vb = <usize>load<u8>(p, 2);
    const y =
      load<f64>(luma + (vr << 3)) +
      load<f64>(luma + 2048 + (vg << 3)) +
      load<f64>(luma + 4096 + (vb << 3));
    store<f32>(dst + (x << 2), <f32>y);
    // v + 1 wraps to 0 at 255 and is 1 at 0: a channel is clipped when that byte is below 2.
    clipped += <i32>((((vr + 1) & 255) < 2) | (((vg + 1) & 255) < 2) | (((vb + 1) & 255) < 2));
    r += <f64>load<f32>(linear + (vr << 2));
    g += <f64>load<f32>(linear + (vg << 2));
    b += <f64>load<f32>(linear + (vb << 2));
  }
  store<f64>(sums, r);
  store<f64>(sums, g, 8);
  store<f64>(sums, b, 16);
  return clipped;
}

/**
 * The sum and the sum of squares (two f64 at `sums`) of the 4-neighbour Laplacian
 * ((left + right) + up) + down − 4·centre over the interior of the w × h float32 plane at src,
 * row by row in float64.
 */
export function laplacianSums(src: usize, w: i32, h: i32, sums: usize): void {
  let sum = 0.0;
  let sumSq = 0.0;
  const stride = (<usize>w) << 2;
  for (let y = 1; y < h - 1; y++) {
    const row = src + <usize>y * stride;
    // Signed bounds: a sample 0 or 1 wide has no interior.
    for (let x = 1; x < w - 1; x++) {
      const p = row + ((<usize>x) << 2);
      const v =
        <f64>load<f32>(p - 4) +
        <f64>load<f32>(p + 4) +
        <f64>load<f32>(p - stride) +
        <f64>load<f32>(p + stride) -
        4 * <f64>load<f32>(p);
      sum += v;
      sumSq += v * v;
    }
  }
  store<f64>(sums, sum);
  store<f64>(sums, sumSq, 8);
}
