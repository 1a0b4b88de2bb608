import { SCRIBE_DOCUMENT_TEXTS, type EncounterDetail, type Locale } from '@dermadesk/contracts';
import {
  BOLD,
  finishReport,
  formatters,
  MARGIN,
  newReport,
  REGULAR,
} from '../../exports/pdf-layout.js';
import { reportTexts } from '../../exports/pdf-texts.js';

export interface NotePdfInput {
  encounter: EncounterDetail;
  /** The body map as the note states it, in `locale`. */
  bodyMap: string[];
  clinician: string;
  clinic: string;
  locale: Locale;
}

/**
 * The chart note as an A4 PDF: the encounter, each section with its sentences (those the server
 * found no support for carry a '*' and a footnote says so), the body map and page numbers.
 */
export async function renderNotePdf(input: NotePdfInput): Promise<Buffer> {
  const { encounter, locale } = input;
  const tx = SCRIBE_DOCUMENT_TEXTS[locale];
  const { when } = formatters(locale);
  const { doc, bytes } = newReport(locale, `${tx.chartNote}: ${encounter.title}`);
  const width = doc.page.width - 2 * MARGIN;
  const note = encounter.note;

  if (input.clinic) doc.font(REGULAR).fontSize(11).text(input.clinic).moveDown(0.2);
  doc.font(BOLD).fontSize(18).text(tx.chartNote);
  doc.font(REGULAR).fontSize(12).text(encounter.title).moveDown(0.4).fontSize(10);
  const facts = [
    encounter.subjectId && `${tx.subjectId}: ${encounter.subjectId}`,
    input.clinician && `${tx.clinician}: ${input.clinician}`,
    `${tx.date}: ${when(new Date(note?.updatedAt ?? encounter.createdAt))}`,
    note && tx.version(note.version),
  ].filter(Boolean);
  doc.text(facts.join(' · '), { width });

  let unsupported = 0;
  const heading = (name: string) => {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(0.8).font(BOLD).fontSize(12).text(name, MARGIN).moveDown(0.2);
  };
  for (const section of note?.sections ?? []) {
    if (!section.sentences.length) continue;
    heading(section.name);
    const lines = section.text.split('\n').filter((l) => l.trim()).length;
    const text = section.sentences
      .map((s) => {
        if (!s.supported) unsupported++;
        return s.supported ? s.text : `${s.text} *`;
      })
      // Bulleted sections keep one sentence a line; prose flows.
      .join(lines > 1 ? '\n' : ' ');
    doc.font(REGULAR).fontSize(10).text(text, { width });
  }
  if (input.bodyMap.length) {
    heading(tx.bodyMap);
    doc.font(REGULAR).fontSize(10);
    for (const line of input.bodyMap) doc.text(`• ${line}`, { width });
  }
  if (unsupported) doc.moveDown(1).fontSize(9).fillColor('#555555').text(tx.notFound, { width });
  finishReport(doc, reportTexts(locale));
  return bytes;
}
