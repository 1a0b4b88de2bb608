import {
  byAnatomy,
  calculatorGroupRank,
  type Locale,
  type StoredAnalysisResult,
} from '@dermadesk/contracts';
import { interpolate } from '@dermadesk/contracts/result-texts';
import type { BlobStore } from '../../storage/blob-store.js';
import { displayName } from '../../lib/display-name.js';
import type { FhirInput } from './fhir-bundle.js';
import {
  amendedText,
  BOLD,
  finishReport,
  formatters,
  MARGIN,
  newReport,
  REGULAR,
  wholeWordSize,
} from './pdf-layout.js';
import { reportTexts } from './pdf-texts.js';
import { resultWords } from './pdf-result-words.js';

export type PdfInput = FhirInput & { blobs: BlobStore; locale: Locale };

interface StoredAggregate {
  instrument?: string;
  score?: {
    instrument: string;
    score: number | null;
    display: string | null;
    maxScore: number | null;
    band?: { label: string; scheme: string };
    formula: string;
    breakdown: Record<
      string,
      { inputs: Record<string, number | boolean | null>; weight?: number; term: number | null }
    >;
    missing: string[];
  };
  input?: { regions?: Record<string, { area?: number }> };
  suggestions?: Record<
    string,
    { images: number; affectedPercent: number | null; suggestedArea: number | null }
  >;
  missingRegions?: string[];
  adjustedRegions?: string[];
}

function table(doc: PDFKit.PDFDocument, headers: string[], rows: string[][], widths: number[]) {
  // One size per table, at which no cell has to cut a word.
  const fit = (font: string, cells: string[][]) =>
    Math.min(
      ...widths.map((w, i) =>
        wholeWordSize(
          doc,
          font,
          cells.map((c) => c[i] ?? ''),
          w - 6,
          9,
        ),
      ),
    );
  const size = { head: fit(BOLD, [headers]), body: fit(REGULAR, rows) };
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    doc.font(bold ? BOLD : REGULAR).fontSize(bold ? size.head : size.body);
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: widths[i]! - 6 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.x = MARGIN;
    doc.y = bottom + 3;
  };
  line(headers, true);
  for (const row of rows) line(row, false);
  doc.moveDown(0.5);
}

function heading(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.6).font(BOLD).fontSize(13).text(title, MARGIN).moveDown(0.3);
}

/**
 * The report of a multi-image upload in the user's language: clinic, header, the aggregate score
 * with band, formula and breakdown, the per-region table, thumbnails of the stored images, method
 * and limits, page numbers.
 */
export async function renderPdfReport(input: PdfInput): Promise<Buffer> {
  const { upload, images } = input;
  const tx = reportTexts(input.locale);
  const words = resultWords(input.locale);
  const f = formatters(input.locale);
  const { fmt, num, when, shownScore } = f;
  const region = words.region;
  const { doc, bytes } = newReport(input.locale, interpolate(tx.documentTitle, { id: upload.id }));
  const aggregate = (upload.aggregate ?? {}) as StoredAggregate;
  const first = images[0]?.analysis.result as StoredAnalysisResult | undefined;
  const moduleName = words.module(upload.module, first?.module.name ?? '');

  if (input.clinic) doc.font(REGULAR).fontSize(11).text(input.clinic).moveDown(0.2);
  doc.font(BOLD).fontSize(18).text(tx.title);
  doc.moveDown(0.5).font(REGULAR).fontSize(10);
  const facts: [string, string][] = [
    [tx.subjectId, upload.subjectId],
    [tx.module, `${upload.module} – ${moduleName}`],
    [tx.uploaded, when(upload.createdAt)],
    [tx.uploadedBy, displayName(input) ?? '–'],
    [tx.uploadId, String(upload.id)],
    [tx.imageCount, num(images.length)],
    [tx.generated, when(input.generatedAt)],
  ];
  for (const [k, v] of facts)
    doc.font(BOLD).text(`${k}: `, { continued: true }).font(REGULAR).text(v);
  const amended = amendedText(input.amendments, tx, f, words.instrument);
  if (amended) doc.moveDown(0.3).font(BOLD).text(amended);

  heading(doc, tx.aggregate);
  const score = aggregate.score;
  if (!score) {
    doc.font(REGULAR).fontSize(10).text(tx.noAggregate);
  } else {
    doc
      .font(BOLD)
      .fontSize(12)
      .text(
        `${score.instrument} ${shownScore(score.display, score.score)}${score.maxScore ? ` / ${num(score.maxScore)}` : ''}`,
      );
    doc.font(REGULAR).fontSize(10);
    if (score.band) doc.text(`${tx.band}: ${words.band(score.band.label)} (${score.band.scheme})`);
    doc.text(`${tx.formula}: ${words.formula(score.instrument, score.formula)}`);
    // A missing input is `region.sign` (`trunk.erythema`): 'Trunk – Erythema'.
    const missing = score.missing.map((m) => m.split('.').map(words.grade).join(' – '));
    if (missing.length) doc.text(`${tx.missingInputs}: ${missing.join(', ')}`);
    doc.moveDown(0.4);
    table(
      doc,
      [tx.region, tx.inputs, tx.weight, tx.term],
      byAnatomy(Object.entries(score.breakdown), ([key]) => key, calculatorGroupRank).map(
        ([key, b]) => [
          region(key),
          Object.entries(b.inputs)
            .map(([k, v]) => `${words.grade(k)} ${num(v)}`)
            .join(', '),
          num(b.weight),
          fmt(b.term, 2),
        ],
      ),
      [90, 260, 70, 75],
    );
  }

  heading(doc, tx.regions);
  const suggestions = aggregate.suggestions ?? {};
  const chosen = aggregate.input?.regions ?? {};
  const regions = byAnatomy(
    [...new Set([...Object.keys(suggestions), ...Object.keys(chosen)])],
    (r) => r,
    calculatorGroupRank,
  );
  table(
    doc,
    [tx.region, tx.imageCount, tx.affectedArea, tx.suggestedArea, tx.areaUsed],
    regions.map((r) => [
      region(r),
      num(suggestions[r]?.images ?? 0),
      suggestions[r]?.affectedPercent == null ? '–' : `${fmt(suggestions[r]?.affectedPercent)} %`,
      num(suggestions[r]?.suggestedArea),
      chosen[r]?.area === undefined
        ? '–'
        : `${num(chosen[r]?.area)}${aggregate.adjustedRegions?.includes(r) ? ` (${tx.adjustedByClinician})` : ''}`,
    ]),
    [90, 55, 130, 110, 110],
  );
  if (aggregate.missingRegions?.length)
    doc
      .font(REGULAR)
      .fontSize(9)
      .text(
        `${tx.regionsWithoutImage}: ${byAnatomy(
          aggregate.missingRegions,
          (r) => r,
          calculatorGroupRank,
        )
          .map(region)
          .join(', ')}`,
      );

  heading(doc, tx.images);
  const thumb = { w: 150, h: 112 };
  let col = 0;
  let rowBottom = doc.y;
  for (const { image, analysis } of byAnatomy(images, (i) => i.image.bodyPart ?? '')) {
    if (col === 0 && doc.y > doc.page.height - MARGIN - thumb.h - 30) doc.addPage();
    const x = MARGIN + col * (thumb.w + 15);
    const y = doc.y;
    const bytes = await input.blobs.get(analysis.imageKey);
    if (bytes) {
      try {
        doc.image(bytes, x, y, { fit: [thumb.w, thumb.h] });
      } catch {
        doc.rect(x, y, thumb.w, thumb.h).stroke();
      }
    } else {
      doc.rect(x, y, thumb.w, thumb.h).stroke();
      doc
        .font(REGULAR)
        .fontSize(8)
        .text(tx.imageNotAvailable, x + 5, y + 5, { width: thumb.w - 10 });
    }
    const result = analysis.result as StoredAnalysisResult;
    const redness = result.quantities.erythemaAreaPercent?.value;
    doc
      .font(REGULAR)
      .fontSize(8)
      .text(
        `${image.bodyPart ? words.site(image.bodyPart) : '–'}${redness == null ? '' : ` · ${interpolate(tx.redArea, { percent: fmt(redness) })}`}`,
        x,
        y + thumb.h + 2,
        { width: thumb.w },
      );
    // A caption may wrap: the next row starts under the row's longest one.
    rowBottom = Math.max(rowBottom, doc.y + 6);
    col = (col + 1) % 3;
    doc.x = MARGIN;
    doc.y = col === 0 ? rowBottom : y;
  }
  if (col !== 0) doc.y = rowBottom;

  heading(doc, tx.methodAndLimits);
  doc.font(REGULAR).fontSize(9);
  const methods = new Set(
    images
      .map(({ analysis }) => (analysis.result as StoredAnalysisResult).method)
      .filter((m) => m !== null)
      .map((m) => `${words.method(m.name)} (${m.name} ${m.version})`),
  );
  doc.text(`${tx.measurementMethod}: ${[...methods].join(', ') || '–'}`, MARGIN);
  doc.text(tx.limits);
  // The engine's caveat is English; the other catalogues carry its content in `limits`.
  if (first?.caveat && input.locale === 'en') doc.text(first.caveat);

  finishReport(doc, tx);
  return bytes;
}
