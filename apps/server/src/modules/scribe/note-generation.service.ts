import type { Note, ScribeTemplate, Segment, TemplateField } from '@dermadesk/contracts';
import { providerFailure, type AiGateway, type ChatSession } from '../../ai/ai-gateway.js';
import type { ChatMessage } from '../../ai/types.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { EncountersService } from './encounters.service.js';
import { formatTranscript } from './transcript-text.js';
import type { TemplatesService } from './templates.service.js';

export type NoteEvent =
  | { event: 'section'; data: { index: number; name: string } }
  | { event: 'token'; data: { index: number; text: string } };

const RULES = [
  'You write one section of a dermatology chart note from the transcript of a consultation.',
  'Write only what the transcript says. Never add findings, doses, history or advice that nobody said.',
  'Keep numbers, doses and durations exactly as said. Keep negations ("no fever") as said.',
  'If the transcript says nothing for this section, reply with nothing at all.',
  'Reply with the section text only: no heading, no preamble.',
].join('\n');

function languageLine(template: ScribeTemplate) {
  const lang = template.chartNotesLanguage;
  return lang && lang !== 'same' && lang !== 'auto'
    ? `Write the section in this language: ${lang}.`
    : 'Write the section in the language of the conversation.';
}

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
      content: `${RULES}\n${languageLine(template)}${template.instruction ? `\n${template.instruction}` : ''}${examples}`,
    },
    {
      role: 'user',
      content: `<transcript>\n${transcript}\n</transcript>\n<section index="${index}" name="${field.name}" format="${field.format}">\n${field.instruction}${example}\n</section>\nWrite the "${field.name}" section${field.format === 'bullets' ? ' as bullet points, one per line starting with "- "' : ' as prose'}.`,
    },
  ];
}

/**
 * Chart note generation (issue 18): one model call per template section, streamed as it comes,
 * then stored as a new note version whose evidence the server computes like any edit. The first
 * call is admitted before the stream starts, so 'no provider configured' is a plain JSON error.
 */
export function createNoteGenerationService(deps: {
  gateway: AiGateway;
  encounters: EncountersService;
  templates: TemplatesService;
}) {
  return {
    async prepare(ctx: OrgContext, id: string) {
      const encounter = await deps.encounters.detail(ctx, id);
      const segments: Segment[] = encounter.transcript.segments;
      if (!segments.length) {
        throw AppError.conflict(
          'There is no transcript yet: record, upload, type or paste one first.',
        );
      }
      const template = await deps.templates.resolve(ctx, encounter.templateId);
      const transcript = formatTranscript(segments);
      let first: ChatSession | null = await deps.gateway.openChat(ctx, 'scribe-note');

      return {
        async run(signal: AbortSignal, emit: (e: NoteEvent) => void): Promise<Note> {
          const sections: { name: string; text: string }[] = [];
          for (const [index, field] of template.fields.entries()) {
            if (signal.aborted) break;
            const session = first ?? (await deps.gateway.openChat(ctx, 'scribe-note'));
            first = null;
            emit({ event: 'section', data: { index, name: field.name } });
            let text = '';
            try {
              const messages = sectionMessages(template, field, index, transcript);
              for await (const e of session.stream({ messages, signal, temperature: 0 })) {
                if (e.type !== 'token') continue;
                text += e.text;
                emit({ event: 'token', data: { index, text: e.text } });
              }
            } catch (e) {
              throw providerFailure(e);
            }
            sections.push({ name: field.name, text: text.trim() });
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
