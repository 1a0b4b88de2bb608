import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copilotTooLarge } from '@dermadesk/contracts';
import { copilotChunks, copilotPages, orgConfigs } from '../../db/schema.js';
import { multipart } from '../../test/fixtures.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { FILLER, makePdf } from './copilot.fixture.js';
import { parseSse } from '../../test/sse.js';
import { eventually as retry } from '../../test/eventually.js';

// Indexing from source starts pdf.js in a worker through tsx and reads blank pages with OCR: on a
// busy machine that takes half a minute.
const eventually = (check: () => Promise<void>) => retry(check, 90_000);

const PROTOCOL = [
  `Eczema protocol\n${FILLER.repeat(3)}Emollients are applied twice daily to the whole body.`,
  `Methotrexate\n${FILLER.repeat(2)}Methotrexate for severe psoriasis is given once weekly at a dose of 15 mg with folic acid on another day. ${FILLER}`,
  '',
];

describe.each(databaseKinds())('copilot sources, search and answers (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let ana: Record<string, string>;
  let sourceId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ wordDelayMs: 1 });
    t = await createTestContext(
      kind,
      {
        LLM_BASE_URL: fake.url,
        LLM_MODEL: 'fake-chat',
        EGRESS_ALLOW_HOSTS: '127.0.0.1',
        AI_MAX_RETRIES: '0',
      },
      { runJobs: true },
    );
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const upload = async (name: string, file?: { name: string; data: Buffer }, headers = ana) => {
    const body = multipart(
      name ? { SourceName: name } : {},
      file && { ...file, type: 'application/pdf' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/sources/documents',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const list = async (headers = ana) =>
    (await t.app.inject({ url: '/api/v1/copilot/sources', headers })).json().data.items as Record<
      string,
      unknown
    >[];
  const ask = (payload: object, accept = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/ask',
      headers: { ...ana, accept },
      payload,
    });

  it('indexes an uploaded PDF in a job, page by page, and search finds the page', async () => {
    const res = await upload('Clinic protocols', {
      name: 'protocols.pdf',
      data: await makePdf(PROTOCOL),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('queued');
    sourceId = res.json().data.id;
    await eventually(async () =>
      expect((await list())[0]).toMatchObject({ id: sourceId, status: 'ready' }),
    );
    // Ready means merged: new chunks wait in the full-text index's pending list, which every
    // search reads in full (PGlite has no autovacuum to merge it).
    const { rows } = await t.database.db.execute(
      sql`select gin_clean_pending_list('copilot_chunks_tsv_idx')::int as pending`,
    );
    expect(rows).toEqual([{ pending: 0 }]);
    expect((await list())[0]).toMatchObject({
      name: 'Clinic protocols',
      kind: 'pdf',
      fileName: 'protocols.pdf',
      pages: 3,
      pagesWithoutText: [3],
      addedBy: 'Ana Nguyen',
      progress: null,
    });
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/search',
      headers: ana,
      payload: { query: 'weekly methotrexate dose' },
    });
    expect(search.statusCode).toBe(200);
    const [first] = search.json().data.passages;
    expect(first).toMatchObject({ sourceId, sourceName: 'Clinic protocols', page: 2 });
    expect(first.text).toContain('once weekly at a dose of 15 mg');
  }, 120_000);

  it('answers from passages alone when no chat model is enabled (extractive)', async () => {
    const res = await ask({ question: 'What is the weekly methotrexate dose?' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.mode).toBe('extractive');
    expect(data.notFound).toBe(false);
    expect(data.citations[0]).toMatchObject({ n: 1, sourceId, page: 2 });
    expect(data.citations[0].quote).toContain('15 mg');
    expect(data.answer).toContain('[1]');
    expect(data.answer.startsWith(`“${data.citations[0].quote}” [1]`)).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(0);
  });

  it("quotes with the marks of the question's language (French guillemets, narrow spaces)", async () => {
    const res = await ask({ question: 'Quelle est la dose hebdomadaire de methotrexate ?' });
    const { answer, citations, mode } = res.json().data;
    expect(mode).toBe('extractive');
    expect(citations.length).toBeGreaterThan(0);
    expect(answer).toBe(
      citations
        .map((c: { n: number; quote: string }) => `«\u202f${c.quote}\u202f» [${c.n}]`)
        .join('\n\n'),
    );
  });

  it('streams a model answer, drops citations to passages never sent, marks bare sentences', async () => {
    const enable = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/chat',
      headers: ana,
      payload: { enabled: true },
    });
    expect(enable.statusCode).toBe(200);
    const res = await ask(
      { question: 'What is the weekly methotrexate dose? [bad-cite]' },
      'text/event-stream',
    );
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(events[0]!.event).toBe('conversation');
    expect(events.some((e) => e.event === 'token')).toBe(true);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.mode).toBe('model');
    expect(done.data.answer).toMatch(/15 mg.*\[1\]/);
    expect(done.data.answer).not.toContain('[9]');
    expect(done.data.unsupported).toEqual(['This part is invented.']);
    expect(done.data.citations).toEqual([expect.objectContaining({ n: 1, page: 2, sourceId })]);

    // The conversation keeps the answer with its citations.
    const detail = await t.app.inject({
      url: `/api/v1/copilot/conversations/${String(events[0]!.data.conversationId)}`,
      headers: ana,
    });
    expect(detail.json().data.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(detail.json().data.messages[1].citations[0].page).toBe(2);
  });

  it('says plainly when the sources do not hold the answer, with the closest passages', async () => {
    const res = await ask({ question: 'What is the weekly methotrexate dose? [none]' });
    const data = res.json().data;
    expect(data.notFound).toBe(true);
    expect(data.answer).toBe('');
    expect(data.citations.length).toBeGreaterThan(0);
  });

  it('refuses bad files and stores nothing', async () => {
    const before = (await list()).length;
    const notPdf = await upload('Notes', {
      name: 'notes.pdf',
      data: Buffer.from('just text, not a PDF'),
    });
    expect(notPdf.statusCode).toBe(415);
    const encrypted = await upload('Locked', {
      name: 'locked.pdf',
      data: await makePdf(['secret'], { password: 'pw' }),
    });
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json().error.details).toEqual({ reason: 'encrypted' });
    const broken = await upload('Broken', {
      name: 'broken.pdf',
      data: Buffer.from('%PDF-1.7\ngarbage'),
    });
    expect(broken.statusCode).toBe(400);
    const tooBig = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1_048_576)]);
    const big = await upload('Big', { name: 'big.pdf', data: tooBig });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(copilotTooLarge('big.pdf'));
    const noName = await upload('', { name: 'a.pdf', data: await makePdf(['x']) });
    expect(noName.json().error.message).toBe('Source Name is required!');
    const noFile = await upload('Nothing');
    expect(noFile.json().error.message).toBe('Please select at least one file before proceeding.');
    expect(await list()).toHaveLength(before);
  });

  it('keeps at least one source selected', async () => {
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/copilot/settings',
      headers: ana,
      payload: { sourceIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('You must choose one option before proceeding!');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/copilot/settings',
      headers: ana,
      payload: { sourceIds: [sourceId] },
    });
    expect(ok.json().data).toMatchObject({
      sourceIds: [sourceId],
      retrieval: 'full-text',
      chat: 'ready',
    });
  });

  it("gives another organisation's user not-found for every id", async () => {
    // Northside gets Copilot, so its members reach the routes and meet only their own data.
    await t.database.db
      .update(orgConfigs)
      .set({ value: '{"ENABLE_BDEMO_COPILOT":true}' })
      .where(eq(orgConfigs.orgId, t.orgIds.northside));
    const leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    expect(await list(leo)).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/v1/copilot/sources/${sourceId}/file`],
      ['POST', `/api/v1/copilot/sources/${sourceId}/sync`],
      ['PATCH', `/api/v1/copilot/sources/${sourceId}`],
      ['DELETE', `/api/v1/copilot/sources/${sourceId}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: leo,
        ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/search',
      headers: leo,
      payload: { query: 'methotrexate', sourceIds: [sourceId] },
    });
    expect(search.statusCode).toBe(404);
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/search',
      headers: leo,
      payload: { query: 'methotrexate' },
    });
    expect(open.json().data.passages).toEqual([]);
  });

  it('downloads the original and deletes the source with its pages and chunks', async () => {
    const file = await t.app.inject({
      url: `/api/v1/copilot/sources/${sourceId}/file`,
      headers: ana,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/copilot/sources/${sourceId}`,
      headers: ana,
    });
    expect(del.statusCode).toBe(200);
    const db = t.database.db;
    expect(
      await db.select().from(copilotChunks).where(eq(copilotChunks.sourceId, sourceId)),
    ).toEqual([]);
    expect(await db.select().from(copilotPages).where(eq(copilotPages.sourceId, sourceId))).toEqual(
      [],
    );
    const gone = await t.app.inject({
      url: `/api/v1/copilot/sources/${sourceId}/file`,
      headers: ana,
    });
    expect(gone.statusCode).toBe(404);
  });
});
