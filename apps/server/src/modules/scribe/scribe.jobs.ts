import { z } from 'zod';
import type { Segment } from '@dermadesk/contracts';
import { createBytesBox, loadAppSecret } from '../../ai/secret-box.js';
import { defineOrgJob } from '../../jobs/job-definition.js';
import { createAi } from '../../platform/platform.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { readChunks } from './audio.service.js';
import { createScribeRepositories } from './scribe.repositories.js';
import { transcribeRecording } from './transcribe-recording.js';

/** Purpose of the audio key derived from the server secret (see ai/secret-box.ts). */
export const SCRIBE_AUDIO_KEY = 'scribe-audio';

/**
 * Transcribes an encounter's recordings in order through the organisation's transcriber and
 * stores the result as a new transcript version ('finalized'). Idempotent: a rerun writes a new
 * version from the same audio. A failure is kept on the encounter for 'Error when extract data.'.
 */
export const transcribeEncounterJob = defineOrgJob({
  name: 'scribe-transcribe',
  payload: {
    encounterId: z.uuid(),
    userId: z.uuid(),
    language: z.string().max(10).optional(),
  },
  retryLimit: 0,
  retryDelaySeconds: 30,
  expireInSeconds: 3600,
  async run(payload, ctx) {
    const { orgId, encounterId, userId } = payload;
    const repos = orgScope(ctx.db, createScribeRepositories)(payload);
    // The job acts for the clinician who asked, inside the organisation of the payload.
    const actor = { userId, orgId, role: 'admin' as const, requestId: `job-${encounterId}` };
    const encounter = await repos.encounters.find(actor, encounterId);
    if (!encounter) return;
    const ai = createAi(ctx.db, ctx.config);
    const box = createBytesBox(
      loadAppSecret(ctx.config.appSecret, ctx.config.dataDir),
      SCRIBE_AUDIO_KEY,
    );
    try {
      const recordings = (await repos.encounters.recordings(encounterId)).filter((r) => r.complete);
      const segments: Segment[] = [];
      let dropped = 0;
      let offset = 0;
      for (const recording of recordings) {
        const data = await readChunks(ctx.blobs, box, await repos.audio.chunks([recording.id]));
        const result = await transcribeRecording(
          { data, mimeType: recording.mimeType.split(';')[0]! },
          offset,
          (request) => ai.gateway.transcribe(actor, 'scribe-transcription', request),
          payload.language,
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
    } finally {
      await ai.egress.close();
    }
  },
});
