import type { ScribeTemplate } from '@dermadesk/contracts';
import type { ChatMessage } from '../../ai/types.js';

/**
 * The prompts of the two drafting options that work on the whole note at once (issue 18): fast
 * multi-field extraction (one call writes every section) and the revision pass (one call checks
 * the draft against the transcript and corrects it). Both answer in `<section name="…">` blocks,
 * read back by `readSections` and, while streaming, by `createSectionStream`.
 */

const RULES = [
  'You write a dermatology chart note from a consultation.',
  'Write only what was said. Never add findings, doses, history or advice that nobody said.',
  'Keep numbers, doses and durations exactly as said. Keep negations ("no fever") as said.',
  'Leave a section empty when nothing was said for it.',
].join('\n');

const FORM =
  'Reply with every section in order as <section name="NAME">text</section>, and nothing else.';

/** The chart notes language of the template (the note may be written in another than spoken). */
export function languageLine(template: ScribeTemplate, what: 'note' | 'section') {
  const lang = template.chartNotesLanguage;
  return lang && lang !== 'same' && lang !== 'auto'
    ? `Write the ${what} in this language: ${lang}.`
    : `Write the ${what} in the language of the conversation.`;
}

function system(template: ScribeTemplate) {
  const examples = template.examples.length
    ? `\n\nExample notes of this clinic:\n${template.examples.join('\n---\n')}`
    : '';
  const instruction = template.instruction ? `\n${template.instruction}` : '';
  return `${RULES}\n${languageLine(template, 'note')}${instruction}${examples}`;
}

function sectionList(template: ScribeTemplate) {
  return template.fields
    .map((f, i) => {
      const example = f.example ? `\nExample: ${f.example}` : '';
      return `<section index="${i}" name="${f.name}" format="${f.format}">\n${f.instruction}${example}\n</section>`;
    })
    .join('\n');
}

/**
 * One call for every section. `transcript` is the formatted transcript, or null when the audio
 * itself goes with the message (skip transcription: the model listens instead of reading).
 */
export function wholeNoteMessages(
  template: ScribeTemplate,
  transcript: string | null,
): ChatMessage[] {
  const source =
    transcript === null
      ? 'The consultation is the attached audio.'
      : `<transcript>\n${transcript}\n</transcript>`;
  return [
    { role: 'system', content: system(template) },
    {
      role: 'user',
      content: `${source}\n<sections>\n${sectionList(template)}\n</sections>\nWrite every section (bullets: one per line starting with "- "; prose otherwise). ${FORM}`,
    },
  ];
}

/** The revision pass: the draft checked sentence by sentence against the transcript. */
export function revisionMessages(
  template: ScribeTemplate,
  transcript: string,
  draft: { name: string; text: string }[],
): ChatMessage[] {
  const blocks = draft.map((s) => `<section name="${s.name}">${s.text}</section>`).join('\n');
  return [
    { role: 'system', content: system(template) },
    {
      role: 'user',
      content: `<transcript>\n${transcript}\n</transcript>\n<draft>\n${blocks}\n</draft>\nCheck every sentence of the draft against the transcript. Remove what the transcript does not say; correct numbers, doses, negations and sides to match it; keep everything it supports, worded as it is. ${FORM}`,
    },
  ];
}

const SECTION = /<section name="([^"]*)"[^>]*>([\s\S]*?)(<\/section>|$)/g;

/**
 * The sections of a reply, in the template's order (a section the model left out is empty).
 * Null when the reply has no section block at all: the model did not follow the form.
 */
export function readSections(
  reply: string,
  names: string[],
): { name: string; text: string }[] | null {
  const found = new Map<string, string>();
  for (const m of reply.matchAll(SECTION))
    found.set(m[1]!.trim(), m[2]!.replace(/<[^>]*$/, '').trim());
  if (!found.size) return null;
  return names.map((name) => ({ name, text: found.get(name) ?? '' }));
}

/**
 * Follows a streamed whole-note reply: tells when a section starts and what text it gained, so
 * the editor fills section by section as with one call per section. A closing tag arriving in
 * pieces is held back until it is whole.
 */
export function createSectionStream(
  names: string[],
  emit: (
    e:
      | { kind: 'section'; index: number; name: string }
      | { kind: 'text'; index: number; text: string },
  ) => void,
) {
  let reply = '';
  const shown: string[] = [];
  return {
    push(token: string) {
      reply += token;
      for (const m of reply.matchAll(SECTION)) {
        const index = names.indexOf(m[1]!.trim());
        if (index < 0) continue;
        const text = m[2]!.replace(/<[^>]*$/, '').replace(/^\s+/, '');
        if (shown[index] === undefined) {
          shown[index] = '';
          emit({ kind: 'section', index, name: names[index]! });
        }
        if (text.length > shown[index].length && text.startsWith(shown[index])) {
          emit({ kind: 'text', index, text: text.slice(shown[index].length) });
          shown[index] = text;
        }
      }
    },
    reply: () => reply,
  };
}
