import PDFDocument from 'pdfkit';
import type { Amendment, Locale } from '@dermadesk/contracts';
import { interpolate } from '@dermadesk/contracts/result-texts';
import { reportFonts } from './pdf-fonts.js';
import type { ReportTexts } from './pdf-texts.js';

/** What every report is built from: the document, its language's texts and formats. */
export const MARGIN = 50;
export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

/** Number and date formats of the report's language (dates in UTC, said so). */
export function formatters(locale: Locale) {
  const fixed = (digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const fmt = (n: number | null | undefined, digits = 1) =>
    n === null || n === undefined ? '–' : fixed(digits).format(n);
  return {
    fmt,
    num: (v: number | boolean | string | null | undefined) =>
      v === null || v === undefined ? '–' : typeof v === 'number' ? plain.format(v) : String(v),
    when: (d: Date) => `${date.format(d)} UTC`,
    /** The engine's display text, with a plain number written the language's way (6.0 → 6,0). */
    shownScore: (display: string | null, value: number | null) =>
      display && /^-?\d+(\.\d+)?$/.test(display)
        ? fmt(Number(display), display.split('.')[1]?.length ?? 0)
        : (display ?? fmt(value)),
  };
}

/**
 * The largest font size from `size` down to `min` (half a point at a time) at which every word of
 * `texts` fits in `width`: pdfkit cuts a word wider than its box mid-word ('Lichénificatio-n'),
 * and French and Vietnamese headers are longer than English ones.
 */
export function wholeWordSize(
  doc: PDFKit.PDFDocument,
  font: string,
  texts: readonly string[],
  width: number,
  size: number,
  min = 5.5,
): number {
  const words = texts.flatMap((t) => t.split(/\s+/));
  let fit = size;
  doc.font(font);
  while (fit > min && words.some((w) => doc.fontSize(fit).widthOfString(w) > width)) fit -= 0.5;
  return fit;
}

/** A new A4 document in `locale` with the report fonts, and a promise of its bytes. */
export function newReport(locale: Locale, title: string, margin = MARGIN) {
  const doc = new PDFDocument({ size: 'A4', margin, bufferPages: true, lang: locale });
  const { regular, bold } = reportFonts();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.info.Title = title;
  doc.info.Creator = 'Dermadesk';
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** "Page n of m" at the foot of every page, then the document is closed. */
export function finishReport(doc: PDFKit.PDFDocument, tx: ReportTexts, margin = MARGIN) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor('#555555')
      .text(
        interpolate(tx.page, { page: i + 1, total: range.count }),
        margin,
        doc.page.height - margin + 15,
        {
          width: doc.page.width - 2 * margin,
          align: 'center',
          lineBreak: false,
        },
      );
  }
  doc.end();
}

/**
 * 'Amended on … by …: score before, now' for a record whose calculator input was amended (its
 * latest amendment; the earlier versions are kept on the server); null when it never was.
 */
export function amendedText(
  amendments: readonly Amendment[],
  tx: ReportTexts,
  f: ReturnType<typeof formatters>,
  instrumentName: (key: string, name?: string) => string,
): string | null {
  const last = amendments.at(-1);
  if (!last) return null;
  const score = (value: number | null) => (value === null ? tx.noScore : f.num(value));
  return interpolate(tx.amended, {
    date: f.when(new Date(last.amendedAt)),
    name: last.amendedBy ?? '–',
    instrument: instrumentName(last.instrument, last.amended.score?.instrument),
    from: score(last.previousScore),
    to: score(last.score),
  });
}
