// The image kernels of src/image (separable-blur.ts, frangi.ts, box-sums.ts, skin.ts, color.ts,
// png.ts, filters.ts, bit-mask.ts) and src/quality/image-sample.ts, one WebAssembly SIMD module:
// this file lists its exports from blur.ts, box-sums.ts, pixels.ts, quality.ts, statistics.ts and
// vesselness.ts (helpers in lanes.ts) and is compiled into src/image/kernels.wasm.ts by
// `npm run build:wasm -w @dermadesk/analysis` (decision 009). Addresses are byte offsets into the
// memory, which the caller lays out; nothing here allocates.
//
export { setTaps } from './lanes';
export { difference, filterColumns, filterRow, hessianRow } from './blur';
export { channelRow, sumColumns, sumRow } from './box-sums';
export { labRows, lumaRow, packBits, packRange, skinRow } from './pixels';
export { laplacianSums, sampleRow } from './quality';
export { histogram, maskedRange } from './statistics';
export { vesselnessRow } from './vesselness';
