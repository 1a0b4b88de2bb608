import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationDetailSchema,
  conversationParamsSchema,
  replyRequestSchema,
} from '@dermadesk/contracts';
import { orgContextOf } from '../../plugins/access.js';
import type { AssistantService } from './assistant.service.js';
import { openEventStream } from '../../lib/event-stream.js';
import { registerConversationRoutes } from '../../platform/conversations/conversation.routes.js';

export async function assistantRoutes(
  app: FastifyInstance,
  { assistant }: { assistant: AssistantService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];
  // The menu shows the Assistant only with Ambient Scribes on; the API agrees.
  const access = { access: 'org' as const, feature: 'assistant' as const };
  const base = '/api/v1/assistant/conversations';

  registerConversationRoutes(app, {
    base,
    feature: 'assistant',
    tags,
    noun: 'conversation',
    detailSchema: conversationDetailSchema,
    service: assistant,
  });

  r.post(
    `${base}/:id/reply`,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Send, edit or regenerate, answered as server-sent events: user?, token*, done | error',
        params: conversationParamsSchema,
        body: replyRequestSchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // Checks and limits first: their failures are ordinary JSON errors with a status.
      const prepared = await assistant.prepareReply(
        orgContextOf(request),
        request.params.id,
        request.body,
      );
      const stream = openEventStream(reply);
      if (prepared.userMessage) stream.send('user', prepared.userMessage);
      const { message, error } = await prepared.run(stream.signal, (text) =>
        stream.send('token', { text }),
      );
      if (error && !stream.signal.aborted) {
        request.log.warn({ code: error.code, details: error.details }, 'assistant reply failed');
        stream.send('error', { code: error.code, message: error.message, messageId: message.id });
      } else {
        stream.send('done', message);
      }
      stream.end();
    },
  );
}
