import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { orgMembers } from '../../db/schema.js';
import { multipart } from '../../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { consentedEncounter, silenceWav } from './scribe.fixture.js';

describe.each(databaseKinds())('scribe encounters, transcript and note (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  let leo: Record<string, string>;
  const base = '/api/v1/scribe/encounters';

  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    // Léo joins Demo Clinic as a plain member: he sees his encounters only.
    await t.database.db
      .insert(orgMembers)
      .values({ orgId: t.orgIds.clinic, userId: t.userIds.leo, role: 'member' });
    leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.clinic };
  });
  afterAll(() => t.close());

  const create = async (payload: object = {}, headers = ana) => {
    const res = await t.app.inject({ method: 'POST', url: base, headers, payload });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { id: string } }>().data.id;
  };
  const get = (id: string, headers = ana) => t.app.inject({ url: `${base}/${id}`, headers });

  it('creates, lists, searches, renames and deletes an encounter', async () => {
    const id = await create({ subjectId: 'S-100', title: 'Eczema review' });
    const detail = (await get(id)).json().data;
    expect(detail).toMatchObject({
      id,
      title: 'Eczema review',
      subjectId: 'S-100',
      transcript: { status: 'none', segments: [] },
      note: null,
      recordings: [],
    });
    const found = await t.app.inject({ url: `${base}?q=s-10`, headers: ana });
    expect(found.json().data.map((e: { id: string }) => e.id)).toContain(id);
    const none = await t.app.inject({ url: `${base}?q=zzz`, headers: ana });
    expect(none.json().data).toEqual([]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${id}`,
      headers: ana,
      payload: { title: 'Renamed' },
    });
    expect(renamed.json().data.title).toBe('Renamed');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: ana })).statusCode,
    ).toBe(200);
    expect((await get(id)).statusCode).toBe(404);
  });

  it('keeps a typed transcript with its history and checks the note against it', async () => {
    const id = await create();
    const segments = [
      {
        start: 0,
        end: 4,
        text: 'I have had an itchy rash on my forearms for two weeks.',
        speaker: 'Patient',
      },
      { start: 4, end: 6, text: 'Any fever?', speaker: 'Doctor' },
      { start: 6, end: 7, text: 'No.', speaker: 'Patient' },
    ];
    const put = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/transcript`,
      headers: ana,
      payload: { segments },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.transcript).toMatchObject({ status: 'finalized', edits: 0 });
    const edited = [...segments.slice(0, 2), { ...segments[2]!, text: 'No, no fever.' }];
    await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/transcript`,
      headers: ana,
      payload: { segments: edited },
    });
    const history = await t.app.inject({ url: `${base}/${id}/transcript/history`, headers: ana });
    expect(
      history.json().data.map((v: { segments: { text: string }[] }) => v.segments[2]!.text),
    ).toEqual(['No.', 'No, no fever.']);

    const note = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/note`,
      headers: ana,
      payload: {
        sections: [
          {
            name: 'Subjective',
            text: 'Pruritic rash of both forearms for 2 weeks. Denies fever. Father had melanoma.',
          },
        ],
      },
    });
    expect(note.statusCode).toBe(200);
    const [section] = note.json().data.sections;
    expect(section.sentences).toEqual([
      {
        text: 'Pruritic rash of both forearms for 2 weeks.',
        supported: true,
        evidence: [{ segment: 0, start: 0, end: 4 }],
      },
      {
        text: 'Denies fever.',
        supported: true,
        evidence: [
          { segment: 1, start: 4, end: 6 },
          { segment: 2, start: 6, end: 7 },
        ],
      },
      { text: 'Father had melanoma.', supported: false, evidence: [] },
    ]);
    expect(note.json().data.version).toBe(1);

    // The check follows the transcript: take the fever answer away and it is unsupported.
    await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/transcript`,
      headers: ana,
      payload: { segments: segments.slice(0, 1) },
    });
    const after = (await get(id)).json().data;
    expect(after.note.sections[0].sentences[1]).toMatchObject({
      text: 'Denies fever.',
      supported: false,
    });
    expect(after.transcript.edits).toBe(2);
  });

  it('refuses bad input with a clear 400', async () => {
    const id = await create();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/transcript`,
      headers: ana,
      payload: { segments: [{ start: 5, end: 1, text: 'x' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('shows an encounter to its author and the admins only; another organisation gets 403', async () => {
    const mine = await create({ title: 'Léo only' }, leo);
    expect((await get(mine, leo)).statusCode).toBe(200);
    expect((await get(mine, ana)).statusCode).toBe(200); // Ana is the clinic's admin
    const anas = await create({ title: 'Ana only' });
    expect((await get(anas, leo)).statusCode).toBe(404);
    const list = await t.app.inject({ url: base, headers: leo });
    expect(list.json().data.map((e: { title: string }) => e.title)).toEqual(['Léo only']);
    const northside = { ...ana, 'org-id': t.orgIds.northside }; // scribes off there
    expect((await get(anas, northside)).statusCode).toBe(403);
  });

  it('stores recorder chunks out of order and repeated, sealed, and plays them back whole', async () => {
    const id = await consentedEncounter(t.app, ana);
    const rec = randomUUID();
    const wav = silenceWav(1);
    const pieces = [wav.subarray(0, 1000), wav.subarray(1000, 5000), wav.subarray(5000)];
    const putChunk = (seq: number) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/${id}/audio/recordings/${rec}/chunks/${seq}`,
        headers: { ...ana, 'content-type': 'audio/wav' },
        payload: pieces[seq]!,
      });
    expect((await putChunk(2)).json().data).toEqual({ seq: 2, duplicate: false });
    expect((await putChunk(0)).json().data).toEqual({ seq: 0, duplicate: false });
    expect((await putChunk(0)).json().data).toEqual({ seq: 0, duplicate: true });
    const finish = (chunks: number) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/${id}/audio/recordings/${rec}/finish`,
        headers: ana,
        payload: { chunks, durationSeconds: 1 },
      });
    const early = await finish(3);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.details).toEqual({ missing: [1] });
    expect((await putChunk(1)).statusCode).toBe(200);
    const done = await finish(3);
    expect(done.json().data.recordings).toEqual([
      { id: rec, chunks: [0, 1, 2], bytes: wav.length, mimeType: 'audio/wav', complete: true },
    ]);
    const play = await t.app.inject({ url: `${base}/${id}/audio/recordings/${rec}`, headers: ana });
    expect(play.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(play.rawPayload, wav)).toBe(0);
    const range = await t.app.inject({
      url: `${base}/${id}/audio/recordings/${rec}`,
      headers: { ...ana, range: 'bytes=0-3' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.toString('latin1')).toBe('RIFF');

    // At rest: what the blob store holds is not the audio.
    const stored = await t.app.blobs.get(`scribe/${t.orgIds.clinic}/${id}/${rec}/1.sealed`);
    expect(stored).toBeDefined();
    expect(stored!.includes(pieces[1]!.subarray(0, 64))).toBe(false);
    expect(stored!.length).toBeGreaterThan(pieces[1]!.length);
  });

  it('refuses a recording id of another encounter and a first chunk that is not audio', async () => {
    const a = await consentedEncounter(t.app, ana);
    const b = await consentedEncounter(t.app, ana);
    const rec = randomUUID();
    const put = (enc: string, seq: number, payload: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/${enc}/audio/recordings/${rec}/chunks/${seq}`,
        headers: { ...ana, 'content-type': 'audio/webm' },
        payload,
      });
    expect((await put(a, 0, Buffer.from('not audio at all'))).statusCode).toBe(415);
    expect((await put(a, 0, silenceWav(0.1))).statusCode).toBe(200);
    expect((await put(b, 1, Buffer.from('more'))).statusCode).toBe(404);
  });

  it('takes an uploaded file by content, and refuses what is not audio', async () => {
    const id = await consentedEncounter(t.app, ana);
    const wav = silenceWav(2);
    const ok = multipart({}, { name: 'visit.mp3', data: wav, type: 'audio/mpeg' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio`,
      headers: { ...ana, ...ok.headers },
      payload: ok.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.recordings[0]).toMatchObject({
      mimeType: 'audio/wav',
      bytes: wav.length,
      complete: true,
    });
    const bad = multipart(
      {},
      { name: 'visit.wav', data: Buffer.from('<html>hello</html>'), type: 'audio/wav' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/audio`,
      headers: { ...ana, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);
  });
});
