import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font unpacked to the plain TrueType it wraps (W3C WOFF 1.0, §4–5: each table is
 * zlib-compressed when its compressed length is below its original length). fontkit reads WOFF
 * too, but inflates a table again on every access: a report took seconds instead of ~0.2 s.
 */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const size = tables.reduce((sum, t) => sum + pad4(t.data.length), headerLength);
  const ttf = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  woff.copy(ttf, 0, 4, 8); // the sfnt version ("flavor")
  ttf.writeUInt16BE(numTables, 4);
  ttf.writeUInt16BE(searchRange, 6);
  ttf.writeUInt16BE(entrySelector, 8);
  ttf.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    t.tag.copy(ttf, record);
    ttf.writeUInt32BE(t.checksum, record + 4);
    ttf.writeUInt32BE(offset, record + 8);
    ttf.writeUInt32BE(t.data.length, record + 12);
    t.data.copy(ttf, offset);
    offset += pad4(t.data.length);
  });
  return ttf;
}

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * DejaVu Sans, regular and bold, from its npm package (installed with the server: nothing is
 * downloaded at run time). pdfkit's built-in Helvetica is WinAnsi only, with no ơ, ư or ạ for
 * Vietnamese; DejaVu Sans covers the five UI languages, and pdfkit embeds only the glyphs used.
 * Read and unpacked once, on the first report.
 */
export function reportFonts(): { regular: Buffer; bold: Buffer } {
  const require = createRequire(import.meta.url);
  const load = (weight: number) =>
    woffToTtf(
      readFileSync(
        require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`),
      ),
    );
  return (fonts ??= { regular: load(400), bold: load(700) });
}
