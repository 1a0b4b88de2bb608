import sharp, { type Metadata } from 'sharp';
import { ImageIntakeError } from './errors.js';
import { headerDimensions, sniffFormat, type ImageFormat } from './sniff.js';

export interface IntakeOptions {
  /** Largest accepted file in bytes (the organisation's MAX_UPLOAD). Default 25 MiB. */
  maxBytes?: number;
  /** Largest accepted pixel count, checked from the header before decoding. Default 40 MP. */
  maxPixels?: number;
  /** Longest side of the working copy in pixels. Default 2048. */
  maxSide?: number;
}

export const DEFAULT_INTAKE = { maxBytes: 25 * 1024 * 1024, maxPixels: 40_000_000, maxSide: 2048 };

/** What the original file was, in displayed (EXIF-oriented) pixels. */
export interface SourceInfo {
  format: ImageFormat;
  width: number;
  height: number;
  /** EXIF orientation tag found in the file (1 when absent); already applied to the pixels. */
  orientation: number;
  bytes: number;
}

/**
 * The bounded working copy every analysis runs on: 8-bit sRGB, 3 channels interleaved, alpha
 * flattened onto white, orientation applied. `scale` converts working pixels to original pixels.
 */
export interface WorkingImage {
  data: Uint8Array;
  width: number;
  height: number;
  /** Original pixels per working pixel (≥ 1). Lengths × scale, areas × scale². */
  scale: number;
  source: SourceInfo;
}

function fail(code: ConstructorParameters<typeof ImageIntakeError>[0], msg: string, d = {}): never {
  throw new ImageIntakeError(code, msg, d);
}

function checkPixels(width: number, height: number, maxPixels: number) {
  if (width * height > maxPixels)
    fail('TOO_MANY_PIXELS', `${width}×${height} exceeds ${maxPixels / 1e6} megapixels`, {
      width,
      height,
      maxPixels,
    });
}

/** Reads the header only (no pixel decoding) and enforces the limits (decompression bombs). */
export async function inspectImage(input: Uint8Array, options: IntakeOptions = {}) {
  const { maxBytes, maxPixels } = { ...DEFAULT_INTAKE, ...options };
  if (input.length === 0) fail('EMPTY_FILE', 'the file is empty');
  if (input.length > maxBytes)
    fail('FILE_TOO_LARGE', `the file is ${input.length} bytes; the limit is ${maxBytes}`, {
      bytes: input.length,
      maxBytes,
    });
  const format = sniffFormat(input);
  if (!format) fail('UNSUPPORTED_FORMAT', 'not a JPEG, PNG, WebP or HEIC/AVIF image');
  const declared = headerDimensions(input, format);
  if (declared) checkPixels(declared[0], declared[1], maxPixels);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (e) {
    if (format === 'heic') fail('UNSUPPORTED_FORMAT', 'HEIC is not supported by this build');
    fail('CORRUPT_IMAGE', `the image header cannot be read: ${(e as Error).message}`);
  }
  const { width, height } = meta;
  if (!width || !height) fail('CORRUPT_IMAGE', 'the image has no dimensions');
  checkPixels(width, height, maxPixels);
  const orientation = meta.orientation ?? 1;
  const swap = orientation >= 5 && orientation <= 8;
  const source: SourceInfo = {
    format,
    width: swap ? height : width,
    height: swap ? width : height,
    orientation,
    bytes: input.length,
  };
  return source;
}

/**
 * Checks limits from the header, then decodes, orients and shrinks to a bounded working copy.
 * Throws `ImageIntakeError` (400/413/415) for anything it refuses.
 */
export async function loadImage(
  input: Uint8Array,
  options: IntakeOptions = {},
): Promise<WorkingImage> {
  const { maxPixels, maxSide } = { ...DEFAULT_INTAKE, ...options };
  const source = await inspectImage(input, options);
  try {
    // 'truncated' refuses cut-off files but tolerates the harmless warnings many phone JPEGs carry.
    const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) fail('CORRUPT_IMAGE', `unexpected ${info.channels} channels`);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
      scale: source.width / info.width,
      source,
    };
  } catch (e) {
    if (e instanceof ImageIntakeError) throw e;
    if (source.format === 'heic')
      fail('UNSUPPORTED_FORMAT', 'HEIC is not supported by this build; send JPEG or PNG');
    fail('CORRUPT_IMAGE', `the image cannot be decoded: ${(e as Error).message}`);
  }
}

/**
 * A stored derivative of the working copy: JPEG, orientation applied, and no metadata at all
 * (no EXIF, GPS, ICC or XMP), since sharp writes none unless asked.
 */
export async function encodeDerivative(img: WorkingImage, quality = 85): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .jpeg({ quality, mozjpeg: false })
    .toBuffer();
}

/** Shrinks an already loaded working copy (for analyzers that need fewer pixels). */
export async function shrinkWorking(img: WorkingImage, maxSide: number): Promise<WorkingImage> {
  if (Math.max(img.width, img.height) <= maxSide) return img;
  const { data, info } = await sharp(img.data, {
    raw: { width: img.width, height: img.height, channels: 3 },
  })
    .resize({ width: maxSide, height: maxSide, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    scale: img.source.width / info.width,
    source: img.source,
  };
}
