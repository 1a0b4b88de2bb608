import {
  SCRIBE_DOCUMENT_TEXTS,
  type Letter,
  type LetterParty,
  type Locale,
} from '@dermadesk/contracts';
import { BOLD, finishReport, MARGIN, newReport, REGULAR } from '../../exports/pdf-layout.js';
import { reportTexts } from '../../exports/pdf-texts.js';

const partyLines = (p: LetterParty) =>
  [p.role, p.organisation, ...p.address.split('\n'), p.phone, p.email].filter((l) => l.trim());

/**
 * A letter as an A4 PDF in `locale`: sender, date, recipient, the kind of letter, the patient,
 * the body and page numbers (the exports module's layout and fonts, which cover all five
 * languages).
 */
export async function renderLetterPdf(letter: Letter, locale: Locale, now = new Date()) {
  const tx = SCRIBE_DOCUMENT_TEXTS[locale];
  const title = tx.letter[letter.kind];
  const { doc, bytes } = newReport(locale, title);
  const width = doc.page.width - 2 * MARGIN;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(now);

  doc
    .font(BOLD)
    .fontSize(11)
    .text(letter.sender.name || ' ');
  doc.font(REGULAR).fontSize(9);
  for (const line of partyLines(letter.sender)) doc.text(line);
  doc.moveDown(1).fontSize(10).text(date, { width, align: 'right' });
  doc.moveDown(1);
  if (letter.recipient.name) doc.font(BOLD).fontSize(10).text(letter.recipient.name);
  doc.font(REGULAR).fontSize(9);
  for (const line of partyLines(letter.recipient)) doc.text(line);

  doc.moveDown(1.5).font(BOLD).fontSize(13).text(title);
  const p = letter.patient;
  const about = [
    p.name && `${tx.patient}: ${p.name}`,
    p.dateOfBirth && `${tx.dateOfBirth}: ${p.dateOfBirth}`,
    p.subjectId && `${tx.subjectId}: ${p.subjectId}`,
  ].filter(Boolean);
  if (about.length) doc.font(REGULAR).fontSize(10).text(about.join(' · '));
  doc.moveDown(1).font(REGULAR).fontSize(11);
  for (const paragraph of letter.body.split(/\n\s*\n/)) {
    doc.text(paragraph.trim(), { width, align: 'left' }).moveDown(0.6);
  }
  finishReport(doc, reportTexts(locale));
  return bytes;
}
