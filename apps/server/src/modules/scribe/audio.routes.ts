import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chunkAckSchema,
  chunkParamsSchema,
  encounterDetailSchema,
  encounterParamsSchema,
  finishRecordingSchema,
  recordingParamsSchema,
  successSchema,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import { MAX_CHUNK_BYTES, type AudioService } from './audio.service.js';
import { ENCOUNTERS, scribeAccess } from './scribe.routes.js';
import type { TranscriptionService } from './transcription.service.js';

/** `bytes=a-b` of a file of `size` bytes, or null when absent or unusable (send it whole). */
function byteRange(header: string | undefined, size: number): [number, number] | null {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (!m[1] && !m[2])) return null;
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return start <= end && start < size ? [start, end] : null;
}

export async function audioRoutes(
  app: FastifyInstance,
  { audio, transcription }: { audio: AudioService; transcription: TranscriptionService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scribe'];
  const config = scribeAccess;
  // Recorder chunks arrive as raw audio bodies (this plugin's scope only).
  app.addContentTypeParser(
    /^audio\//,
    { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES },
    (_req, body, done) => done(null, body),
  );

  r.put(
    `${ENCOUNTERS}/:id/audio/recordings/:recordingId/chunks/:seq`,
    {
      config,
      schema: {
        tags,
        summary:
          'Store one recorder chunk (raw audio body). Idempotent by sequence number: a repeat is acknowledged as duplicate and changes nothing',
        params: chunkParamsSchema,
        consumes: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav'],
        response: { 200: successSchema(chunkAckSchema) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the chunk as a raw audio body.');
      }
      const { id, recordingId, seq } = request.params;
      const ctx = orgContextOf(request);
      const data = await audio.putChunk(
        ctx,
        id,
        recordingId,
        seq,
        request.body,
        request.headers['content-type'] ?? '',
      );
      if (!data.duplicate) await transcription.chunkStored(ctx, id, recordingId);
      return ok(data);
    },
  );

  r.post(
    `${ENCOUNTERS}/:id/audio/recordings/:recordingId/finish`,
    {
      config,
      schema: {
        tags,
        summary:
          'The recorder stopped after `chunks` chunks: 409 lists the ones still missing. With realtime transcription on, the final transcription starts',
        params: recordingParamsSchema,
        body: finishRecordingSchema,
        response: { 200: successSchema(encounterDetailSchema) },
      },
    },
    async (request) => {
      const { id, recordingId } = request.params;
      const ctx = orgContextOf(request);
      const data = await audio.finishRecording(ctx, id, recordingId, request.body);
      return ok((await transcription.recordingFinished(ctx, id)) ?? data);
    },
  );

  r.post(
    `${ENCOUNTERS}/:id/audio`,
    {
      config,
      schema: {
        tags,
        summary:
          'Upload an audio file (multipart field `File`: webm, ogg, wav, mp3 or m4a, checked by content)',
        params: encounterParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: successSchema(encounterDetailSchema) },
      },
    },
    async (request, reply) => {
      const ctx = orgContextOf(request);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
      }
      const part = await request.file({
        limits: { fileSize: await audio.maxUploadBytes(ctx), files: 1 },
      });
      if (!part || part.fieldname !== 'File') {
        part?.file.resume();
        throw AppError.badRequest('Send the audio in the multipart field "File".');
      }
      const data = await audio.uploadFile(
        ctx,
        request.params.id,
        randomUUID(),
        part.file,
        () => part.file.truncated,
      );
      return reply.code(201).send(ok(data));
    },
  );

  r.get(
    `${ENCOUNTERS}/:id/audio/recordings/:recordingId`,
    {
      config,
      schema: {
        tags,
        summary: 'Play a recording (decrypted; byte ranges supported for seeking)',
        params: recordingParamsSchema,
        produces: ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/mpeg', 'audio/mp4'],
      },
    },
    async (request, reply) => {
      const { id, recordingId } = request.params;
      const { data, mimeType } = await audio.readRecording(orgContextOf(request), id, recordingId);
      reply.header('accept-ranges', 'bytes').header('content-type', mimeType);
      const range = byteRange(request.headers.range, data.length);
      if (!range) return reply.send(data);
      const [start, end] = range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${data.length}`)
        .send(data.subarray(start, end + 1));
    },
  );
}
