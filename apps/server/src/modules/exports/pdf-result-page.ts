import { byAnatomy, calculatorGroupRank, type ClinicianCalculator } from '@dermadesk/contracts';
import { BOLD, type formatters, MARGIN, REGULAR, wholeWordSize } from './pdf-layout.js';
import type { ReportTexts } from './pdf-texts.js';
import type { ResultWords } from './pdf-result-words.js';

/**
 * The building blocks of the one-page result report (pdf-result-report.ts): colours, rules,
 * sections, fact grids and the clinician's grades.
 */
export const GREY = '#5a5a5a';
export const INK = '#1a1a1a';
export const RULE = '#c8c8c8';

type Doc = PDFKit.PDFDocument;
type Format = ReturnType<typeof formatters>;
export interface Page {
  doc: Doc;
  tx: ReportTexts['result'];
  common: ReportTexts;
  words: ResultWords;
  f: Format;
  width: number;
}

export function rule(doc: Doc, width: number, gap = 8) {
  doc.moveDown(0.15);
  const y = doc.y + gap / 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + gap / 2;
}

export function section(p: Page, title: string) {
  p.doc.moveDown(0.5).font(BOLD).fontSize(11).fillColor(INK).text(title, MARGIN);
  rule(p.doc, p.width, 5);
}

/** Label above value, in `columns` equal columns, row by row. */
export function factGrid(p: Page, facts: [string, string][], columns: number) {
  const { doc } = p;
  const colW = p.width / columns;
  for (let i = 0; i < facts.length; i += columns) {
    const top = doc.y;
    let bottom = top;
    facts.slice(i, i + columns).forEach(([label, value], j) => {
      const x = MARGIN + j * colW;
      doc
        .font(REGULAR)
        .fontSize(7.5)
        .fillColor(GREY)
        .text(label, x, top, { width: colW - 8 });
      doc
        .font(BOLD)
        .fontSize(10)
        .fillColor(INK)
        .text(value, x, doc.y + 1, { width: colW - 8 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
  }
  doc.x = MARGIN;
}

/** Label and value on one line, three pairs to a row. */
export function pairs(p: Page, items: [string, string][]) {
  const { doc } = p;
  const colW = p.width / 3;
  for (let i = 0; i < items.length; i += 3) {
    const top = doc.y;
    let bottom = top;
    items.slice(i, i + 3).forEach(([label, value], j) => {
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(GREY)
        .text(`${label}  `, MARGIN + j * colW, top, { width: colW - 8, continued: true })
        .font(BOLD)
        .fillColor(INK)
        .text(value);
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  }
  doc.x = MARGIN;
}

/** The photo with its overlays on the left, key figures and quality on the right. */
/** The grades as entered: a region × sign table for grids and lists, else label–value pairs. */
export function grades(p: Page, calculator: ClinicianCalculator) {
  const { doc, words, f } = p;
  const value = (v: ClinicianCalculator['entries'][number]['value']) =>
    typeof v === 'boolean' ? (v ? p.tx.yes : p.tx.no) : f.num(v);
  const plain = calculator.entries.filter((e) => e.group === null);
  const grouped = calculator.entries.filter((e) => e.group !== null);
  if (plain.length)
    pairs(
      p,
      plain.map((e) => [words.grade(e.field), value(e.value)]),
    );
  if (!grouped.length) return;
  // Rows: each run of one region, site or nail (a VASI site may repeat, one row per patch group).
  const rows: { group: string; cells: Map<string, string> }[] = [];
  for (const e of grouped) {
    let row = rows.at(-1);
    if (!row || row.group !== e.group || row.cells.has(e.field)) {
      row = { group: e.group!, cells: new Map() };
      rows.push(row);
    }
    row.cells.set(e.field, value(e.value));
  }
  const fields = [...new Set(grouped.map((e) => e.field))];
  const head = fields.map((k) => words.grade(k));
  const names = rows.map((row) => words.group(row.group));
  // The first column is as wide as its longest name; the grades share the rest.
  doc.font(REGULAR).fontSize(8.5);
  const firstW = Math.min(150, Math.max(...names.map((n) => doc.widthOfString(n))) + 10);
  const colW = Math.min(90, (p.width - firstW) / fields.length);
  const headSize = wholeWordSize(doc, BOLD, head, colW - 6, 8.5);
  const line = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const x = i === 0 ? MARGIN : MARGIN + firstW + (i - 1) * colW;
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(bold ? headSize : 8.5)
        .fillColor(bold ? GREY : INK)
        .text(cell, x, y, { width: (i === 0 ? firstW : colW) - 6, align: i ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 2;
  };
  line(['', ...head], true);
  // Regions, sites and nails from head to feet, whatever order they were entered in.
  for (const row of byAnatomy(rows, (r) => r.group, calculatorGroupRank))
    line([words.group(row.group), ...fields.map((k) => row.cells.get(k) ?? '–')], false);
  doc.moveDown(0.3);
}
