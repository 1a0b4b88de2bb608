import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  copilotAnswerSchema,
  copilotAskSchema,
  copilotConversationDetailSchema,
  copilotSearchResultSchema,
  copilotSearchSchema,
  successSchema,
} from '@dermadesk/contracts';
import { providerFailure } from '../../ai/ai-gateway.js';
import { openEventStream } from '../../lib/event-stream.js';
import { ok } from '../../lib/ok.js';
import { registerConversationRoutes } from '../../platform/conversations/conversation.routes.js';
import { orgContextOf } from '../../plugins/access.js';
import type { AskService } from './ask.service.js';

export async function copilotAskRoutes(app: FastifyInstance, { ask }: { ask: AskService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['copilot'];
  const access = { access: 'org' as const, feature: 'copilot' as const };
  const base = '/api/v1/copilot/conversations';

  r.post(
    '/api/v1/copilot/search',
    {
      config: access,
      schema: {
        tags,
        summary: 'Retrieval alone: the passages that best match a query, no model involved',
        body: copilotSearchSchema,
        response: { 200: successSchema(copilotSearchResultSchema) },
      },
    },
    async (request) => ok({ passages: await ask.search(orgContextOf(request), request.body) }),
  );

  r.post(
    '/api/v1/copilot/ask',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Ask the sources: server-sent events (conversation, token*, done | error) by default; one JSON answer with Accept: application/json',
        body: copilotAskSchema,
        produces: ['text/event-stream', 'application/json'],
        response: { 200: successSchema(copilotAnswerSchema) },
      },
    },
    async (request, reply) => {
      const ctx = orgContextOf(request);
      const prepared = await ask.prepare(ctx, request.body);
      const accept = request.headers.accept ?? '';
      if (accept.includes('application/json') && !accept.includes('text/event-stream')) {
        const controller = new AbortController();
        request.raw.on('close', () => controller.abort());
        const data = await prepared
          .run(controller.signal, () => {})
          .catch((e: unknown) => {
            throw providerFailure(e);
          });
        return reply.send(ok(data));
      }
      const stream = openEventStream(reply);
      stream.send('conversation', { conversationId: prepared.conversationId });
      try {
        const answer = await prepared.run(stream.signal, (text) => stream.send('token', { text }));
        stream.send('done', answer);
      } catch (e) {
        const error = providerFailure(e);
        request.log.warn({ code: error.code }, 'copilot answer failed');
        stream.send('error', { code: error.code, message: error.message });
      }
      stream.end();
      return reply;
    },
  );

  registerConversationRoutes(app, {
    base,
    feature: 'copilot',
    tags,
    noun: 'Copilot conversation',
    detailSchema: copilotConversationDetailSchema,
    service: ask,
  });
}
