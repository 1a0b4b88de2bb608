import {
  analysisWarnings,
  type ClinicianInput,
  type StoredAnalysisResult,
} from '@dermadesk/contracts';
import { interpolate } from '@dermadesk/contracts/result-texts';
import { readClinicianCalculator } from '../../lib/clinician-calculator.js';
import { displayName } from '../../lib/display-name.js';
import type { PdfInput } from './pdf-report.js';
import {
  amendedText,
  BOLD,
  finishReport,
  formatters,
  MARGIN,
  newReport,
  REGULAR,
} from './pdf-layout.js';
import { photoWithOverlays } from './pdf-photo.js';
import { reportTexts } from './pdf-texts.js';
import { resultWords } from './pdf-result-words.js';
import { factGrid, GREY, grades, INK, type Page, rule, RULE, section } from './pdf-result-page.js';

const VERDICT_COLOUR = { pass: '#2e7d32', warn: '#b26a00', fail: '#c62828' } as const;
const PHOTO = { w: 285, h: 330 };
const GAP = 20;
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
    if (score)
      doc
        .font(REGULAR)
        .fontSize(7.5)
        .fillColor(GREY)
        .text(
          `${p.common.formula}: ${words.formula(score.instrument, score.formula)}`,
          MARGIN,
          doc.y,
          {
            width: p.width,
          },
        );
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
    const amended = amendedText(input.amendments, common, f, words.instrument);
    if (amended)
      doc.font(BOLD).fontSize(9).fillColor(INK).text(amended, MARGIN, doc.y, { width: p.width });
    rule(doc, p.width, 10);
    await photoAndFigures(p, input, item);
    clinicianAssessment(p, item);
    methodAndCaveat(p, result);
  }
  finishReport(doc, common);
  return bytes;
}
