import {
  analysisWarnings,
  type ClinicianCalculator,
  type ClinicianInput,
  type StoredAnalysisResult,
} from '@dermadesk/contracts';
import { interpolate } from '@dermadesk/contracts/result-texts';
import { readClinicianCalculator } from '../../lib/clinician-calculator.js';
import { displayName } from '../../lib/display-name.js';
import type { PdfInput } from './pdf-report.js';
import { BOLD, finishReport, formatters, MARGIN, newReport, REGULAR } from './pdf-layout.js';
import { photoWithOverlays } from './pdf-photo.js';
import { reportTexts, type ReportTexts } from './pdf-texts.js';
import { resultWords, type ResultWords } from './pdf-result-words.js';

const GREY = '#5a5a5a';
const INK = '#1a1a1a';
const RULE = '#c8c8c8';
const VERDICT_COLOUR = { pass: '#2e7d32', warn: '#b26a00', fail: '#c62828' } as const;
const PHOTO = { w: 285, h: 330 };
const GAP = 20;

type Doc = PDFKit.PDFDocument;
type Format = ReturnType<typeof formatters>;
interface Page {
  doc: Doc;
  tx: ReportTexts['result'];
  common: ReportTexts;
  words: ResultWords;
  f: Format;
  width: number;
}

function rule(doc: Doc, width: number, gap = 8) {
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

function section(p: Page, title: string) {
  p.doc.moveDown(0.5).font(BOLD).fontSize(11).fillColor(INK).text(title, MARGIN);
  rule(p.doc, p.width, 5);
}

/** Label above value, in `columns` equal columns, row by row. */
function factGrid(p: Page, facts: [string, string][], columns: number) {
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
function pairs(p: Page, items: [string, string][]) {
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
async function photoAndFigures(p: Page, input: PdfInput, item: PdfInput['images'][number]) {
  const { doc, tx, words } = p;
  const result = item.analysis.result as StoredAnalysisResult;
  const top = doc.y;
  const photo = await photoWithOverlays(input.blobs, input.upload.orgId, item.analysis);
  let photoBottom = top + PHOTO.h / 3;
  if (photo) {
    const scale = Math.min(PHOTO.w / photo.width, PHOTO.h / photo.height);
    doc.image(photo.jpeg, MARGIN, top, { width: photo.width * scale });
    photoBottom = top + photo.height * scale;
  } else {
    doc
      .rect(MARGIN, top, PHOTO.w, PHOTO.h / 3)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(p.common.imageNotAvailable, MARGIN + 8, top + 8);
  }
  const overlays = result.overlays.map((o) => words.overlay(o.name, o.description));
  let leftBottom = photoBottom;
  if (photo && overlays.length) {
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor(GREY)
      .text(`${tx.overlays}: ${overlays.join(' · ')}`, MARGIN, photoBottom + 4, {
        width: PHOTO.w,
      });
    leftBottom = doc.y;
  }

  const x = MARGIN + PHOTO.w + GAP;
  const w = p.width - PHOTO.w - GAP;
  doc.font(BOLD).fontSize(11).fillColor(INK).text(tx.keyFigures, x, top, { width: w });
  doc.moveDown(0.3);
  const figures = words.headlines(result);
  if (result.status === 'rejected-by-quality-gate' || figures.length === 0) {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(GREY)
      .text(result.status === 'measured' ? tx.noFigures : words.rejected(), x, doc.y, {
        width: w,
      });
  }
  if (result.status === 'measured') {
    for (const figure of figures) {
      doc.font(REGULAR).fontSize(8.5).fillColor(GREY).text(figure.label, x, doc.y, { width: w });
      if (figure.value === null) {
        const missing = figure.needsScale ? words.needsScale() : words.notMeasured();
        doc.font(REGULAR).fontSize(10).fillColor(INK).text(missing, x, doc.y, { width: w });
      } else {
        const y = doc.y;
        doc
          .font(BOLD)
          .fontSize(16)
          .fillColor(INK)
          .text(figure.value, x, y, { width: w, continued: Boolean(figure.unit) });
        if (figure.unit) doc.font(REGULAR).fontSize(10).text(` ${figure.unit}`);
        // The line is as tall as its largest text, not its last.
        doc.y = Math.max(doc.y, y + doc.font(BOLD).fontSize(16).currentLineHeight(true));
      }
      if (figure.meaning)
        doc
          .font(REGULAR)
          .fontSize(7.5)
          .fillColor(GREY)
          .text(figure.meaning, x, doc.y + 1, {
            width: w,
          });
      doc.moveDown(0.45);
    }
  }

  doc.moveDown(0.4);
  const verdict = result.quality.verdict;
  doc.moveDown(0.2);
  const dotY = doc.y + 4.5;
  doc
    .circle(x + 4, dotY, 3.5)
    .fillColor(VERDICT_COLOUR[verdict])
    .fill();
  doc
    .font(BOLD)
    .fontSize(9.5)
    .fillColor(INK)
    .text(words.verdict(verdict), x + 12, doc.y, { width: w - 12 });
  for (const check of result.quality.checks.filter((c) => c.verdict !== 'pass'))
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(words.qualityCheck(check), x + 12, doc.y + 1, { width: w - 12 });
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 6;
}

/** The grades as entered: a region × sign table for grids and lists, else label–value pairs. */
function grades(p: Page, calculator: ClinicianCalculator) {
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
  const firstW = 130;
  const colW = Math.min(90, (p.width - firstW) / fields.length);
  const line = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const x = i === 0 ? MARGIN : MARGIN + firstW + (i - 1) * colW;
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(8.5)
        .fillColor(bold ? GREY : INK)
        .text(cell, x, y, { width: (i === 0 ? firstW : colW) - 6, align: i ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 2;
  };
  line(['', ...fields.map((k) => words.grade(k))], true);
  for (const row of rows)
    line([words.group(row.group), ...fields.map((k) => row.cells.get(k) ?? '–')], false);
  doc.moveDown(0.3);
}

function clinicianAssessment(p: Page, item: PdfInput['images'][number]) {
  const { doc, tx, words, f } = p;
  section(p, tx.clinician);
  const input = (item.image.clinicianInput ?? {}) as ClinicianInput;
  const calculator = readClinicianCalculator(input);
  if (calculator) {
    const score = calculator.score;
    const name = words.instrument(calculator.instrument, score?.instrument);
    doc.font(BOLD).fontSize(12).fillColor(INK);
    if (score?.status === 'complete') {
      const max = score.maxScore === null ? '' : ` / ${f.num(score.maxScore)}`;
      doc.text(`${name} ${f.shownScore(score.display, score.score)}${max}`, MARGIN, doc.y, {
        continued: Boolean(score.band),
      });
      if (score.band)
        doc
          .font(REGULAR)
          .fontSize(10)
          .text(`  ·  ${words.band(score.band.label)}`);
    } else {
      doc.text(name, MARGIN, doc.y, { continued: true });
      doc
        .font(REGULAR)
        .fontSize(10)
        .fillColor(GREY)
        .text(`  ·  ${interpolate(p.common.incomplete, { count: score?.missing.length ?? 0 })}`);
    }
    doc.moveDown(0.4);
    grades(p, calculator);
  }
  const lines: [string, string][] = [];
  if (input.concur !== undefined) lines.push([tx.concur, input.concur ? tx.yes : tx.no]);
  if (input.note) lines.push([tx.note, input.note]);
  if (item.image.userComment) lines.push([tx.comment, item.image.userComment]);
  for (const [label, text] of lines)
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(`${label}: `, MARGIN, doc.y, { continued: true, width: p.width })
      // A long note is cut with an ellipsis: the report stays on one page.
      .font(REGULAR)
      .text(text, { width: p.width, height: 60, ellipsis: true });
  if (!calculator && !lines.length)
    doc.font(REGULAR).fontSize(9).fillColor(GREY).text(tx.noClinicianInput, MARGIN);
}

function methodAndCaveat(p: Page, result: StoredAnalysisResult) {
  const { doc, tx, words } = p;
  section(p, tx.methodAndCaveat);
  doc.font(REGULAR).fontSize(8.5).fillColor(INK);
  if (result.method)
    doc.text(
      `${p.common.measurementMethod}: ${words.method(result.method.name)} (${result.method.name} ${result.method.version})`,
    );
  // The quality gate's warnings are shown beside the photo.
  const warnings = analysisWarnings(result.warnings).map(words.warning);
  for (const text of [...warnings, words.caveat(result)])
    doc.moveDown(0.2).fillColor(GREY).text(text, MARGIN, doc.y, { width: p.width });
}

/**
 * The one-page report of a single-image result, one page per image of the upload, in the user's
 * language: the clinic, subject, date and module; the photo with its overlays; the module's
 * headline figures; image quality; the clinician's calculator (each grade, the score the server
 * recomputed, its band), agreement and note; method and caveat.
 */
export async function renderResultReport(input: PdfInput): Promise<Buffer> {
  const { upload, images, locale } = input;
  const common = reportTexts(locale);
  const tx = common.result;
  const f = formatters(locale);
  const words = resultWords(locale);
  const { doc, bytes } = newReport(locale, interpolate(tx.documentTitle, { id: upload.id }));
  const p: Page = { doc, tx, common, words, f, width: doc.page.width - 2 * MARGIN };

  for (const [i, item] of images.entries()) {
    if (i > 0) doc.addPage();
    const result = item.analysis.result as StoredAnalysisResult;
    doc.font(BOLD).fontSize(10).fillColor(GREY);
    doc.text(input.clinic ?? '', MARGIN, MARGIN, { width: p.width / 2 });
    doc
      .font(REGULAR)
      .fontSize(8)
      .text(`${common.generated}: ${f.when(input.generatedAt)}`, MARGIN + p.width / 2, MARGIN, {
        width: p.width / 2,
        align: 'right',
      });
    doc.x = MARGIN;
    doc.y = MARGIN + 18;
    doc.font(BOLD).fontSize(18).fillColor(INK).text(tx.title);
    doc
      .font(REGULAR)
      .fontSize(11)
      .fillColor(GREY)
      .text(`${upload.module} – ${words.module(upload.module, result.module.name)}`);
    rule(doc, p.width, 12);
    factGrid(
      p,
      [
        [common.subjectId, upload.subjectId],
        [tx.date, f.when(upload.createdAt)],
        [common.uploadedBy, displayName(input) ?? '–'],
        [tx.bodySite, item.image.bodyPart ? words.site(item.image.bodyPart) : '–'],
        [common.uploadId, String(upload.id)],
        ...(images.length > 1
          ? [
              [common.images, interpolate(tx.image, { n: i + 1, total: images.length })] as [
                string,
                string,
              ],
            ]
          : []),
      ],
      3,
    );
    rule(doc, p.width, 10);
    await photoAndFigures(p, input, item);
    clinicianAssessment(p, item);
    methodAndCaveat(p, result);
  }
  finishReport(doc, common);
  return bytes;
}
