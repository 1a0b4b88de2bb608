import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationParamsSchema,
  conversationSummarySchema,
  createConversationSchema,
  renameConversationSchema,
  replyRequestSchema,
  successSchema,
} from '@dermadesk/contracts';
import { orgContextOf } from '../../plugins/access.js';
import type { AssistantService } from './assistant.service.js';
import { openEventStream } from '../../lib/event-stream.js';
import { ok } from '../../lib/ok.js';

export async function assistantRoutes(
  app: FastifyInstance,
  { assistant }: { assistant: AssistantService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];
  // The menu shows the Assistant only with Ambient Scribes on; the API agrees.
  const access = { access: 'org' as const, feature: 'assistant' as const };
  const base = '/api/v1/assistant/conversations';

  r.get(
    base,
    {
      config: access,
      schema: {
        tags,
        summary:
          'My conversations in this organisation, newest first; `q` searches titles, `before` pages',
        querystring: conversationListQuerySchema,
        response: { 200: successSchema(conversationPageSchema) },
      },
    },
    async (request) => ok(await assistant.list(orgContextOf(request), request.query)),
  );

  r.post(
    base,
    {
      config: access,
      schema: {
        tags,
        summary: 'Start a conversation (untitled until its first message)',
        body: createConversationSchema,
        response: { 201: successSchema(conversationSummarySchema) },
      },
    },
    async (request, reply) => {
      const data = await assistant.create(orgContextOf(request), request.body.title);
      return reply.code(201).send(ok(data));
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'One conversation with its messages, oldest first',
        params: conversationParamsSchema,
        response: { 200: successSchema(conversationDetailSchema) },
      },
    },
    async (request) => ok(await assistant.detail(orgContextOf(request), request.params.id)),
  );

  r.patch(
    `${base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Rename a conversation',
        params: conversationParamsSchema,
        body: renameConversationSchema,
        response: { 200: successSchema(conversationSummarySchema) },
      },
    },
    async (request) =>
      ok(await assistant.rename(orgContextOf(request), request.params.id, request.body.title)),
  );

  r.delete(
    `${base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a conversation and its messages',
        params: conversationParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await assistant.remove(orgContextOf(request), request.params.id);
      return ok(null);
    },
  );

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
