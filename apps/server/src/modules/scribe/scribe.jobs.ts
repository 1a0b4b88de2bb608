import { z } from 'zod';
import type { Segment } from '@dermadesk/contracts';
import { createBytesBox, loadAppSecret } from '../../ai/secret-box.js';
import { defineOrgJob, type JobContext } from '../../jobs/job-definition.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { createAi } from '../../platform/platform.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { readChunk, readChunks } from './audio.service.js';
import { readSegments } from './encounters.service.js';
import { createScribeRepositories, type ScribeRepositories } from './scribe.repositories.js';
import { readRecent } from './recent-audio.js';
import {
  CONTEXT_SECONDS,
  recordingStep,
  transcribeRecording,
  type Transcribe,
} from './transcribe-recording.js';

/** Voice regions as the background steps stored them. */
const storedRegions = z.array(z.object({ start: z.number(), end: z.number() }));

/** Purpose of the audio key derived from the server secret (see ai/secret-box.ts). */
export const SCRIBE_AUDIO_KEY = 'scribe-audio';

/**
 * What both transcription jobs need: the organisation's repositories, the clinician who asked
 * (the job acts for them, inside the payload's organisation), the audio key and the transcriber.
 * The AI clients are closed when `work` ends, however it ends.
 */
async function asClinician<T>(
  payload: { orgId: OrgId; encounterId: string; userId: string; language?: string },
  ctx: JobContext,
  work: (tools: {
    repos: ScribeRepositories;
    actor: { userId: string; orgId: OrgId; role: 'admin'; requestId: string };
    read: (chunks: { seq: number; blobKey: string }[]) => Promise<Buffer>;
    readOne: (chunk: { blobKey: string }) => Promise<Buffer>;
    transcribe: Transcribe;
  }) => Promise<T>,
): Promise<T> {
  const repos = orgScope(ctx.db, createScribeRepositories)(payload);
  const actor = {
    userId: payload.userId,
    orgId: payload.orgId,
    role: 'admin' as const,
    requestId: `job-${payload.encounterId}`,
  };
  const ai = createAi(ctx.db, ctx.config);
  const box = createBytesBox(
    loadAppSecret(ctx.config.appSecret, ctx.config.dataDir),
    SCRIBE_AUDIO_KEY,
  );
  try {
    return await work({
      repos,
      actor,
      read: (chunks) => readChunks(ctx.blobs, box, chunks),
      readOne: (chunk) => readChunk(ctx.blobs, box, chunk),
      transcribe: (request) => ai.gateway.transcribe(actor, 'scribe-transcription', request),
    });
  } finally {
    await ai.egress.close();
  }
}

const clinicianPayload = {
  encounterId: z.uuid(),
  userId: z.uuid(),
  language: z.string().max(10).optional(),
};

/**
 * Transcribes an encounter's recordings in order through the organisation's transcriber and
 * stores the result as a new transcript version ('finalized'). What realtime transcription already
 * did for a recording is kept and only the rest is sent. Idempotent: a rerun writes a new version
 * from the same audio. A failure is kept on the encounter for 'Error when extract data.'.
 */
export const transcribeEncounterJob = defineOrgJob({
  name: 'scribe-transcribe',
  payload: clinicianPayload,
  retryLimit: 0,
  retryDelaySeconds: 30,
  expireInSeconds: 3600,
  async run(payload, ctx) {
    const { orgId, encounterId, userId } = payload;
    await asClinician(payload, ctx, async ({ repos, actor, read, transcribe }) => {
      const encounter = await repos.encounters.find(actor, encounterId);
      if (!encounter) return;
      try {
        const recordings = (await repos.encounters.recordings(encounterId)).filter(
          (r) => r.complete,
        );
        const segments: Segment[] = [];
        let dropped = 0;
        let offset = 0;
        for (const recording of recordings) {
          const data = await read(await repos.audio.chunks([recording.id]));
          const result = await transcribeRecording(
            { data, mimeType: recording.mimeType.split(';')[0]! },
            offset,
            transcribe,
            payload.language,
            {
              seconds: recording.liveSeconds,
              segments: readSegments(recording.liveSegments),
              dropped: recording.liveDropped,
            },
            { seconds: recording.voiceSeconds, voice: storedRegions.parse(recording.voiceRegions) },
          );
          segments.push(...result.segments);
          dropped += result.dropped;
          const duration = result.durationSeconds ?? recording.durationSeconds ?? 0;
          if (!recording.durationSeconds && duration)
            await repos.audio.complete(recording.id, duration);
          offset += duration;
        }
        await repos.encounters.addTranscript({
          encounterId,
          segments,
          source: 'transcriber',
          userId,
        });
        await repos.encounters.update(actor, encounterId, {
          transcriptStatus: 'finalized',
          transcriptError: null,
          droppedSilent: dropped,
        });
        ctx.log.info(
          { orgId, encounterId, segments: segments.length, dropped },
          'encounter transcribed',
        );
      } catch (e) {
        const message = e instanceof Error ? e.message.slice(0, 500) : 'Process failed.';
        await repos.encounters.update(actor, encounterId, {
          transcriptStatus: 'none',
          transcriptError: message,
        });
        ctx.log.warn({ orgId, encounterId }, 'transcription failed');
      }
    });
  },
});

/**
 * The background step of a running recording (issue 18), after each stored chunk: the voice in
 * the audio received so far is found up to its last finished pause and kept on the recording, so
 * at Stop only the last seconds are decoded. With realtime transcription (`realtime`), that voice
 * is also transcribed, so the transcript grows during the visit. One job waits per recording
 * (singleton key), so chunks arriving during a step are taken together by the next. The progress
 * is in the database, so a restarted process or another worker continues it. A failed step changes
 * nothing: the final transcription decodes and sends what is left.
 */
export const recordingStepJob = defineOrgJob({
  name: 'scribe-recording-step',
  payload: { ...clinicianPayload, recordingId: z.uuid(), realtime: z.boolean() },
  retryLimit: 0,
  retryDelaySeconds: 30,
  expireInSeconds: 900,
  async run(payload, ctx) {
    const { orgId, encounterId, recordingId } = payload;
    await asClinician(payload, ctx, async ({ repos, readOne, transcribe }) => {
      const recording = await repos.audio.recording(encounterId, recordingId);
      // A finished recording is the final transcription's to complete.
      if (!recording || recording.complete) return;
      const chunks = await repos.audio.chunks([recordingId]);
      // Only the unbroken run from the first chunk decodes; a gap waits for its chunk.
      const gap = chunks.findIndex((c, i) => c.seq !== i);
      const received = gap < 0 ? chunks : chunks.slice(0, gap);
      const from = recording.voiceSeconds;
      const transcribing =
        payload.realtime && Math.abs(recording.liveSeconds - from) < 0.001 ? transcribe : null;
      try {
        // Only the end the step decodes is read, so a step costs the same at any length.
        const audio = await readRecent(received, readOne, from - CONTEXT_SECONDS);
        const step = await recordingStep(audio, from, transcribing, payload.language);
        if (!step) return;
        const stored = await repos.audio.addStep(recordingId, from, step, !!transcribing);
        ctx.log.info(
          { orgId, encounterId, until: step.until, segments: step.segments.length, stored },
          'recording step',
        );
      } catch (e) {
        ctx.log.warn(
          { orgId, encounterId, err: e instanceof Error ? e.message : String(e) },
          'recording step failed',
        );
      }
    });
  },
});
