import { z } from 'zod';
import type { replyRequestSchema } from '@dermadesk/contracts';
import {
  attachmentSchema,
  type AssistantMessage,
  type Attachment,
  type AttachmentInput,
  type ConversationDetail,
  type ConversationListQuery,
} from '@dermadesk/contracts';
import { providerFailure, type AiGateway } from '../../ai/ai-gateway.js';
import type { AiSettingsRepository } from '../../ai/ai-settings.repository.js';
import type { TokenUsage } from '../../ai/types.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import { DEFAULT_ASSISTANT_SYSTEM_PROMPT } from '../../ai/default-system-prompt.js';
import type { ConversationService } from '../../platform/conversations/conversation-service.js';
import type { MessageRow } from '../../platform/conversations/conversations.repository.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { analysisContext, analysisLabel, noteContext } from './attachment-context.js';
import { titleFrom, toModelMessages } from './model-messages.js';

export type ReplyBody = z.output<typeof replyRequestSchema>;

/** A reply whose checks passed and whose user turn is saved; `run` streams the answer once. */
export interface PreparedReply {
  userMessage: AssistantMessage | null;
  run(
    signal: AbortSignal,
    onToken: (text: string) => void,
  ): Promise<{ message: AssistantMessage; error: AppError | null }>;
}

function toMessage(m: MessageRow): AssistantMessage {
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    status: m.status,
    attachments: z.array(attachmentSchema).parse(m.attachments),
    action: (m.action as AssistantMessage['action']) ?? null,
    language: (m.language as AssistantMessage['language']) ?? null,
    model: m.model,
    createdAt: m.createdAt.toISOString(),
  };
}

export function createAssistantService(deps: {
  /** The platform's conversations, as the Assistant's ('assistant' feature). */
  conversations: ConversationService;
  clinicalRecord: ClinicalRecordService;
  gateway: AiGateway;
  aiSettings: OrgScope<AiSettingsRepository>;
}) {
  const { conversations, gateway } = deps;
  const repoFor = conversations.repo;
  const owned = conversations.owned;

  /** Turns attachments into what the chip shows and the context the model reads. */
  async function resolveAttachments(ctx: OrgContext, inputs: AttachmentInput[]) {
    const stored: Attachment[] = [];
    const contexts: string[] = [];
    for (const input of inputs) {
      if (input.kind === 'note') {
        stored.push(input);
        contexts.push(noteContext(input.text));
        continue;
      }
      const record = await deps.clinicalRecord.read(ctx, input.uploadId);
      stored.push({ kind: 'analysis', uploadId: input.uploadId, label: analysisLabel(record) });
      contexts.push(analysisContext(record));
    }
    return { stored, context: contexts.length ? contexts.join('\n\n') : null };
  }

  return {
    list: (ctx: OrgContext, query: ConversationListQuery) => conversations.list(ctx, query),
    create: (ctx: OrgContext, title?: string) => conversations.create(ctx, title),
    rename: (ctx: OrgContext, id: string, title: string) => conversations.rename(ctx, id, title),
    remove: (ctx: OrgContext, id: string) => conversations.remove(ctx, id),

    async detail(ctx: OrgContext, id: string): Promise<ConversationDetail> {
      const { conversation, messages } = await conversations.detail(ctx, id);
      return { ...conversation, messages: messages.map(toMessage) };
    },

    /**
     * Checks everything that can fail before the stream starts (ownership, the last message for
     * edit/regenerate, attachments, provider limits), so those failures are plain JSON errors.
     */
    async prepareReply(ctx: OrgContext, id: string, body: ReplyBody): Promise<PreparedReply> {
      const repo = repoFor(ctx);
      const conversation = await owned(ctx, id);
      const history = await repo.messages(id);
      const lastUser = history.findLast((m) => m.role === 'user');
      if (body.mode !== 'send' && !lastUser) {
        throw AppError.conflict('There is no message to answer again yet.');
      }
      if (body.mode === 'send' && !body.content && !body.action && !body.attachments.length) {
        throw AppError.badRequest('Write a message, attach something or choose an action.');
      }
      const attached =
        body.mode === 'regenerate' ? null : await resolveAttachments(ctx, body.attachments);
      const session = await gateway.openChat(ctx, 'assistant');
      try {
        let turns: MessageRow[];
        let userRow: MessageRow | null = null;
        if (body.mode === 'regenerate') {
          await repo.truncate(id, lastUser!.seq, false);
          turns = history.filter((m) => m.seq <= lastUser!.seq);
        } else {
          if (body.mode === 'edit') await repo.truncate(id, lastUser!.seq, true);
          userRow = await repo.addMessage({
            conversationId: id,
            role: 'user',
            content: body.content,
            attachments: attached!.stored,
            context: attached!.context,
            action: body.mode === 'send' ? body.action : null,
            language: body.mode === 'send' ? body.language : null,
          });
          const before =
            body.mode === 'edit' ? history.filter((m) => m.seq < lastUser!.seq) : history;
          turns = [...before, userRow];
        }
        const firstTurn = userRow ?? lastUser!;
        const fallbackTitle =
          (firstTurn.attachments as Attachment[])[0]?.kind === 'analysis'
            ? (firstTurn.attachments as { label: string }[])[0]!.label
            : (firstTurn.action ?? 'Conversation');
        await repo.touch(
          id,
          conversation.title ? undefined : titleFrom(firstTurn.content, fallbackTitle),
        );
        const policy = await deps.aiSettings(ctx).policy();
        const messages = toModelMessages(
          policy?.systemPrompt ?? DEFAULT_ASSISTANT_SYSTEM_PROMPT,
          turns,
        );

        return {
          userMessage: userRow && toMessage(userRow),
          async run(signal, onToken) {
            let text = '';
            let usage: TokenUsage | null = null;
            let status: AssistantMessage['status'] = 'complete';
            let error: AppError | null = null;
            try {
              for await (const event of session.stream({ messages, signal })) {
                if (event.type === 'token') {
                  text += event.text;
                  onToken(event.text);
                } else if (event.type === 'end') {
                  usage = event.usage;
                  if (event.finishReason === 'aborted') status = 'stopped';
                }
              }
            } catch (e) {
              error = providerFailure(e);
              status = signal.aborted ? 'stopped' : 'failed';
            }
            const row = await repo.addMessage({
              conversationId: id,
              role: 'assistant',
              content: text,
              status,
              model: session.model,
              promptTokens: usage?.promptTokens ?? null,
              completionTokens: usage?.completionTokens ?? null,
            });
            await repo.touch(id);
            return { message: toMessage(row), error };
          },
        };
      } catch (e) {
        session.release();
        throw e;
      }
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
