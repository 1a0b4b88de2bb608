import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import type { Transaction } from '../../platform/tenancy/org-scope.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { scribeAudioChunks, scribeEncounters, scribeRecordings } from '../../db/schema.js';

export type ChunkRow = typeof scribeAudioChunks.$inferSelect;

/**
 * Recordings and their chunks. Built for one organisation; every call names an encounter the
 * caller found through the encounters repository (so visible to them), and rows are checked to
 * belong to it.
 */
export function createAudioRepository(db: Queryable, orgId: OrgId) {
  const inOrg = (encounterId: string) =>
    and(eq(scribeEncounters.id, encounterId), eq(scribeEncounters.orgId, orgId));

  return {
    async recording(encounterId: string, recordingId: string) {
      const [row] = await db
        .select({ recording: scribeRecordings })
        .from(scribeRecordings)
        .innerJoin(scribeEncounters, eq(scribeEncounters.id, scribeRecordings.encounterId))
        .where(and(inOrg(encounterId), eq(scribeRecordings.id, recordingId)));
      return row?.recording;
    },

    /**
     * Creates the recording on its first chunk. Returns null when the id is taken by a recording
     * of another encounter (the browser chose it; never let it write there).
     */
    async ensureRecording(encounterId: string, recordingId: string, mimeType: string) {
      await db
        .insert(scribeRecordings)
        .values({ id: recordingId, encounterId, mimeType })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(scribeRecordings)
        .where(eq(scribeRecordings.id, recordingId));
      return row && row.encounterId === encounterId ? row : null;
    },

    /** Inserts the chunk unless that sequence number is already there; true when it was new. */
    async addChunk(values: typeof scribeAudioChunks.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(scribeAudioChunks)
        .values(values)
        .onConflictDoNothing()
        .returning({ seq: scribeAudioChunks.seq });
      return rows.length > 0;
    },

    chunks(recordingIds: string[]) {
      if (!recordingIds.length) return Promise.resolve([] as ChunkRow[]);
      return db
        .select()
        .from(scribeAudioChunks)
        .where(inArray(scribeAudioChunks.recordingId, recordingIds))
        .orderBy(asc(scribeAudioChunks.recordingId), asc(scribeAudioChunks.seq));
    },

    /**
     * Appends a background step of a running recording (the voice found up to `until`, and with
     * realtime transcription its segments), only if the recording is still at `from`: a step that
     * raced another (two workers) changes nothing, so no stretch is scanned or transcribed twice.
     * Realtime transcription moves only while it is level with the scan (turned on mid-recording,
     * it waits for Stop, which sends the rest).
     */
    async addStep(
      recordingId: string,
      from: number,
      step: { until: number; voice: unknown[]; segments: unknown[]; dropped: number },
      transcribed: boolean,
    ): Promise<boolean> {
      const rows = await db
        .update(scribeRecordings)
        .set({
          voiceSeconds: step.until,
          voiceRegions: sql`${scribeRecordings.voiceRegions} || ${JSON.stringify(step.voice)}::jsonb`,
          ...(transcribed
            ? {
                liveSeconds: step.until,
                liveSegments: sql`${scribeRecordings.liveSegments} || ${JSON.stringify(step.segments)}::jsonb`,
                liveDropped: sql`${scribeRecordings.liveDropped} + ${step.dropped}`,
              }
            : {}),
        })
        .where(
          and(
            eq(scribeRecordings.id, recordingId),
            // The columns are float4: compare within a millisecond, not for exact equality.
            sql`abs(${scribeRecordings.voiceSeconds} - ${from}) < 0.001`,
            ...(transcribed ? [sql`abs(${scribeRecordings.liveSeconds} - ${from}) < 0.001`] : []),
          ),
        )
        .returning({ id: scribeRecordings.id });
      return rows.length > 0;
    },

    async complete(recordingId: string, durationSeconds: number) {
      await db
        .update(scribeRecordings)
        .set({ complete: true, durationSeconds })
        .where(eq(scribeRecordings.id, recordingId));
    },
  };
}
export type AudioRepository = ReturnType<typeof createAudioRepository>;

/**
 * Retention (system job): the chunks of encounters older than the organisation's limit. The
 * caller deletes the blobs first, then `forgetAudio` marks the encounters.
 */
export function createAudioRetentionAcrossOrgs(db: Db) {
  return {
    expired(now: Date) {
      return db
        .select({
          encounterId: scribeEncounters.id,
          orgId: scribeEncounters.orgId,
          blobKey: scribeAudioChunks.blobKey,
        })
        .from(scribeAudioChunks)
        .innerJoin(scribeRecordings, eq(scribeRecordings.id, scribeAudioChunks.recordingId))
        .innerJoin(scribeEncounters, eq(scribeEncounters.id, scribeRecordings.encounterId))
        .innerJoin(
          sql`scribe_org_settings s`,
          sql`s.org_id = ${scribeEncounters.orgId} and s.audio_retention_days is not null`,
        )
        .where(
          and(
            isNull(scribeEncounters.audioDeletedAt),
            lt(
              scribeRecordings.createdAt,
              sql`${now.toISOString()}::timestamptz - make_interval(days => s.audio_retention_days)`,
            ),
          ),
        );
    },

    /** `within` writes in the same transaction (the audit event), so no deletion goes unrecorded. */
    async forgetAudio(
      encounterIds: string[],
      now: Date,
      within: (tx: Transaction) => Promise<unknown>,
    ) {
      if (!encounterIds.length) return;
      await db.transaction(async (tx) => {
        await tx
          .delete(scribeRecordings)
          .where(inArray(scribeRecordings.encounterId, encounterIds));
        await tx
          .update(scribeEncounters)
          .set({ audioDeletedAt: now })
          .where(inArray(scribeEncounters.id, encounterIds));
        await within(tx);
      });
    },
  };
}
