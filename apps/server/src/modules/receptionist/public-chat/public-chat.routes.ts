import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guidedRequestSchema,
  guidedResponseSchema,
  publicChatInfoSchema,
  publicConversationParamsSchema,
  publicConversationSchema,
  publicKeyParamsSchema,
  publicReplySchema,
  publicTurnSchema,
  startConversationSchema,
  successSchema,
} from '@dermadesk/contracts';
import { ok } from '../../../lib/ok.js';
import type { PublicChatService } from './public-chat.service.js';

/**
 * Requests a minute per caller address and link, counted in the database (every API process
 * shares the count). A booking conversation takes a dozen; a script trying names takes more.
 */
export const PUBLIC_CHAT_PER_MINUTE = 30;

/** The patient-facing chat: no account, hostile input, one organisation's link. */
export async function publicChatRoutes(
  app: FastifyInstance,
  { chat }: { chat: PublicChatService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['receptionist-public'];
  const base = '/api/v1/public/receptionist/:key';
  const config = {
    access: 'public' as const,
    rateLimit: {
      max: PUBLIC_CHAT_PER_MINUTE,
      timeWindow: '1 minute',
      // One counter for every route of one link, per address.
      keyGenerator: (req: FastifyRequest) =>
        `public-chat|${req.ip}|${String((req.params as { key?: string }).key)}`,
    },
  };

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "The public booking page's clinic name, zone and appointment types",
        params: publicKeyParamsSchema,
        response: { 200: successSchema(publicChatInfoSchema) },
      },
    },
    async (req) => ok(await chat.info(req.params.key, req.id)),
  );

  r.post(
    `${base}/guided`,
    {
      config,
      schema: {
        tags,
        summary: 'One answer in the guided booking on the public page (no chat model needed)',
        params: publicKeyParamsSchema,
        body: guidedRequestSchema,
        response: { 200: successSchema(guidedResponseSchema) },
      },
    },
    async (req) => ok(await chat.guided(req.params.key, req.id, req.body)),
  );

  r.post(
    `${base}/conversations`,
    {
      config,
      schema: {
        tags,
        summary: 'Start a conversation with the assistant; the token proves it is yours',
        params: publicKeyParamsSchema,
        body: startConversationSchema,
        response: { 201: successSchema(publicConversationSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await chat.start(req.params.key, req.id, req.body.language))),
  );

  r.post(
    `${base}/conversations/:id/messages`,
    {
      config,
      schema: {
        tags,
        summary: "The caller's words; answers with the reply and what they booked here",
        params: publicConversationParamsSchema,
        body: publicTurnSchema,
        response: { 200: successSchema(publicReplySchema) },
      },
    },
    async (req) => ok(await chat.turn(req.params.key, req.id, req.params.id, req.body)),
  );
}
