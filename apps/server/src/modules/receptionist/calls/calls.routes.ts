import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskConversationSchema,
  deskMessageSchema,
  idParamsSchema,
  localeSchema,
  startConversationSchema,
  successSchema,
} from '@dermadesk/contracts';
import { AppError } from '../../../lib/app-error.js';
import { ok } from '../../../lib/ok.js';
import { orgContextOf } from '../../../plugins/access.js';
import { toDeskMessage } from '../assistant/assistant.service.js';
import { MAX_UTTERANCE_BYTES, type CallsService } from './calls.service.js';

/** Calls in the browser: start, one utterance at a time, end (which queues the summary). */
export async function callsRoutes(app: FastifyInstance, { calls }: { calls: CallsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['receptionist'];
  const config = { access: 'org' as const, feature: 'receptionist' as const };
  const base = '/api/v1/receptionist/calls';
  // Utterances arrive as raw audio bodies (this plugin's scope only).
  app.addContentTypeParser(
    /^audio\//,
    { parseAs: 'buffer', bodyLimit: MAX_UTTERANCE_BYTES },
    (_req, body, done) => done(null, body),
  );

  r.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Start a call; 503 names the transcriber or chat model to configure',
        body: startConversationSchema,
        response: { 201: successSchema(deskConversationSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await calls.start(orgContextOf(req), req.body.language))),
  );

  r.post(
    `${base}/:id/utterances`,
    {
      config,
      schema: {
        tags,
        summary:
          'One utterance of the caller (raw audio body): transcribed, then answered by the assistant',
        params: idParamsSchema,
        querystring: z.object({ language: localeSchema.default('en') }),
        consumes: ['audio/webm', 'audio/ogg', 'audio/wav'],
        response: { 200: successSchema(z.object({ messages: z.array(deskMessageSchema) })) },
      },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the utterance as a raw audio body.');
      }
      const mimeType = (req.headers['content-type'] ?? '').split(';')[0]!;
      const added = await calls.utterance(
        orgContextOf(req),
        req.params.id,
        { data: req.body, mimeType },
        req.query.language,
      );
      return ok({ messages: added.map(toDeskMessage) });
    },
  );

  r.post(
    `${base}/:id/end`,
    {
      config,
      schema: {
        tags,
        summary: 'End the call: the transcript is finalized and its summary is queued',
        params: idParamsSchema,
        response: { 200: successSchema(deskConversationSchema) },
      },
    },
    async (req) => ok(await calls.end(orgContextOf(req), req.params.id)),
  );
}
