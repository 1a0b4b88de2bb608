import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationListQuerySchema,
  conversationPageSchema,
  conversationParamsSchema,
  conversationSummarySchema,
  createConversationSchema,
  renameConversationSchema,
  successSchema,
  type AppFeature,
  type ConversationListQuery,
  type ConversationPage,
  type ConversationSummary,
} from '@dermadesk/contracts';
import type { OrgContext } from '../../lib/request-context.js';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';

/** What a feature's conversation service offers; only the detail (its messages) differs. */
export interface ConversationEndpoints<Detail> {
  list(ctx: OrgContext, query: ConversationListQuery): Promise<ConversationPage>;
  create(ctx: OrgContext, title?: string): Promise<ConversationSummary>;
  detail(ctx: OrgContext, id: string): Promise<Detail>;
  rename(ctx: OrgContext, id: string, title: string): Promise<ConversationSummary>;
  remove(ctx: OrgContext, id: string): Promise<void>;
}

/**
 * The list, start, open, rename and delete routes every conversational feature has (Assistant,
 * Copilot), under `/api/v1/<feature path>/conversations`, gated by the feature.
 */
export function registerConversationRoutes<Detail extends z.ZodType>(
  app: FastifyInstance,
  options: {
    base: string;
    feature: AppFeature;
    tags: string[];
    /** Names the conversations in the OpenAPI summaries ('Copilot conversation'). */
    noun: string;
    detailSchema: Detail;
    service: ConversationEndpoints<z.infer<Detail>>;
  },
) {
  const { base, tags, noun, detailSchema, service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'org' as const, feature: options.feature };
  // Widened on purpose: Fastify cannot resolve a generic response type; the service's own type
  // (ConversationEndpoints<z.infer<Detail>>) keeps the handler honest, the schema checks at run time.
  const detailResponse: z.ZodType = successSchema(detailSchema);

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `My ${noun}s in this organisation, newest first; \`q\` searches titles, \`before\` pages`,
        querystring: conversationListQuerySchema,
        response: { 200: successSchema(conversationPageSchema) },
      },
    },
    async (request) => ok(await service.list(orgContextOf(request), request.query)),
  );

  r.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: `Start a ${noun} (untitled until its first message)`,
        body: createConversationSchema,
        response: { 201: successSchema(conversationSummarySchema) },
      },
    },
    async (request, reply) => {
      const data = await service.create(orgContextOf(request), request.body.title);
      return reply.code(201).send(ok(data));
    },
  );

  r.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `One ${noun} with its messages, oldest first`,
        params: conversationParamsSchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => ok(await service.detail(orgContextOf(request), request.params.id)),
  );

  r.patch(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Rename a ${noun}`,
        params: conversationParamsSchema,
        body: renameConversationSchema,
        response: { 200: successSchema(conversationSummarySchema) },
      },
    },
    async (request) =>
      ok(await service.rename(orgContextOf(request), request.params.id, request.body.title)),
  );

  r.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Delete a ${noun} and its messages`,
        params: conversationParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await service.remove(orgContextOf(request), request.params.id);
      return ok(null);
    },
  );
}
