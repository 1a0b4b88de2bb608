// Integer box sums of box-sums.ts, in i32 lanes: exact in any order (image-kernels.ts).
import { weighted } from './lanes';

/** One channel of w interleaved 8-bit pixels from `bytes` (`channels` apart) as i32 at dst. */
export function channelRow(bytes: usize, channels: i32, w: i32, dst: usize): void {
  for (let x = 0; x < w; x++) store<i32>(dst + ((<usize>x) << 2), load<u8>(bytes + x * channels));
}

/**
 * The w i32 samples at src + 16 (4 samples of padding either side) weighted into dst, four at a
 * time: up to 3 values past w are written, and the padding is read up to 3 samples further.
 */
export function sumRow(src: usize, dst: usize, w: i32): void {
  const end = (<usize>w) << 2;
  for (let x: usize = 0; x < end; x += 16) {
    const p = src + x;
    const sum = weighted<i32>(
      v128.load(p),
      v128.load(p, 4),
      v128.load(p, 8),
      v128.load(p, 12),
      v128.load(p, 16),
      v128.load(p, 20),
      v128.load(p, 24),
      v128.load(p, 28),
      v128.load(p, 32),
    );
    v128.store(dst + x, sum);
  }
}

/**
 * One output row of w sums at dst from the 9 rows whose u32 addresses are at `rows` (offsets
 * −4 … 4), four at a time: up to 3 values past w are read and written.
 */
export function sumColumns(rows: usize, dst: usize, w: i32): void {
  const a4 = <usize>load<u32>(rows);
  const a3 = <usize>load<u32>(rows, 4);
  const a2 = <usize>load<u32>(rows, 8);
  const a1 = <usize>load<u32>(rows, 12);
  const c = <usize>load<u32>(rows, 16);
  const b1 = <usize>load<u32>(rows, 20);
  const b2 = <usize>load<u32>(rows, 24);
  const b3 = <usize>load<u32>(rows, 28);
  const b4 = <usize>load<u32>(rows, 32);
  const end = (<usize>w) << 2;
  for (let x: usize = 0; x < end; x += 16) {
    const sum = weighted<i32>(
      v128.load(a4 + x),
      v128.load(a3 + x),
      v128.load(a2 + x),
      v128.load(a1 + x),
      v128.load(c + x),
      v128.load(b1 + x),
      v128.load(b2 + x),
      v128.load(b3 + x),
      v128.load(b4 + x),
    );
    v128.store(dst + x, sum);
  }
}
