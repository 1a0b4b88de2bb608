import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers } from '../../db/schema.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

describe.each(databaseKinds())('scribe templates and settings (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  let leo: Record<string, string>;
  const base = '/api/v1/scribe/templates';
  const body = {
    name: 'Acne follow-up',
    scope: 'org',
    fields: JSON.stringify([
      { name: 'Progress', instruction: 'Change since last visit', format: 'prose' },
    ]),
    examples: '',
    conversationLanguage: 'fr',
    chartNotesLanguage: 'en',
  };

  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    await t.database.db
      .insert(orgMembers)
      .values({ orgId: t.orgIds.clinic, userId: t.userIds.leo, role: 'member' });
    leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.clinic };
  });
  afterAll(() => t.close());

  it('lists the three ready-made templates first', async () => {
    const res = await t.app.inject({ url: base, headers: leo });
    expect(res.json().data.map((x: { id: string }) => x.id)).toEqual([
      'builtin-soap',
      'builtin-procedure',
      'builtin-follow-up',
    ]);
  });

  it("refuses invalid JSON with the spec's message, naming the field", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: base,
      headers: ana,
      payload: { ...body, fields: '[{' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(
      'One of the fields has invalid JSON format: fields',
    );
  });

  it('shares an admin template with members, who cannot share or change it', async () => {
    const created = await t.app.inject({ method: 'POST', url: base, headers: ana, payload: body });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const seen = (await t.app.inject({ url: base, headers: leo })).json().data;
    expect(seen.find((x: { id: string }) => x.id === id)).toMatchObject({
      scope: 'org',
      editable: false,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: leo,
      payload: body,
    });
    expect(put.statusCode).toBe(403);
    const share = await t.app.inject({ method: 'POST', url: base, headers: leo, payload: body });
    expect(share.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: base,
      headers: leo,
      payload: { ...body, scope: 'user' },
    });
    expect(own.statusCode).toBe(201);
    const anaSees = (await t.app.inject({ url: base, headers: ana })).json().data;
    expect(anaSees.some((x: { id: string }) => x.id === own.json().data.id)).toBe(false);
  });

  it('keeps the scribe policy for admins to set', async () => {
    // Until the organisation writes its own consent text, none is sent: the screen shows the
    // product's in the user's language.
    expect(
      (await t.app.inject({ url: '/api/v1/scribe/settings', headers: leo })).json().data,
    ).toMatchObject({ requireConsent: true, consentText: null, audioRetentionDays: null });
    const policy = {
      requireConsent: true,
      consentText: 'Recorded with consent.',
      audioRetentionDays: 30,
      maxUploadMb: 50,
    };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/scribe/settings',
          headers: leo,
          payload: policy,
        })
      ).statusCode,
    ).toBe(403);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/scribe/settings',
      headers: ana,
      payload: policy,
    });
    expect(saved.json().data).toEqual(policy);
    expect(
      (await t.app.inject({ url: '/api/v1/scribe/settings', headers: leo })).json().data,
    ).toEqual(policy);
  });
});
