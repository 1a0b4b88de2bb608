import type { Readable } from 'node:stream';
import type { BytesBox } from '../../ai/secret-box.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import { blobKey, type BlobStore } from '../../storage/blob-store.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import { sniffAudio } from './audio-sniff.js';
import type { EncountersService } from './encounters.service.js';
import type { ScribeRepositories } from './scribe.repositories.js';

/** MediaRecorder chunks are a few seconds long; anything near this is not one. */
export const MAX_CHUNK_BYTES = 10 * 1_048_576;
/** An uploaded file is stored in pieces of this size, so memory stays flat whatever its length. */
const PIECE_BYTES = 4 * 1_048_576;
export const DEFAULT_MAX_UPLOAD_MB = 200;
/** Without a policy saved, an organisation requires consent before an encounter's audio. */
export const DEFAULT_REQUIRE_CONSENT = true;

const RECORDER_TYPES = /^audio\/(webm|ogg|mp4|wav)(;\s*codecs=[\w.,\s"-]+)?$/i;

/**
 * Consultation audio: recorder chunks (idempotent by sequence number, acknowledged only once
 * stored) and uploaded files, all sealed with the server secret before they reach the blob store.
 */
export function createAudioService(deps: {
  repos: OrgScope<ScribeRepositories>;
  audit: AuditTrail;
  blobs: BlobStore;
  box: BytesBox;
  encounters: EncountersService;
}) {
  const { blobs, box, encounters, audit } = deps;

  async function store(
    ctx: OrgContext,
    encounterId: string,
    recordingId: string,
    seq: number,
    data: Buffer,
  ) {
    const key = blobKey('scribe', ctx.orgId, encounterId, recordingId, `${seq}.sealed`);
    // The blob first: a chunk row always points at stored bytes. A retry rewrites the same key.
    await blobs.put(key, box.seal(data), 'application/octet-stream');
    return deps.repos(ctx).audio.addChunk({
      recordingId,
      seq,
      blobKey: key,
      bytes: data.length,
    });
  }

  /**
   * The encounter audio may be stored for: when the organisation requires consent (the default),
   * an encounter takes no audio, recorded or uploaded, until its consent is recorded. An uploaded
   * file is a consultation recorded elsewhere, so the same consent covers it. Checked before any
   * byte is stored.
   */
  async function consented(ctx: OrgContext, encounterId: string) {
    const encounter = await encounters.visible(ctx, encounterId);
    if (
      !encounter.consentAt &&
      ((await deps.repos(ctx).settings.get())?.requireConsent ?? DEFAULT_REQUIRE_CONSENT)
    ) {
      throw AppError.conflict(
        "Consent must be recorded first: the organisation requires the patient's consent before this encounter takes audio.",
      );
    }
    return encounter;
  }

  /** An encounter that takes new audio: consented, and its audio not deleted by retention. */
  async function takingAudio(ctx: OrgContext, encounterId: string) {
    const encounter = await consented(ctx, encounterId);
    if (encounter.audioDeletedAt)
      throw AppError.conflict('The audio of this encounter was deleted.');
    return encounter;
  }

  async function maxUploadBytes(ctx: OrgContext) {
    const settings = await deps.repos(ctx).settings.get();
    return (settings?.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB) * 1_048_576;
  }

  return {
    maxUploadBytes,

    async putChunk(
      ctx: OrgContext,
      encounterId: string,
      recordingId: string,
      seq: number,
      data: Buffer,
      contentType: string,
    ) {
      await takingAudio(ctx, encounterId);
      if (!RECORDER_TYPES.test(contentType)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send recorder chunks as audio/webm, audio/ogg, audio/mp4 or audio/wav.',
        );
      }
      if (data.length === 0) throw AppError.badRequest('The chunk is empty.');
      if (seq === 0 && !sniffAudio(data)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'The first chunk is not audio of a known kind.',
        );
      }
      const repo = deps.repos(ctx).audio;
      const recording = await repo.ensureRecording(encounterId, recordingId, contentType);
      if (!recording) throw AppError.notFound('recording', recordingId);
      const existing = await repo.chunks([recordingId]);
      if (existing.some((c) => c.seq === seq)) return { seq, duplicate: true };
      const added = await store(ctx, encounterId, recordingId, seq, data);
      return { seq, duplicate: !added };
    },

    async finishRecording(
      ctx: OrgContext,
      encounterId: string,
      recordingId: string,
      body: { chunks: number; durationSeconds: number },
    ) {
      await encounters.visible(ctx, encounterId);
      const repo = deps.repos(ctx).audio;
      if (!(await repo.recording(encounterId, recordingId)))
        throw AppError.notFound('recording', recordingId);
      const have = new Set((await repo.chunks([recordingId])).map((c) => c.seq));
      const missing = Array.from({ length: body.chunks }, (_, i) => i).filter((i) => !have.has(i));
      if (missing.length) {
        throw new AppError(
          'CONFLICT',
          `Chunks not received yet: ${missing.slice(0, 20).join(', ')}.`,
          { missing },
        );
      }
      await repo.complete(recordingId, body.durationSeconds);
      await audit.record(ctx, 'create', {
        type: 'scribe-recording',
        id: recordingId,
        details: { chunks: body.chunks },
      });
      return encounters.detail(ctx, encounterId);
    },

    /** An uploaded file, read as a stream in pieces: checked by content, limited in size. */
    async uploadFile(
      ctx: OrgContext,
      encounterId: string,
      recordingId: string,
      file: Readable,
      isTruncated: () => boolean,
    ) {
      await takingAudio(ctx, encounterId);
      const repo = deps.repos(ctx).audio;
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let mimeType: string | null = null;
      const flush = async () => {
        const piece = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        if (seq === 0) {
          const sniffed = sniffAudio(piece);
          if (!sniffed) {
            throw new AppError(
              'UNSUPPORTED_MEDIA_TYPE',
              'The file is not audio of a known kind (webm, ogg, wav, mp3, m4a).',
            );
          }
          mimeType = sniffed.mimeType;
          if (!(await repo.ensureRecording(encounterId, recordingId, mimeType))) {
            throw AppError.notFound('recording', recordingId);
          }
        }
        await store(ctx, encounterId, recordingId, seq, piece);
        seq += 1;
      };
      for await (const part of file as AsyncIterable<Buffer>) {
        pending.push(part);
        pendingBytes += part.length;
        if (pendingBytes >= PIECE_BYTES) await flush();
      }
      if (isTruncated()) {
        const mb = Math.round((await maxUploadBytes(ctx)) / 1_048_576);
        throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${mb} MB.`);
      }
      if (pendingBytes > 0 || seq === 0) await flush();
      // The duration is learnt when the audio is decoded for transcription.
      await repo.complete(recordingId, 0);
      await audit.record(ctx, 'create', {
        type: 'scribe-recording',
        id: recordingId,
        details: {
          uploaded: true,
          pieces: seq,
        },
      });
      return encounters.detail(ctx, encounterId);
    },

    /** The encounter's finished recordings, decrypted, in order (for a model that hears audio). */
    async finishedRecordings(ctx: OrgContext, encounterId: string): Promise<Buffer[]> {
      const encounter = await consented(ctx, encounterId);
      if (encounter.audioDeletedAt) return [];
      const repos = deps.repos(ctx);
      const recordings = (await repos.encounters.recordings(encounterId)).filter((r) => r.complete);
      const out: Buffer[] = [];
      for (const r of recordings)
        out.push(await readChunks(blobs, box, await repos.audio.chunks([r.id])));
      return out;
    },

    /** The whole recording, decrypted, for playback and transcription. */
    async readRecording(ctx: OrgContext, encounterId: string, recordingId: string) {
      await encounters.visible(ctx, encounterId);
      const repo = deps.repos(ctx).audio;
      const recording = await repo.recording(encounterId, recordingId);
      if (!recording) throw AppError.notFound('recording', recordingId);
      const data = await readChunks(blobs, box, await repo.chunks([recordingId]));
      await audit.record(ctx, 'view', { type: 'scribe-recording', id: recordingId });
      return { data, mimeType: recording.mimeType.split(';')[0]! };
    },
  };
}
export type AudioService = ReturnType<typeof createAudioService>;

/** One chunk of a recording, decrypted. */
export async function readChunk(blobs: BlobStore, box: BytesBox, chunk: { blobKey: string }) {
  const sealed = await blobs.get(chunk.blobKey);
  if (!sealed)
    throw new AppError('STORAGE_UNAVAILABLE', 'A piece of this recording is missing from storage.');
  return box.open(sealed);
}

/** Decrypts and joins a recording's chunks in sequence order. */
export async function readChunks(
  blobs: BlobStore,
  box: BytesBox,
  chunks: { seq: number; blobKey: string }[],
) {
  const parts: Buffer[] = [];
  for (const chunk of [...chunks].sort((a, b) => a.seq - b.seq))
    parts.push(await readChunk(blobs, box, chunk));
  return Buffer.concat(parts);
}
