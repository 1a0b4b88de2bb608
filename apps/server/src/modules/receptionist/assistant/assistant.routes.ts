import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assistantStatusSchema,
  assistantTurnSchema,
  deskConversationSchema,
  deskMessageSchema,
  handoverTaskSchema,
  idParamsSchema,
  publicLinkSchema,
  startConversationSchema,
  successSchema,
  tasksQuerySchema,
  updateTaskSchema,
} from '@dermadesk/contracts';
import { ok } from '../../../lib/ok.js';
import { orgContextOf } from '../../../plugins/access.js';
import { toDeskMessage, type AssistantService } from './assistant.service.js';
import type { FrontDeskService } from './front-desk.service.js';

/** The staff console's assistant, the handover tasks and the public link. */
export async function assistantRoutes(
  app: FastifyInstance,
  { assistant, desk }: { assistant: AssistantService; desk: FrontDeskService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['receptionist'];
  const org = { access: 'org' as const, feature: 'receptionist' as const };
  const base = '/api/v1/receptionist';

  r.get(
    `${base}/assistant/status`,
    {
      config: org,
      schema: {
        tags,
        summary: "Whether the assistant's chat model and transcriber are ready",
        response: { 200: successSchema(assistantStatusSchema) },
      },
    },
    async (req) => ok(await assistant.status(orgContextOf(req))),
  );

  r.post(
    `${base}/conversations`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Start a conversation with the assistant at the front desk',
        body: startConversationSchema,
        response: { 201: successSchema(deskConversationSchema) },
      },
    },
    async (req, reply) => {
      const ctx = orgContextOf(req);
      const row = await assistant.start(ctx, { channel: 'desk', language: req.body.language });
      return reply.code(201).send(ok(await assistant.detail(ctx, row.id)));
    },
  );

  r.get(
    `${base}/conversations/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'A conversation (desk, public or call) with what the assistant did',
        params: idParamsSchema,
        response: { 200: successSchema(deskConversationSchema) },
      },
    },
    async (req) => ok(await assistant.detail(orgContextOf(req), req.params.id)),
  );

  r.post(
    `${base}/conversations/:id/messages`,
    {
      config: org,
      schema: {
        tags,
        summary: "The caller's words; answers with the turn's messages (tool steps included)",
        params: idParamsSchema,
        body: assistantTurnSchema,
        response: { 200: successSchema(z.object({ messages: z.array(deskMessageSchema) })) },
      },
    },
    async (req) => {
      const added = await assistant.turn(
        orgContextOf(req),
        req.params.id,
        req.body.content,
        req.body.language,
      );
      return ok({ messages: added.map(toDeskMessage) });
    },
  );

  r.get(
    `${base}/tasks`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Handover tasks the assistant left for the front desk (open or done)',
        querystring: tasksQuerySchema,
        response: { 200: successSchema(z.array(handoverTaskSchema)) },
      },
    },
    async (req) => ok(await desk.tasks(orgContextOf(req), req.query.status)),
  );

  r.patch(
    `${base}/tasks/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Mark a handover task done (or open again)',
        params: idParamsSchema,
        body: updateTaskSchema,
        response: { 200: successSchema(handoverTaskSchema) },
      },
    },
    async (req) => ok(await desk.setTask(orgContextOf(req), req.params.id, req.body.status)),
  );

  r.get(
    `${base}/public-link`,
    {
      config: org,
      schema: {
        tags,
        summary: "The patient chat's public link and whether it is switched on",
        response: { 200: successSchema(publicLinkSchema) },
      },
    },
    async (req) => ok(await desk.publicLink(orgContextOf(req))),
  );

  r.post(
    `${base}/public-link/rotate`,
    {
      config: { access: 'org-admin', feature: 'receptionist' },
      schema: {
        tags,
        summary: 'Replace the public link (the old one stops working; admins)',
        response: { 200: successSchema(publicLinkSchema) },
      },
    },
    async (req) => ok(await desk.rotatePublicLink(orgContextOf(req))),
  );
}
