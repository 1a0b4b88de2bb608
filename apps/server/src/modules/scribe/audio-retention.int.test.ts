import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, scribeRecordings } from '../../db/schema.js';
import { jobDefinitions } from '../../jobs/registry.js';
import { multipart } from '../../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { purgeExpiredAudioAcrossOrgs, purgeExpiredAudioJob } from './audio-retention.js';
import { consentedEncounter, silenceWav } from './scribe.fixture.js';

const DAY = 86_400_000;

describe.each(databaseKinds())('audio retention (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  const base = '/api/v1/scribe/encounters';
  const now = new Date();
  const encounters: Record<string, { id: string; keys: string[] }> = {};

  /** An encounter with a two-chunk recording made `daysAgo` days ago, a transcript and a note. */
  async function encounterWithAudio(name: string, daysAgo: number) {
    const id = await consentedEncounter(t.app, ana);
    const rec = randomUUID();
    const wav = silenceWav(1);
    for (const [seq, piece] of [wav.subarray(0, 2000), wav.subarray(2000)].entries()) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `${base}/${id}/audio/recordings/${rec}/chunks/${seq}`,
        headers: { ...ana, 'content-type': 'audio/wav' },
        payload: piece,
      });
      expect(put.statusCode).toBe(200);
    }
    await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio/recordings/${rec}/finish`,
      headers: ana,
      payload: { chunks: 2, durationSeconds: 1 },
    });
    await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/transcript`,
      headers: ana,
      payload: { segments: [{ start: 0, end: 1, text: 'Itchy rash for two weeks.' }] },
    });
    await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/note`,
      headers: ana,
      payload: { sections: [{ name: 'Subjective', text: 'Itchy rash for two weeks.' }] },
    });
    await t.database.db
      .update(scribeRecordings)
      .set({ createdAt: new Date(now.getTime() - daysAgo * DAY) })
      .where(eq(scribeRecordings.id, rec));
    const keys = [0, 1].map((seq) => `scribe/${t.orgIds.clinic}/${id}/${rec}/${seq}.sealed`);
    encounters[name] = { id, keys };
  }

  const stored = (name: string) =>
    Promise.all(encounters[name]!.keys.map((k) => t.app.blobs.exists(k)));
  const detail = async (name: string) =>
    (await t.app.inject({ url: `${base}/${encounters[name]!.id}`, headers: ana })).json().data;
  const settings = (audioRetentionDays: number | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/scribe/settings',
      headers: ana,
      payload: {
        requireConsent: true,
        consentText: 'Consent.',
        audioRetentionDays,
        maxUploadMb: 200,
      },
    });

  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    await encounterWithAudio('old', 31);
    await encounterWithAudio('recent', 29);
  });
  afterAll(() => t.close());

  it('is a registered system job that runs every hour', () => {
    expect(jobDefinitions).toContain(purgeExpiredAudioJob);
    expect(purgeExpiredAudioJob.scope).toBe('system');
    expect(purgeExpiredAudioJob.schedule).toMatch(/^\d+ \* \* \* \*$/);
  });

  it('keeps all audio while the organisation sets no retention', async () => {
    const run = await purgeExpiredAudioAcrossOrgs({ db: t.database.db, blobs: t.app.blobs, now });
    expect(run).toEqual({ encounters: 0, blobs: 0 });
    expect(await stored('old')).toEqual([true, true]);
  });

  it('deletes audio older than the retention and keeps the transcript and the note', async () => {
    expect((await settings(30)).statusCode).toBe(200);
    const ctx = {
      db: t.database.db,
      blobs: t.app.blobs,
      config: t.config,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      now: () => now,
      enqueue: t.jobs.enqueue,
    };
    await purgeExpiredAudioJob.run({}, ctx);
    expect(await stored('old')).toEqual([false, false]);
    expect(await stored('recent')).toEqual([true, true]);

    const old = await detail('old');
    expect(old.audioDeleted).toBe(true);
    expect(old.recordings).toEqual([]);
    expect(old.transcript.segments.map((s: { text: string }) => s.text)).toEqual([
      'Itchy rash for two weeks.',
    ]);
    expect(old.note.sections[0].sentences[0].supported).toBe(true);
    const recent = await detail('recent');
    expect(recent.audioDeleted).toBe(false);
    expect(recent.recordings).toHaveLength(1);

    // Audited as the organisation's, by the system; and nothing more to do on the next run.
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.recordType, 'scribe-audio'),
          inArray(auditEvents.recordId, [encounters.old!.id, encounters.recent!.id]),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ orgId: t.orgIds.clinic, userId: null, action: 'delete' });
    expect(
      await purgeExpiredAudioAcrossOrgs({ db: t.database.db, blobs: t.app.blobs, now }),
    ).toEqual({ encounters: 0, blobs: 0 });

    // Deleted audio takes no more, recorded or uploaded: the encounter says so instead of
    // storing it again.
    const late = await t.app.inject({
      method: 'PUT',
      url: `${base}/${old.id}/audio/recordings/${randomUUID()}/chunks/0`,
      headers: { ...ana, 'content-type': 'audio/wav' },
      payload: silenceWav(0.2),
    });
    expect(late.statusCode).toBe(409);
    const form = multipart({}, { name: 'visit.wav', data: silenceWav(1), type: 'audio/wav' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${base}/${old.id}/audio`,
      headers: { ...ana, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(409);
    expect(uploaded.json().error.message).toMatch(/deleted/);
  });
});
