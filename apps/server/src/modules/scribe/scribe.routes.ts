import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEncounterSchema,
  encounterDetailSchema,
  encounterListQuerySchema,
  encounterParamsSchema,
  encounterSummarySchema,
  noteSchema,
  putNoteSchema,
  putTranscriptSchema,
  transcribeRequestSchema,
  segmentSchema,
  successSchema,
  updateEncounterSchema,
} from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import { openEventStream } from '../../lib/event-stream.js';
import { providerFailure } from '../../ai/ai-gateway.js';
import type { EncountersService } from './encounters.service.js';
import type { NoteGenerationService } from './note-generation.service.js';
import type { TranscriptionService } from './transcription.service.js';

export const scribeAccess = { access: 'org' as const, feature: 'ambient-scribes' as const };
export const ENCOUNTERS = '/api/v1/scribe/encounters';

export async function scribeRoutes(
  app: FastifyInstance,
  {
    encounters,
    generation,
    transcription,
  }: {
    encounters: EncountersService;
    generation: NoteGenerationService;
    transcription: TranscriptionService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scribe'];
  const config = scribeAccess;

  r.get(
    ENCOUNTERS,
    {
      config,
      schema: {
        tags,
        summary: 'My encounters, newest first; `q` searches titles and subject IDs',
        querystring: encounterListQuerySchema,
        response: { 200: successSchema(z.array(encounterSummarySchema)) },
      },
    },
    async (request) => ok(await encounters.list(orgContextOf(request), request.query)),
  );

  r.post(
    ENCOUNTERS,
    {
      config,
      schema: {
        tags,
        summary: 'Start an encounter',
        body: createEncounterSchema,
        response: { 201: successSchema(z.object({ id: z.uuid() })) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await encounters.create(orgContextOf(request), request.body))),
  );

  r.get(
    `${ENCOUNTERS}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One encounter with its recordings, transcript and note (evidence computed now)',
        params: encounterParamsSchema,
        response: { 200: successSchema(encounterDetailSchema) },
      },
    },
    async (request) => ok(await encounters.detail(orgContextOf(request), request.params.id)),
  );

  r.patch(
    `${ENCOUNTERS}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Rename, set the subject ID or template, or record consent',
        params: encounterParamsSchema,
        body: updateEncounterSchema,
        response: { 200: successSchema(encounterDetailSchema) },
      },
    },
    async (request) =>
      ok(await encounters.update(orgContextOf(request), request.params.id, request.body)),
  );

  r.delete(
    `${ENCOUNTERS}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete an encounter with its audio, transcript, note and letters',
        params: encounterParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await encounters.remove(orgContextOf(request), request.params.id);
      return ok(null);
    },
  );

  r.put(
    `${ENCOUNTERS}/:id/transcript`,
    {
      config,
      schema: {
        tags,
        summary:
          'Replace the transcript (typed, pasted or edited); the previous one stays in the history',
        params: encounterParamsSchema,
        body: putTranscriptSchema,
        response: { 200: successSchema(encounterDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await encounters.putTranscript(
          orgContextOf(request),
          request.params.id,
          request.body.segments,
        ),
      ),
  );

  r.get(
    `${ENCOUNTERS}/:id/transcript/history`,
    {
      config,
      schema: {
        tags,
        summary: 'Every version of the transcript, oldest first',
        params: encounterParamsSchema,
        response: {
          200: successSchema(
            z.array(
              z.object({
                version: z.number(),
                source: z.enum(['transcriber', 'edited']),
                createdAt: z.string(),
                segments: z.array(segmentSchema),
              }),
            ),
          ),
        },
      },
    },
    async (request) =>
      ok(await encounters.transcriptHistory(orgContextOf(request), request.params.id)),
  );

  r.put(
    `${ENCOUNTERS}/:id/note`,
    {
      config,
      schema: {
        tags,
        summary:
          'Save a new version of the chart note; answered with each sentence and its evidence',
        params: encounterParamsSchema,
        body: putNoteSchema,
        response: { 200: successSchema(noteSchema) },
      },
    },
    async (request) =>
      ok(await encounters.putNote(orgContextOf(request), request.params.id, request.body)),
  );

  r.post(
    `${ENCOUNTERS}/:id/note/generate`,
    {
      config,
      schema: {
        tags,
        summary:
          'Generate the chart note from the transcript, section by section, as server-sent events: section, token*, then done (the stored note with its evidence) or error',
        params: encounterParamsSchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // Checks and the first provider admission first: their failures are plain JSON errors.
      const prepared = await generation.prepare(orgContextOf(request), request.params.id);
      const stream = openEventStream(reply);
      try {
        const note = await prepared.run(stream.signal, (e) => stream.send(e.event, e.data));
        stream.send('done', note);
      } catch (e) {
        prepared.release();
        const error = providerFailure(e);
        request.log.warn({ code: error.code }, 'chart note generation failed');
        if (!stream.signal.aborted)
          stream.send('error', { code: error.code, message: error.message });
      }
      stream.end();
    },
  );

  r.post(
    `${ENCOUNTERS}/:id/transcribe`,
    {
      config,
      schema: {
        tags,
        summary:
          "Transcribe the encounter's finished recordings as a job (status 'in progress', then 'finalized'); 503 says which provider to configure",
        params: encounterParamsSchema,
        body: transcribeRequestSchema,
        response: { 202: successSchema(encounterDetailSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          ok(
            await transcription.request(
              orgContextOf(request),
              request.params.id,
              request.body.language,
            ),
          ),
        ),
  );
}
