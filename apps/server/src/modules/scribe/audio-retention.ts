import { defineSystemJob } from '../../jobs/job-definition.js';
import type { Db } from '../../db/client.js';
import { createAuditTrail, systemActor } from '../../platform/audit/audit-trail.js';
import { mintOrgId } from '../../platform/tenancy/org-id.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { createAudioRetentionAcrossOrgs } from './audio.repository.js';

/**
 * Audio retention (issue 18): in organisations whose admins set `audioRetentionDays`, the audio of
 * an encounter whose first recording is older than that is deleted, blobs first, then its rows;
 * the transcript, the note and their histories stay, and the encounter says its audio is gone.
 * Idempotent: a run cut off after the blobs finds the same encounters again (a blob already gone
 * is fine) and finishes them. Across organisations (a system job); each deletion is audited with
 * its encounter's organisation.
 */
export async function purgeExpiredAudioAcrossOrgs(deps: {
  db: Db;
  blobs: BlobStore;
  now: Date;
}): Promise<{ encounters: number; blobs: number }> {
  const { db, blobs, now } = deps;
  const retention = createAudioRetentionAcrossOrgs(db);
  const expired = await retention.expired(now);
  const byEncounter = new Map<string, { orgId: string; keys: string[] }>();
  for (const row of expired) {
    const entry = byEncounter.get(row.encounterId) ?? { orgId: row.orgId, keys: [] };
    entry.keys.push(row.blobKey);
    byEncounter.set(row.encounterId, entry);
  }
  for (const { keys } of byEncounter.values()) {
    for (const key of keys) await blobs.delete(key);
  }
  const audit = createAuditTrail(db);
  for (const [encounterId, { orgId, keys }] of byEncounter) {
    await retention.forgetAudio([encounterId], now, (tx) =>
      audit.within(tx).record(systemActor(mintOrgId(orgId, 'system')), 'delete', {
        type: 'scribe-audio',
        id: encounterId,
        details: { reason: 'retention', chunks: keys.length },
      }),
    );
  }
  return { encounters: byEncounter.size, blobs: expired.length };
}

/** Hourly, across organisations: deletes audio past each organisation's retention. */
export const purgeExpiredAudioJob = defineSystemJob({
  name: 'scribe-audio-retention',
  payload: {},
  schedule: '23 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 3600,
  async run(_payload, ctx) {
    const done = await purgeExpiredAudioAcrossOrgs({
      db: ctx.db,
      blobs: ctx.blobs,
      now: ctx.now(),
    });
    if (done.encounters) ctx.log.info(done, 'retention: audio of encounters deleted');
  },
});
