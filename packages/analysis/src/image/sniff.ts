/** Formats the intake accepts; `heic` decodes only where sharp's libheif build has HEVC. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * Identifies the container from its magic bytes, before any decoder sees the data, so that a
 * zip or SVG renamed `.jpg` is refused as unsupported rather than handed to a parser.
 */
export function sniffFormat(b: Uint8Array): ImageFormat | undefined {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    const major = ascii(b, 8, 12);
    if (AVIF_BRANDS.has(major)) return 'avif';
    if (HEIC_BRANDS.has(major) || major === 'mif1' || major === 'msf1') return 'heic';
  }
  return undefined;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u24le = (b: Uint8Array, i: number) =>
  (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);

function jpegDimensions(b: Uint8Array): [number, number] | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof) return [u16be(b, i + 7), u16be(b, i + 5)];
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

function webpDimensions(b: Uint8Array): [number, number] | undefined {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X' && b.length >= 30) return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  if (chunk === 'VP8 ' && b.length >= 30)
    return [
      ((b[26] ?? 0) | ((b[27] ?? 0) << 8)) & 0x3fff,
      ((b[28] ?? 0) | ((b[29] ?? 0) << 8)) & 0x3fff,
    ];
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  return undefined;
}

/**
 * Width and height as declared by the file header, read without any decoder, so that a
 * decompression bomb is refused before libvips sees it. Undefined when the header is unreadable.
 */
export function headerDimensions(b: Uint8Array, format: ImageFormat): [number, number] | undefined {
  switch (format) {
    case 'png':
      return b.length >= 24 && ascii(b, 12, 16) === 'IHDR'
        ? [u32be(b, 16), u32be(b, 20)]
        : undefined;
    case 'jpeg':
      return jpegDimensions(b);
    case 'webp':
      return webpDimensions(b);
    case 'avif':
    case 'heic':
      return undefined; // ISO-BMFF boxes: left to libheif's header parser
  }
}
