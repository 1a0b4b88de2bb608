import PDFDocument from 'pdfkit';
import type { StoredAnalysisResult } from '@dermadesk/contracts';
import type { BlobStore } from '../../storage/blob-store.js';
import { displayName } from './csv-columns.js';
import type { FhirInput } from './fhir-bundle.js';

export type PdfInput = FhirInput & { blobs: BlobStore };

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

const MARGIN = 50;
const fmt = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined ? '–' : n.toFixed(digits);

/** Collects a pdfkit document into one buffer. */
function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function table(doc: PDFKit.PDFDocument, headers: string[], rows: string[][], widths: number[]) {
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
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
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(title, MARGIN).moveDown(0.3);
}

/**
 * The report of a multi-image upload: header, the aggregate score with band, formula and
 * breakdown, the per-region table, thumbnails of the stored images, method and limits, page
 * numbers. Text is English in the built-in Helvetica (WinAnsi) for now.
 */
export async function renderPdfReport(input: PdfInput): Promise<Buffer> {
  const { upload, images } = input;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true });
  doc.info.Title = `Dermadesk report – upload ${upload.id}`;
  doc.info.Creator = 'Dermadesk';
  const done = toBuffer(doc);
  const aggregate = (upload.aggregate ?? {}) as StoredAggregate;
  const first = images[0]?.analysis.result as StoredAnalysisResult | undefined;
  const moduleName = first?.module.name ?? `Module ${upload.module}`;

  doc.font('Helvetica-Bold').fontSize(18).text('Dermadesk analysis report');
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Subject ID', upload.subjectId],
    ['Module', `${upload.module} – ${moduleName}`],
    ['Uploaded', upload.createdAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
    ['Uploaded by', displayName(input) ?? '–'],
    ['Upload ID', String(upload.id)],
    ['Images', String(images.length)],
    ['Generated', input.generatedAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
  ];
  for (const [k, v] of facts)
    doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);

  heading(doc, 'Aggregate score');
  const score = aggregate.score;
  if (!score) {
    doc.font('Helvetica').fontSize(10).text('No aggregate score has been saved for this upload.');
  } else {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(
        `${score.instrument} ${score.display ?? fmt(score.score)}${score.maxScore ? ` / ${score.maxScore}` : ''}`,
      );
    doc.font('Helvetica').fontSize(10);
    if (score.band) doc.text(`Band: ${score.band.label} (${score.band.scheme})`);
    doc.text(`Formula: ${score.formula}`);
    if (score.missing.length) doc.text(`Missing inputs: ${score.missing.join(', ')}`);
    doc.moveDown(0.4);
    table(
      doc,
      ['Region', 'Inputs', 'Weight', 'Term'],
      Object.entries(score.breakdown).map(([region, b]) => [
        region,
        Object.entries(b.inputs)
          .map(([k, v]) => `${k} ${v === null ? '–' : String(v)}`)
          .join(', '),
        b.weight === undefined ? '–' : String(b.weight),
        fmt(b.term, 2),
      ]),
      [90, 260, 70, 75],
    );
  }

  heading(doc, 'Regions');
  const suggestions = aggregate.suggestions ?? {};
  const chosen = aggregate.input?.regions ?? {};
  const regions = [...new Set([...Object.keys(suggestions), ...Object.keys(chosen)])];
  table(
    doc,
    ['Region', 'Images', 'Affected area (measured)', 'Suggested area grade', 'Area grade used'],
    regions.map((r) => [
      r,
      String(suggestions[r]?.images ?? 0),
      suggestions[r]?.affectedPercent == null ? '–' : `${fmt(suggestions[r]?.affectedPercent)} %`,
      suggestions[r]?.suggestedArea == null ? '–' : String(suggestions[r]?.suggestedArea),
      chosen[r]?.area === undefined
        ? '–'
        : `${chosen[r]?.area}${aggregate.adjustedRegions?.includes(r) ? ' (adjusted by clinician)' : ''}`,
    ]),
    [90, 55, 130, 110, 110],
  );
  if (aggregate.missingRegions?.length)
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Regions without a usable image: ${aggregate.missingRegions.join(', ')}`);

  heading(doc, 'Images');
  const thumb = { w: 150, h: 112 };
  let col = 0;
  for (const { image, analysis } of images) {
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
      doc.fontSize(8).text('image not available', x + 5, y + 5, { width: thumb.w - 10 });
    }
    const result = analysis.result as StoredAnalysisResult;
    const redness = result.quantities.erythemaAreaPercent?.value;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        `${image.bodyPart ?? '–'}${redness == null ? '' : ` · ${fmt(redness)} % red`}`,
        x,
        y + thumb.h + 2,
        { width: thumb.w },
      );
    col = (col + 1) % 3;
    doc.x = MARGIN;
    doc.y = col === 0 ? y + thumb.h + 18 : y;
  }
  if (col !== 0) doc.y += thumb.h + 18;

  heading(doc, 'Method and limits');
  doc.font('Helvetica').fontSize(9);
  const methods = new Set(
    images
      .map(({ analysis }) => (analysis.result as StoredAnalysisResult).method)
      .filter((m) => m !== null)
      .map((m) => `${m.name} ${m.version}`),
  );
  doc.text(`Measurement method: ${[...methods].join(', ') || '–'}`, MARGIN);
  doc.text(
    'These are measured quantities, not a diagnosis. Area grades are suggestions from pixel areas of photographs taken at different distances; severity grades are the clinician’s. The score is preliminary until reviewed by a clinician.',
  );
  if (first?.caveat) doc.text(first.caveat);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 15, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
