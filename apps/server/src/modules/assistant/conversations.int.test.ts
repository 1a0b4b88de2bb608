import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMBIENT_SCRIBES_CONFIG_KEY } from '@dermadesk/contracts';
import { assistantConversations, orgConfigs } from '../../db/schema.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

/** Managing conversations (list, search, paging, rename, delete): no provider is involved. */
describe.each(databaseKinds())('assistant conversation list (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  const base = '/api/v1/assistant/conversations';

  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    // Northside is the other organisation here; it needs the Assistant to reach these routes.
    await t.database.db
      .update(orgConfigs)
      .set({ value: 'true' })
      .where(
        and(
          eq(orgConfigs.orgId, t.orgIds.northside),
          eq(orgConfigs.key, AMBIENT_SCRIBES_CONFIG_KEY),
        ),
      );
  });
  afterAll(() => t.close());

  const create = async (title: string) =>
    (await t.app.inject({ method: 'POST', url: base, headers: ana, payload: { title } })).json()
      .data as { id: string; title: string };
  // Ownership is checked before the provider, so a reply to someone else's conversation is a 404.
  const reply = (id: string, payload: object, headers = ana) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/reply`, headers, payload });

  it('lists, searches, renames and deletes; others never see the conversation', async () => {
    const c = await create('Eczema 50% plan');
    await create('Acne follow-up');
    const search = (q: string) =>
      t.app.inject({ url: `${base}?q=${encodeURIComponent(q)}`, headers: ana });
    expect((await search('50%')).json().data.items.map((i: { title: string }) => i.title)).toEqual([
      'Eczema 50% plan',
    ]);
    expect((await search('_')).json().data.items).toEqual([]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${c.id}`,
      headers: ana,
      payload: { title: 'Eczema plan' },
    });
    expect(renamed.json().data.title).toBe('Eczema plan');

    const leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    const anaElsewhere = { ...ana, 'org-id': t.orgIds.northside };
    for (const headers of [leo, anaElsewhere]) {
      expect((await t.app.inject({ url: `${base}/${c.id}`, headers })).statusCode).toBe(404);
      expect((await reply(c.id, { mode: 'send', content: 'x' }, headers)).statusCode).toBe(404);
      const del = await t.app.inject({ method: 'DELETE', url: `${base}/${c.id}`, headers });
      expect(del.statusCode).toBe(404);
      expect((await t.app.inject({ url: base, headers })).json().data.items).toEqual([]);
    }
    const del = await t.app.inject({ method: 'DELETE', url: `${base}/${c.id}`, headers: ana });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${base}/${c.id}`, headers: ana })).statusCode).toBe(404);
  });

  it('pages the list with a cursor: no gaps, no repeats, searches too, own conversations only', async () => {
    const { clinic, northside } = t.orgIds;
    const { ana: anaId, leo: leoId } = t.userIds;
    // Ties on updatedAt and rows a few microseconds apart: a cursor without the id, or cut to
    // milliseconds like a JS Date, would skip some of them.
    const at = (micros: string) => sql`${`2031-01-01T00:00:00.000${micros}Z`}::timestamptz`;
    const row = (orgId: string, userId: string, title: string, micros: string) => ({
      orgId,
      userId,
      title,
      updatedAt: at(micros),
    });
    await t.database.db
      .insert(assistantConversations)
      .values([
        ...['1', '2', '3', '4'].map((n) => row(clinic, anaId, `Paging tied ${n}`, '500')),
        ...['1', '2', '3'].map((n) => row(clinic, anaId, `Paging micro ${n}`, `10${n}`)),
        row(northside, anaId, 'Paging elsewhere', '300'),
        row(northside, leoId, 'Paging leo', '200'),
      ]);
    for (const n of ['1', '2', '3']) await create(`Paging new ${n}`);

    type Page = { items: { id: string; title: string }[]; nextCursor: string | null };
    const walk = async (query: Record<string, string>, headers = ana) => {
      const seen: Page['items'] = [];
      let before: string | null | undefined;
      do {
        const qs = new URLSearchParams({ ...query, limit: '3', ...(before ? { before } : {}) });
        const res = await t.app.inject({ url: `${base}?${qs.toString()}`, headers });
        expect(res.statusCode).toBe(200);
        const page = res.json().data as Page;
        expect(page.items.length).toBeLessThanOrEqual(3);
        if (page.nextCursor) expect(page.items).toHaveLength(3);
        seen.push(...page.items.map(({ id, title }) => ({ id, title })));
        before = page.nextCursor;
      } while (before);
      return seen;
    };

    const own = await t.database.db
      .select({ id: assistantConversations.id, title: assistantConversations.title })
      .from(assistantConversations)
      .where(
        and(eq(assistantConversations.orgId, clinic), eq(assistantConversations.userId, anaId)),
      )
      .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id));
    expect(own.length).toBeGreaterThanOrEqual(10);
    expect(await walk({})).toEqual(own);

    const paging = own.filter((c) => c.title.startsWith('Paging'));
    expect(paging).toHaveLength(10);
    expect(await walk({ q: 'paging' })).toEqual(paging);

    // The other organisation's and the other user's lists hold only their own.
    const anaElsewhere = { ...ana, 'org-id': northside };
    expect((await walk({ q: 'Paging' }, anaElsewhere)).map((c) => c.title)).toEqual([
      'Paging elsewhere',
    ]);
    const leo = { ...bearer(await t.tokenFor(leoId)), 'org-id': northside };
    expect((await walk({}, leo)).map((c) => c.title)).toEqual(['Paging leo']);
    // A cursor is only a position: another user's cursor still shows nothing of theirs.
    const first = (await t.app.inject({ url: `${base}?limit=1`, headers: ana })).json().data;
    const withAnasCursor = await t.app.inject({
      url: `${base}?before=${first.nextCursor}`,
      headers: leo,
    });
    expect(withAnasCursor.json().data.items.map((c: { title: string }) => c.title)).toEqual([
      'Paging leo',
    ]);
  });

  it('refuses a malformed cursor with 400 and says why', async () => {
    const base64Url = (text: string) => Buffer.from(text).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000001';
    for (const before of [
      'not a cursor!',
      base64Url('yesterday|x'),
      // Milliseconds are not enough for a position (see the contract).
      base64Url(`2031-01-01T00:00:00.000Z|${id}`),
      base64Url(`2031-01-01T00:00:00.000000Z|${id}|extra`),
      'x'.repeat(201),
    ]) {
      const res = await t.app.inject({
        url: `${base}?before=${encodeURIComponent(before)}`,
        headers: ana,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ path: '/before' });
    }
    const res = await t.app.inject({ url: `${base}?before=oops`, headers: ana });
    expect(res.json().error.details[0].message).toBe(
      'Not a cursor from this list: use the nextCursor of the previous page.',
    );
    // A well-formed position is accepted, even one before every conversation.
    const valid = await t.app.inject({
      url: `${base}?before=${base64Url(`2000-01-01T00:00:00.000000Z|${id}`)}`,
      headers: ana,
    });
    expect(valid.json().data).toEqual({ items: [], nextCursor: null });
  });
});
