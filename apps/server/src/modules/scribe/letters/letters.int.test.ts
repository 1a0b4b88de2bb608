import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers } from '../../../db/schema.js';
import { type FakeOpenAi } from '../../../test/fake-openai.js';
import { bearer, databaseKinds, type TestContext } from '../../../test/test-app.js';
import { scribeTestContext, type ScribeTestContext } from '../scribe.fixture.js';
import { pdfText } from '../../exports/pdf-inspection.fixture.js';

const base = '/api/v1/scribe/encounters';
const party = (name: string) => ({ name, organisation: 'Demo Clinic' });
const letterBody = (kind = 'referral', recipient = 'Dr Bui') => ({
  kind,
  sender: { name: 'Dr Ana Lima', role: 'Dermatologist', email: 'ana@example.com' },
  recipient: party(recipient),
  patient: { name: 'Minh Tran', dateOfBirth: '1980-02-03', subjectId: 'S-7' },
});

describe.each(databaseKinds())('scribe letters (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let ana: Record<string, string>;
  let leo: Record<string, string>;

  let ctx: ScribeTestContext;
  beforeAll(async () => {
    ctx = await scribeTestContext(kind, 'chat', { wordDelayMs: 0 });
    ({ t, fake, ana } = ctx);
    await t.database.db
      .insert(orgMembers)
      .values({ orgId: t.orgIds.clinic, userId: t.userIds.leo, role: 'member' });
    leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.clinic };
  });
  afterAll(() => ctx.close());

  const inject = (method: string, url: string, payload?: object, headers = ana) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const encounterWithNote = async () => {
    const id = (await inject('POST', base, {})).json().data.id as string;
    await inject('PUT', `${base}/${id}/transcript`, {
      segments: [
        { start: 0, end: 6, text: 'There is a scaly plaque of 8 mm on the left forearm.' },
      ],
    });
    await inject('PUT', `${base}/${id}/note`, {
      sections: [
        {
          name: 'Objective',
          text: 'Scaly plaque of 8 mm on the left forearm. Family history of melanoma.',
        },
      ],
    });
    return id;
  };

  it('offers the account as sender, then remembers the sender last written', async () => {
    const first = (await inject('GET', '/api/v1/scribe/letter-sender')).json().data;
    expect(first).toMatchObject({ organisation: 'Demo Clinic', email: expect.any(String) });
    expect(first.name).not.toBe('');
    const id = await encounterWithNote();
    expect((await inject('POST', `${base}/${id}/letters`, letterBody())).statusCode).toBe(201);
    const remembered = (await inject('GET', '/api/v1/scribe/letter-sender')).json().data;
    expect(remembered).toEqual({
      name: 'Dr Ana Lima',
      role: 'Dermatologist',
      organisation: '',
      address: '',
      phone: '',
      email: 'ana@example.com',
    });
    // Remembered per user: Léo still gets his own account.
    const his = (await inject('GET', '/api/v1/scribe/letter-sender', undefined, leo)).json().data;
    expect(his.name).not.toBe('Dr Ana Lima');
  });

  it('creates, lists, edits and deletes a letter written by hand', async () => {
    const id = await encounterWithNote();
    const created = await inject('POST', `${base}/${id}/letters`, {
      ...letterBody('patient'),
      body: 'Dear Minh,\n\nYour skin test was fine.',
    });
    expect(created.statusCode).toBe(201);
    const letter = created.json().data;
    expect(letter).toMatchObject({ encounterId: id, kind: 'patient', body: expect.any(String) });
    const edited = await inject('PUT', `${base}/${id}/letters/${letter.id}`, {
      ...letterBody('patient'),
      body: 'Edited by hand.',
    });
    expect(edited.json().data.body).toBe('Edited by hand.');
    const list = (await inject('GET', `${base}/${id}/letters`)).json().data;
    expect(list.map((l: { id: string }) => l.id)).toEqual([letter.id]);
    expect((await inject('DELETE', `${base}/${id}/letters/${letter.id}`)).statusCode).toBe(200);
    expect((await inject('GET', `${base}/${id}/letters`)).json().data).toEqual([]);
    const gone = await inject('PUT', `${base}/${id}/letters/${letter.id}`, letterBody());
    expect(gone.statusCode).toBe(404);
  });

  it('refuses invalid letters with 400', async () => {
    const id = await encounterWithNote();
    for (const bad of [
      { ...letterBody(), kind: 'invoice' },
      { ...letterBody(), body: 'x'.repeat(20_001) },
      { ...letterBody(), sender: { name: 'x', fax: '1' } },
    ]) {
      expect((await inject('POST', `${base}/${id}/letters`, bad)).statusCode).toBe(400);
    }
  });

  it('generates from the note through the gateway: 503 without a provider, then the body', async () => {
    const id = await encounterWithNote();
    const letter = (await inject('POST', `${base}/${id}/letters`, letterBody())).json().data;
    const url = `${base}/${id}/letters/${letter.id}/generate`;
    const refused = await inject('POST', url, { language: 'en' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({
      code: 'AI_UNAVAILABLE',
      details: { kind: 'chat' },
    });

    await inject('PUT', '/api/v1/ai/settings/providers/chat', { enabled: true });
    const generated = await inject('POST', url, { language: 'fr' });
    expect(generated.statusCode).toBe(200);
    expect(generated.json().data.body).toBe(
      'Dear colleague,\n\nScaly plaque of 8 mm on the left forearm.\n\nKind regards',
    );
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    expect(prompt).toContain('Write the letter in French.');
    // The sentence nobody said stays out of the letter.
    expect(prompt).not.toContain('melanoma');
    const stored = (await inject('GET', `${base}/${id}/letters`)).json().data[0];
    expect(stored.body).toContain('Scaly plaque');
  });

  it('answers a provider failure with 502 and keeps the body as it was', async () => {
    const id = await encounterWithNote();
    const letter = (
      await inject('POST', `${base}/${id}/letters`, {
        ...letterBody('gp', '[error]'),
        body: 'Kept.',
      })
    ).json().data;
    const res = await inject('POST', `${base}/${id}/letters/${letter.id}/generate`, {});
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('AI_PROVIDER_FAILED');
    expect((await inject('GET', `${base}/${id}/letters`)).json().data[0].body).toBe('Kept.');
  });

  it('refuses to generate without a note to write from', async () => {
    const id = (await inject('POST', base, {})).json().data.id as string;
    const letter = (await inject('POST', `${base}/${id}/letters`, letterBody())).json().data;
    const res = await inject('POST', `${base}/${id}/letters/${letter.id}/generate`, {});
    expect(res.statusCode).toBe(409);
  });

  it('prints the letter as a PDF in the language asked for', async () => {
    const id = await encounterWithNote();
    const letter = (
      await inject('POST', `${base}/${id}/letters`, { ...letterBody('gp'), body: 'Bonjour.' })
    ).json().data;
    const res = await inject('GET', `${base}/${id}/letters/${letter.id}/pdf?lang=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Letter_\d{12}\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'Dr Ana Lima',
      'Dr Bui',
      'Lettre au médecin traitant',
      'Minh Tran',
      'Bonjour.',
    ])
      expect(text).toContain(part);
  });

  it("shows nobody else's letters: another member's encounter and a letter of another encounter are not found", async () => {
    const id = await encounterWithNote();
    const letter = (await inject('POST', `${base}/${id}/letters`, letterBody())).json().data;
    expect((await inject('GET', `${base}/${id}/letters`, undefined, leo)).statusCode).toBe(404);
    expect(
      (await inject('GET', `${base}/${id}/letters/${letter.id}/pdf`, undefined, leo)).statusCode,
    ).toBe(404);
    const other = (await inject('POST', base, {})).json().data.id as string;
    expect((await inject('DELETE', `${base}/${other}/letters/${letter.id}`)).statusCode).toBe(404);
    const northside = { ...ana, 'org-id': t.orgIds.northside };
    expect((await inject('GET', `${base}/${id}/letters`, undefined, northside)).statusCode).toBe(
      403,
    );
  });
});
