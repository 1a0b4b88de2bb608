import type {
  AssistantChannel,
  AssistantStatus,
  callSummarySchema,
  DeskConversation,
  DeskMessage,
  Locale,
} from '@dermadesk/contracts';
import type { z } from 'zod';
import type { AiGateway } from '../../../ai/ai-gateway.js';
import type { ToolCall } from '../../../ai/types.js';
import { AppError } from '../../../lib/app-error.js';
import type { OrgActor } from '../../../lib/request-context.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.js';
import type { SetupService } from '../setup.service.js';
import type { AssistantRepository, ConversationRow, MessageRow } from './assistant.repository.js';
import { systemPrompt, toModelMessages } from './prompt.js';
import type { ToolRunner } from './tool-runner.js';
import { assistantTools, parseToolCall } from './tools.js';

/** Model rounds in one turn: enough for identify → find → book, short of a runaway loop. */
const MAX_ROUNDS = 6;

export const toDeskMessage = (m: MessageRow): DeskMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  toolName: m.toolName,
  createdAt: m.createdAt.toISOString(),
});

/**
 * The Receptionist's assistant with a chat model: each caller turn runs the model with the
 * tools, executes the tool calls it asks for (checked, through the staff screens' services) and
 * stores every step, so a colleague, a handover task or a call summary can read what happened.
 */
export function createAssistantService(deps: {
  repo: (ctx: OrgActor) => AssistantRepository;
  runner: ToolRunner;
  gateway: AiGateway;
  setup: SetupService;
  audit: AuditTrail;
  now: () => number;
}) {
  const { repo, gateway } = deps;

  async function owned(ctx: OrgActor, id: string) {
    const row = await repo(ctx).conversation(id);
    if (!row) throw AppError.notFound('conversation', id);
    return row;
  }

  function toDetail(
    row: { conversation: ConversationRow; patientName: string | null },
    messages: MessageRow[],
  ): DeskConversation {
    const c = row.conversation;
    return {
      id: c.id,
      channel: c.channel,
      patientId: c.patientId,
      patientName: row.patientName,
      transcriptStatus: c.transcriptStatus,
      summaryStatus: c.summaryStatus,
      summary: (c.summary as z.infer<typeof callSummarySchema> | null) ?? null,
      summaryError: c.summaryError,
      endedAt: c.endedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      messages: messages.map(toDeskMessage),
    };
  }

  /** One model round: its text and the tool calls it asked for. */
  async function round(ctx: OrgActor, messages: ReturnType<typeof toModelMessages>) {
    const session = await gateway.openChat(ctx, 'receptionist');
    let text = '';
    const calls: ToolCall[] = [];
    for await (const event of session.stream({
      messages,
      tools: assistantTools,
      temperature: 0.2,
    })) {
      if (event.type === 'token') text += event.text;
      else if (event.type === 'tool-call') calls.push(event.call);
    }
    return { text, calls };
  }

  return {
    async status(ctx: OrgActor): Promise<AssistantStatus> {
      const [chat, transcription] = await Promise.all([
        gateway.resolve(ctx.orgId, 'chat'),
        gateway.resolve(ctx.orgId, 'transcription'),
      ]);
      return { chat: chat.status, transcription: transcription.status };
    },

    async start(
      ctx: OrgActor,
      values: { channel: AssistantChannel; language: Locale; tokenHash?: string },
    ) {
      const row = await repo(ctx).createConversation({
        channel: values.channel,
        language: values.language,
        createdBy: ctx.userId,
        tokenHash: values.tokenHash ?? null,
        transcriptStatus: values.channel === 'call' ? 'in-progress' : null,
      });
      await deps.audit.record(ctx, 'create', {
        type: 'receptionist-conversation',
        id: row.id,
        details: { channel: values.channel },
      });
      return row;
    },

    owned,

    messagesOf: (ctx: OrgActor, id: string) => repo(ctx).messages(id),

    async detail(ctx: OrgActor, id: string): Promise<DeskConversation> {
      const row = await owned(ctx, id);
      const messages = await repo(ctx).messages(id);
      await deps.audit.record(ctx, 'view', { type: 'receptionist-conversation', id });
      return toDetail(row, messages);
    },

    /**
     * The caller's words, then the model's rounds until it answers in text. Returns the messages
     * this turn added, in order.
     */
    async turn(
      ctx: OrgActor,
      id: string,
      content: string,
      language: Locale,
    ): Promise<MessageRow[]> {
      const { conversation } = await owned(ctx, id);
      if (conversation.endedAt) throw AppError.conflict('This conversation has ended.');
      const r = repo(ctx);
      const settings = await deps.setup.settings(ctx);
      const types = (await deps.setup.types(ctx)).filter((t) => t.active).map((t) => t.name);
      const system = systemPrompt({
        channel: conversation.channel,
        language,
        clinicName: settings.clinicName,
        timeZone: settings.timeZone,
        now: deps.now(),
        types,
      });
      const added = await r.addMessages(id, [{ role: 'caller', content }]);
      let patientId = conversation.patientId;
      for (let i = 0; i < MAX_ROUNDS; i += 1) {
        const history = await r.messages(id);
        const { text, calls } = await round(ctx, toModelMessages(system, history));
        const [said] = await r.addMessages(id, [
          { role: 'assistant', content: text, toolCalls: calls.length ? calls : null },
        ]);
        added.push(said!);
        if (!calls.length) break;
        for (const call of calls) {
          const parsed = parseToolCall(call.name, call.arguments);
          const result = parsed.ok
            ? await deps.runner.run(
                { ctx, conversationId: id, channel: conversation.channel, language, patientId },
                parsed.call,
              )
            : { content: { error: parsed.error } };
          if ('patientId' in result && result.patientId) patientId = result.patientId;
          const [tool] = await r.addMessages(id, [
            {
              role: 'tool',
              content: JSON.stringify(result.content),
              toolCallId: call.id,
              toolName: call.name,
              outcome: 'outcome' in result ? (result.outcome ?? null) : null,
              appointmentId: 'appointmentId' in result ? (result.appointmentId ?? null) : null,
            },
          ]);
          added.push(tool!);
        }
      }
      await r.updateConversation(id, {});
      return added;
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
