import type { Note, ScribeTemplate, Segment, TemplateField } from '@dermadesk/contracts';
import { providerFailure, type AiGateway, type ChatSession } from '../../ai/ai-gateway.js';
import type { ChatMessage } from '../../ai/types.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AudioService } from './audio.service.js';
import {
  createSectionStream,
  languageLine,
  readSections,
  revisionMessages,
  wholeNoteMessages,
} from './drafting.js';
import type { EncountersService } from './encounters.service.js';
import { voicedWav } from './model-audio.js';
import type { OptionsService } from './options.service.js';
import { formatTranscript } from './transcript-text.js';
import type { TemplatesService } from './templates.service.js';

type Section = { name: string; text: string };

export type NoteEvent =
  | { event: 'section'; data: { index: number; name: string } }
  | { event: 'token'; data: { index: number; text: string } }
  /** The draft is being checked against the transcript (the revision pass). */
  | { event: 'revising'; data: Record<string, never> }
  | { event: 'revised'; data: { sections: Section[] } };

const RULES = [
  'You write one section of a dermatology chart note from the transcript of a consultation.',
  'Write only what the transcript says. Never add findings, doses, history or advice that nobody said.',
  'Keep numbers, doses and durations exactly as said. Keep negations ("no fever") as said.',
  'If the transcript says nothing for this section, reply with nothing at all.',
  'Reply with the section text only: no heading, no preamble.',
].join('\n');

export function sectionMessages(
  template: ScribeTemplate,
  field: TemplateField,
  index: number,
  transcript: string,
): ChatMessage[] {
  const example = field.example ? `\nExample of this section:\n${field.example}` : '';
  const examples = template.examples.length
    ? `\n\nExample notes of this clinic:\n${template.examples.join('\n---\n')}`
    : '';
  return [
    {
      role: 'system',
      content: `${RULES}\n${languageLine(template, 'section')}${template.instruction ? `\n${template.instruction}` : ''}${examples}`,
    },
    {
      role: 'user',
      content: `<transcript>\n${transcript}\n</transcript>\n<section index="${index}" name="${field.name}" format="${field.format}">\n${field.instruction}${example}\n</section>\nWrite the "${field.name}" section${field.format === 'bullets' ? ' as bullet points, one per line starting with "- "' : ' as prose'}.`,
    },
  ];
}

/** The reply of one call, passing each token to `onToken`; provider errors become ours. */
async function complete(
  session: ChatSession,
  messages: ChatMessage[],
  signal: AbortSignal,
  onToken: (text: string) => void = () => {},
): Promise<string> {
  let text = '';
  try {
    for await (const e of session.stream({ messages, signal, temperature: 0 })) {
      if (e.type !== 'token') continue;
      text += e.text;
      onToken(e.text);
    }
  } catch (e) {
    throw providerFailure(e);
  }
  return text;
}

const offForm = () =>
  new AppError(
    'AI_PROVIDER_FAILED',
    'The model did not answer section by section: generate again, or switch off fast multi-field extraction.',
  );

/**
 * Chart note generation (issue 18), streamed, then stored as a new note version whose evidence
 * the server computes like any edit. By default one model call per template section, then one
 * revision call that checks the whole draft against the transcript and corrects it. The
 * clinician's options change that: fast multi-field extraction (one call for every section),
 * skip revision (the draft is stored as written), skip transcription (without a transcript, the
 * voiced audio goes to a chat model that hears it; nothing to check it against, so no revision).
 * The first call is admitted before the stream starts, so 'no provider configured' is plain JSON.
 */
export function createNoteGenerationService(deps: {
  gateway: AiGateway;
  encounters: EncountersService;
  templates: TemplatesService;
  options: OptionsService;
  audio: AudioService;
}) {
  return {
    async prepare(ctx: OrgContext, id: string) {
      const encounter = await deps.encounters.detail(ctx, id);
      const segments: Segment[] = encounter.transcript.segments;
      const options = await deps.options.effective(ctx);
      const listen = !segments.length && options.skipTranscription;
      if (!segments.length && !listen) {
        throw AppError.conflict(
          'There is no transcript yet: record, upload, type or paste one first.',
        );
      }
      const template = await deps.templates.resolve(ctx, encounter.templateId);
      const names = template.fields.map((f) => f.name);
      const transcript = listen ? null : formatTranscript(segments);
      const audio = listen ? await voicedWav(await deps.audio.finishedRecordings(ctx, id)) : null;
      let first: ChatSession | null = await deps.gateway.openChat(ctx, 'scribe-note');
      const session = async () => {
        const s = first ?? (await deps.gateway.openChat(ctx, 'scribe-note'));
        first = null;
        return s;
      };

      async function perSection(signal: AbortSignal, emit: (e: NoteEvent) => void) {
        const sections: Section[] = [];
        for (const [index, field] of template.fields.entries()) {
          if (signal.aborted) break;
          const s = await session();
          emit({ event: 'section', data: { index, name: field.name } });
          const messages = sectionMessages(template, field, index, transcript!);
          const text = await complete(s, messages, signal, (t) =>
            emit({ event: 'token', data: { index, text: t } }),
          );
          sections.push({ name: field.name, text: text.trim() });
        }
        return sections;
      }

      async function wholeNote(signal: AbortSignal, emit: (e: NoteEvent) => void) {
        const messages = wholeNoteMessages(template, transcript);
        const user = messages[1]!;
        if (audio && user.role === 'user') user.audio = { data: audio, format: 'wav' };
        const stream = createSectionStream(names, (e) =>
          emit(
            e.kind === 'section'
              ? { event: 'section', data: { index: e.index, name: e.name } }
              : { event: 'token', data: { index: e.index, text: e.text } },
          ),
        );
        const reply = await complete(await session(), messages, signal, (t) => stream.push(t));
        if (signal.aborted) return [];
        const sections = readSections(reply, names);
        if (!sections) throw offForm();
        return sections;
      }

      async function revise(draft: Section[], signal: AbortSignal, emit: (e: NoteEvent) => void) {
        emit({ event: 'revising', data: {} });
        const messages = revisionMessages(template, transcript!, draft);
        const reply = await complete(await session(), messages, signal);
        // A reply out of form changes nothing: the draft stands, and its evidence is checked.
        const revised = readSections(reply, names) ?? draft;
        emit({ event: 'revised', data: { sections: revised } });
        return revised;
      }

      return {
        async run(signal: AbortSignal, emit: (e: NoteEvent) => void): Promise<Note> {
          let sections =
            listen || options.fastExtraction
              ? await wholeNote(signal, emit)
              : await perSection(signal, emit);
          if (!listen && !options.skipRevision && !signal.aborted) {
            sections = await revise(sections, signal, emit);
          }
          first?.release();
          return deps.encounters.putNote(ctx, id, { sections }, 'generated');
        },
        release: () => first?.release(),
      };
    },
  };
}
export type NoteGenerationService = ReturnType<typeof createNoteGenerationService>;
