import sharp from 'sharp';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { makePdf } from './copilot.fixture.js';
import { ocrLanguages, openOcr } from './ocr.js';
import { countPdfPages, readPdfPages } from './pdf-reader.js';
import { UnreadablePdfError } from './pdf-text.js';

async function read(data: Buffer) {
  const pages = [];
  for await (const page of readPdfPages(data)) pages.push(page);
  return pages;
}

/** A one-page PDF holding only a picture of the words (a scan: no text layer). */
async function scannedPdf(words: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="300"><rect width="100%" height="100%" fill="white"/><text x="40" y="170" font-family="DejaVu Sans" font-size="72">${words}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
  doc.addPage({ size: [800, 150] });
  doc.image(png, 0, 0, { width: 800 });
  doc.end();
  return done;
}

describe('reading a PDF in a worker thread', () => {
  it('gives each page’s text in order, with the page count', async () => {
    const pdf = await makePdf(['Methotrexate weekly dose', '', 'Isotretinoin and pregnancy']);
    const pages = await read(pdf);
    expect(pages.map((p) => [p.pageNo, p.pages])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(pages[0]!.text).toContain('Methotrexate weekly dose');
    expect(pages[1]!.text.trim()).toBe('');
    expect(pages[2]!.text).toContain('Isotretinoin');
    // The caller's buffer is still whole after the worker took its copy.
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await countPdfPages(pdf)).toBe(3);
  });

  it('refuses encrypted and broken files with the reason', async () => {
    const locked = await makePdf(['Secret'], { password: 'pw' });
    await expect(countPdfPages(locked)).rejects.toMatchObject({ reason: 'encrypted' });
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 7)]);
    await expect(read(broken)).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});

// tesseract-ocr and poppler-utils are installed by .ci/run; without them OCR is off (tested below).
describe('OCR of a page without a text layer', () => {
  it('reads the words of a scanned page with tesseract', async () => {
    const languages = await ocrLanguages();
    expect(languages).toContain('eng');
    const pdf = await scannedPdf('Apply permethrin cream overnight');
    expect((await read(pdf))[0]!.text.trim()).toBe('');
    const reader = await openOcr(pdf, languages!);
    try {
      expect((await reader.pageText(1)).toLowerCase()).toContain('permethrin cream overnight');
    } finally {
      await reader.close();
    }
  });
});
