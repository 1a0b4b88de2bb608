import { z } from 'zod';
import {
  copilotCitationSchema,
  type CopilotAnswer,
  type CopilotCitation,
  type CopilotConversationDetail,
  type CopilotMessage,
  type CopilotPassage,
  type ConversationListQuery,
} from '@dermadesk/contracts';
import { type AiGateway, type ChatSession } from '../../ai/ai-gateway.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { ConversationService } from '../../platform/conversations/conversation-service.js';
import type { MessageRow } from '../../platform/conversations/conversations.repository.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { CopilotRepositories } from './index.repository.js';
import { COPILOT_SYSTEM_PROMPT, NOT_IN_SOURCES, passagesPrompt } from './answer-prompt.js';
import { checkCitations } from './citations.js';
import { bestExcerpt, coverage } from './excerpt.js';
import { quotationMarks } from './quotation-marks.js';
import type { QueryVectors } from './query-vector.js';
import { retrieve } from './retrieval.js';

/** Passages sent to the model with a question. */
const PASSAGES = 6;
/** Passages quoted in an extractive answer. */
const QUOTED = 3;
/** Below this share of the question's words, the best passage does not answer it. */
const MIN_COVERAGE = 0.5;

const groundingSchema = z.object({
  mode: z.enum(['model', 'extractive']),
  citations: z.array(copilotCitationSchema),
  notFound: z.boolean(),
  unsupported: z.array(z.string()),
});
type Grounding = z.infer<typeof groundingSchema>;

function toMessage(m: MessageRow): CopilotMessage {
  const g = m.grounding ? groundingSchema.parse(m.grounding) : null;
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    status: m.status,
    mode: g?.mode ?? null,
    citations: g?.citations ?? [],
    notFound: g?.notFound ?? false,
    unsupported: g?.unsupported ?? [],
    createdAt: m.createdAt.toISOString(),
  };
}

function citationOf(n: number, p: CopilotPassage, question: string): CopilotCitation {
  const excerpt = bestExcerpt(p.text, question, { midSentence: p.start > 0 });
  return {
    n,
    sourceId: p.sourceId,
    sourceName: p.sourceName,
    ...(p.page !== undefined ? { page: p.page } : {}),
    ...(p.url !== undefined ? { url: p.url } : {}),
    ...(p.title ? { title: p.title } : {}),
    // Shown as one line of prose; the offsets keep the page's own line breaks.
    quote: excerpt.text.replace(/\s+/g, ' ').trim(),
    chunkId: p.chunkId,
    start: p.start + excerpt.start,
    end: p.start + excerpt.start + excerpt.text.length,
  };
}

/**
 * The best passages' citations, at most `QUOTED`, a quote already given left out: a leaflet
 * uploaded twice, as two sources, held the same passage twice and it was quoted twice.
 */
export function quotedCitations(question: string, passages: CopilotPassage[]): CopilotCitation[] {
  const quoted: CopilotCitation[] = [];
  for (const p of passages) {
    if (quoted.length === QUOTED) break;
    const citation = citationOf(quoted.length + 1, p, question);
    if (!quoted.some((c) => c.quote === citation.quote)) quoted.push(citation);
  }
  return quoted;
}

/** The best passages quoted as they are: a real answer without any chat model. */
function extractive(
  question: string,
  passages: CopilotPassage[],
): Omit<Grounding, 'mode'> & { answer: string } {
  const quoted = quotedCitations(question, passages);
  const [open, close] = quotationMarks(question, quoted.map((c) => c.quote).join(' '));
  return {
    answer: quoted.map((c) => `${open}${c.quote}${close} [${c.n}]`).join('\n\n'),
    citations: quoted,
    notFound: !passages.length || coverage(question, passages[0]!.text) < MIN_COVERAGE,
    unsupported: [],
  };
}

export interface PreparedAsk {
  conversationId: string;
  run(signal: AbortSignal, onToken: (text: string) => void): Promise<CopilotAnswer>;
}

export function createAskService(deps: {
  repos: OrgScope<CopilotRepositories>;
  /** Copilot's own conversations (feature 'copilot'). */
  conversations: ConversationService;
  gateway: AiGateway;
  vectors: QueryVectors;
}) {
  const { repos, conversations, gateway, vectors } = deps;
  const find = async (ctx: OrgContext, q: { query: string; sourceIds?: string[]; limit: number }) =>
    retrieve(repos(ctx), q, await vectors.of(ctx, q.query));

  /** The chat model, or null when none is configured or enabled (the extractive answer). */
  async function chatOrNull(ctx: OrgContext): Promise<ChatSession | null> {
    try {
      return await gateway.openChat(ctx, 'copilot');
    } catch (e) {
      if (e instanceof AppError && e.code === 'AI_UNAVAILABLE') return null;
      throw e;
    }
  }

  return {
    list: (ctx: OrgContext, q: ConversationListQuery) => conversations.list(ctx, q),
    create: (ctx: OrgContext, title?: string) => conversations.create(ctx, title),
    rename: (ctx: OrgContext, id: string, title: string) => conversations.rename(ctx, id, title),
    remove: (ctx: OrgContext, id: string) => conversations.remove(ctx, id),
    async detail(ctx: OrgContext, id: string): Promise<CopilotConversationDetail> {
      const { conversation, messages } = await conversations.detail(ctx, id);
      return { ...conversation, messages: messages.map(toMessage) };
    },

    search: find,

    /**
     * Everything that can fail before an answer starts (ownership, sources, provider limits)
     * fails here, as a plain JSON error; the question is then saved.
     */
    async prepare(
      ctx: OrgContext,
      body: { question: string; conversationId?: string; sourceIds?: string[] },
    ): Promise<PreparedAsk> {
      const repo = conversations.repo(ctx);
      const conversation = body.conversationId
        ? await conversations.owned(ctx, body.conversationId)
        : await repo.create('');
      const passages = await find(ctx, {
        query: body.question,
        sourceIds: body.sourceIds,
        limit: PASSAGES,
      });
      const chat = passages.length ? await chatOrNull(ctx) : null;
      try {
        await repo.addMessage({
          conversationId: conversation.id,
          role: 'user',
          content: body.question,
        });
        await repo.touch(
          conversation.id,
          conversation.title ? undefined : body.question.slice(0, 80),
        );
      } catch (e) {
        chat?.release();
        throw e;
      }

      async function save(
        answer: string,
        grounding: Grounding,
        status: MessageRow['status'],
        model: string | null,
      ) {
        const row = await repo.addMessage({
          conversationId: conversation.id,
          role: 'assistant',
          content: answer,
          status,
          model,
          grounding,
        });
        await repo.touch(conversation.id);
        return { answer, ...grounding, conversationId: conversation.id, messageId: row.id };
      }

      return {
        conversationId: conversation.id,
        async run(signal, onToken) {
          if (!chat) {
            const result = extractive(body.question, passages);
            onToken(result.answer);
            const { answer, ...grounding } = result;
            return save(answer, { mode: 'extractive', ...grounding }, 'complete', null);
          }
          let text = '';
          let status: MessageRow['status'] = 'complete';
          try {
            for await (const event of chat.stream({
              messages: [
                { role: 'system', content: COPILOT_SYSTEM_PROMPT },
                { role: 'user', content: passagesPrompt(body.question, passages) },
              ],
              temperature: 0,
              signal,
            })) {
              if (event.type === 'token') {
                text += event.text;
                onToken(event.text);
              } else if (event.type === 'end' && event.finishReason === 'aborted')
                status = 'stopped';
            }
          } catch (e) {
            if (!signal.aborted) throw e;
            status = 'stopped';
          }
          if (text.includes(NOT_IN_SOURCES) || !text.trim()) {
            const closest = quotedCitations(body.question, passages);
            return save(
              '',
              { mode: 'model', citations: closest, notFound: true, unsupported: [] },
              status,
              chat.model,
            );
          }
          const checked = checkCitations(text, passages.length);
          const citations = checked.used.map((n) => citationOf(n, passages[n - 1]!, body.question));
          return save(
            checked.answer,
            { mode: 'model', citations, notFound: false, unsupported: checked.unsupported },
            status,
            chat.model,
          );
        },
      };
    },
  };
}
export type AskService = ReturnType<typeof createAskService>;
