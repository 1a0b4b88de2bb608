import type {
  LetterKind,
  LetterParty,
  LetterPatient,
  Locale,
  NoteSection,
} from '@dermadesk/contracts';
import type { ChatMessage } from '../../../ai/types.js';

const LANGUAGE: Record<Locale, string> = {
  en: 'English',
  fr: 'French',
  vi: 'Vietnamese',
  pt: 'Portuguese',
  es: 'Spanish',
};

const PURPOSE: Record<LetterKind, string> = {
  referral:
    'A referral letter from the dermatologist to another specialist: the reason for referral, the relevant history and findings, what was done, and the question for the colleague.',
  gp: "A letter to the patient's general practitioner: a summary of the visit, findings, assessment, the plan and what the GP should do or watch for.",
  patient:
    'A letter to the patient in plain language: short sentences, everyday words instead of medical terms (or the term explained once), addressed to the patient as "you": what was found, what was decided and what to do next.',
};

const RULES = [
  'You write the body of a letter from a dermatology consultation.',
  'Use only what the chart note says. Never add findings, diagnoses, doses, dates or advice that are not in it.',
  'Keep numbers, doses and durations exactly as written. Keep negations as written.',
  'Write the greeting, the paragraphs and the closing only: no letterhead, addresses or date (they are printed separately), and no signature block beyond the closing words.',
].join('\n');

/** Keeps note text from closing our blocks early (a crude prompt-injection fence). */
const fence = (text: string) => text.replace(/<\/(note|letter)/gi, '< /$1');

const party = (p: LetterParty) =>
  [p.name, p.role, p.organisation].filter(Boolean).join(', ') || 'not given';

export interface LetterSource {
  kind: LetterKind;
  language: Locale;
  sender: LetterParty;
  recipient: LetterParty;
  patient: LetterPatient;
  /** The note as checked by the server: sentences not found in the transcript are left out. */
  sections: Pick<NoteSection, 'name' | 'sentences'>[];
  /** The body map as the note states it (clinician's own marks). */
  bodyMap: string[];
}

/** What the letter is written from: the supported sentences of each section, and the body map. */
export function letterNote(source: Pick<LetterSource, 'sections' | 'bodyMap'>): string {
  const sections = source.sections
    .map((s) => ({
      name: s.name,
      text: s.sentences
        .filter((x) => x.supported)
        .map((x) => x.text)
        .join(' '),
    }))
    .filter((s) => s.text);
  if (source.bodyMap.length) sections.push({ name: 'Body map', text: source.bodyMap.join('\n') });
  return sections.map((s) => `[${fence(s.name)}]\n${fence(s.text)}`).join('\n\n');
}

/**
 * The messages that ask the chat model for a letter's body (issue 18): the kind's purpose, the
 * language, who writes to whom about whom, and the note it is written from.
 */
export function letterMessages(source: LetterSource): ChatMessage[] {
  const { patient } = source;
  return [
    {
      role: 'system',
      content: `${RULES}\n${PURPOSE[source.kind]}\nWrite the letter in ${LANGUAGE[source.language]}.`,
    },
    {
      role: 'user',
      content: [
        `<letter kind="${source.kind}" language="${source.language}">`,
        `From: ${fence(party(source.sender))}`,
        `To: ${fence(party(source.recipient))}`,
        `Patient: ${fence([patient.name, patient.dateOfBirth].filter(Boolean).join(', ') || 'not given')}`,
        '</letter>',
        '<note>',
        letterNote(source),
        '</note>',
        'Write the body of this letter.',
      ].join('\n'),
    },
  ];
}
