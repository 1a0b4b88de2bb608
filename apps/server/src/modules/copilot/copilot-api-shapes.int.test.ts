import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/fixtures.js';
import { parseSse } from '../../test/sse.js';
import { databaseKinds, type TestContext } from '../../test/test-app.js';
import { FILLER, makePdf } from './copilot.fixture.js';
import { openSiteApp } from './site-app.fixture.js';
import type { TestSite } from './test-site.fixture.js';
import { eventually as retry } from '../../test/eventually.js';

/**
 * The routes whose shapes issue 17 fixes ("API (fixed; other routes are yours)"), asserted as
 * written there: status codes, field names, and optional fields left out rather than null.
 */

const eventually = (check: () => Promise<void>) => retry(check, 90_000);

const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);
const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

describe.each(databaseKinds())('copilot API shapes fixed by the issue (%s)', (kind) => {
  let t: TestContext;
  let site: TestSite;
  let ana: Record<string, string>;
  const ids = { pdf: '', website: '', failed: '' };
  let close = async () => {};

  beforeAll(async () => {
    ({ t, site, ana, close } = await openSiteApp(kind));
  }, 120_000);
  afterAll(() => close());

  const listed = async () =>
    (await t.app.inject({ url: '/api/v1/copilot/sources', headers: ana })).json<{
      success: boolean;
      data: { items: Record<string, unknown>[] };
    }>();
  const item = async (id: string) => (await listed()).data.items.find((s) => s.id === id)!;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...ana, ...headers }, payload });

  it('POST documents and websites: 201 with { id, status } and nothing else', async () => {
    const body = multipart(
      { SourceName: 'Clinic protocols' },
      {
        name: 'protocols.pdf',
        type: 'application/pdf',
        data: await makePdf([
          `Eczema\n${FILLER.repeat(2)}Emollients are applied twice daily to the whole body.`,
          `Methotrexate\n${FILLER.repeat(2)}Methotrexate for severe psoriasis is given once weekly at a dose of 15 mg.`,
        ]),
      },
    );
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/sources/documents',
      headers: { ...ana, ...body.headers },
      payload: body.payload,
    });
    expect(document.statusCode).toBe(201);
    expect(document.json()).toEqual({ success: true, data: { id: uuid, status: 'queued' } });
    ids.pdf = document.json().data.id;

    const website = await post('/api/v1/copilot/sources/websites', {
      name: 'Patient guides',
      url: `${site.url}/guide`,
      maxDepth: 1,
      maxPages: 10,
    });
    expect(website.statusCode).toBe(201);
    expect(website.json()).toEqual({ success: true, data: { id: uuid, status: 'queued' } });
    ids.website = website.json().data.id;

    // A site none of whose pages answers: its source fails, with the reason.
    const failed = await post('/api/v1/copilot/sources/websites', {
      name: 'Gone',
      url: `${site.url}/nowhere`,
    });
    expect(failed.statusCode).toBe(201);
    ids.failed = failed.json().data.id;

    await eventually(async () => {
      expect((await item(ids.pdf)).status).toBe('ready');
      expect((await item(ids.website)).status).toBe('ready');
      expect((await item(ids.failed)).status).toBe('failed');
    });
  }, 120_000);

  it('GET sources: the fixed fields; fileName, url and error are left out when they do not apply', async () => {
    const list = await listed();
    expect(list.success).toBe(true);
    const common = { pages: expect.any(Number), chunks: expect.any(Number), updatedAt: iso };

    const pdf = await item(ids.pdf);
    expect(pdf).toMatchObject({
      ...common,
      id: ids.pdf,
      name: 'Clinic protocols',
      kind: 'pdf',
      status: 'ready',
      fileName: 'protocols.pdf',
      pages: 2,
    });
    expect(pdf.chunks).toBeGreaterThan(0);
    expect(pdf).not.toHaveProperty('url');
    expect(pdf).not.toHaveProperty('error');

    const website = await item(ids.website);
    expect(website).toMatchObject({
      ...common,
      name: 'Patient guides',
      kind: 'website',
      status: 'ready',
      url: `${site.url}/guide`,
    });
    expect(website).not.toHaveProperty('fileName');
    expect(website).not.toHaveProperty('error');

    const failed = await item(ids.failed);
    expect(failed).toMatchObject({
      ...common,
      kind: 'website',
      status: 'failed',
      url: `${site.url}/nowhere`,
      error: 'Failed to import website.',
    });
    expect(failed).not.toHaveProperty('fileName');
  });

  it('POST search: passages with a page for a PDF, a url for a web page, never null', async () => {
    const search = (payload: object) => post('/api/v1/copilot/search', payload);
    const fromPdf = await search({ query: 'weekly methotrexate dose', sourceIds: [ids.pdf] });
    expect(fromPdf.statusCode).toBe(200);
    expect(fromPdf.json().success).toBe(true);
    const [first] = fromPdf.json().data.passages as Record<string, unknown>[];
    expect(first).toMatchObject({
      sourceId: ids.pdf,
      sourceName: 'Clinic protocols',
      page: 2,
      text: expect.stringContaining('15 mg'),
      score: expect.any(Number),
    });
    expect(first).not.toHaveProperty('url');

    const fromSite = await search({ query: 'benzoyl peroxide gel', limit: 1 });
    const passages = fromSite.json().data.passages as Record<string, unknown>[];
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({
      sourceId: ids.website,
      sourceName: 'Patient guides',
      url: `${site.url}/guide/acne`,
      text: expect.stringContaining('Benzoyl peroxide'),
      score: expect.any(Number),
    });
    expect(passages[0]).not.toHaveProperty('page');
  });

  it('GET and PUT settings carry sourceIds', async () => {
    const before = await t.app.inject({ url: '/api/v1/copilot/settings', headers: ana });
    expect(before.statusCode).toBe(200);
    expect(before.json().data.sourceIds).toEqual(expect.arrayContaining([ids.pdf, ids.website]));
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/copilot/settings',
      headers: ana,
      payload: { sourceIds: [ids.pdf, ids.website] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.sourceIds.sort()).toEqual([ids.pdf, ids.website].sort());
    const after = await t.app.inject({ url: '/api/v1/copilot/settings', headers: ana });
    expect(after.json().data.sourceIds.sort()).toEqual([ids.pdf, ids.website].sort());
  });

  it('POST ask: server-sent events by default, one JSON answer with Accept: application/json', async () => {
    // No Accept header at all: the stream.
    const streamed = await post('/api/v1/copilot/ask', {
      question: 'What is the weekly methotrexate dose?',
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(streamed.body);
    expect(events[0]!.event).toBe('conversation');
    expect(events.at(-1)!.event).toBe('done');

    const json = await post(
      '/api/v1/copilot/ask',
      { question: 'What is the weekly methotrexate dose?', sourceIds: [ids.pdf] },
      { accept: 'application/json' },
    );
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    const { success, data } = json.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({ answer: expect.any(String), mode: 'extractive' });
    expect(data.citations[0]).toMatchObject({
      n: 1,
      sourceId: ids.pdf,
      sourceName: 'Clinic protocols',
      page: 2,
      quote: expect.stringContaining('15 mg'),
    });
    expect(data.citations[0]).not.toHaveProperty('url');

    const web = await post(
      '/api/v1/copilot/ask',
      { question: 'How is benzoyl peroxide gel applied?', sourceIds: [ids.website] },
      { accept: 'application/json' },
    );
    const [cited] = web.json().data.citations as Record<string, unknown>[];
    expect(cited).toMatchObject({
      n: 1,
      sourceId: ids.website,
      sourceName: 'Patient guides',
      url: `${site.url}/guide/acne`,
      quote: expect.stringContaining('Benzoyl peroxide'),
    });
    expect(cited).not.toHaveProperty('page');
  });

  it('sync, the original file and delete', async () => {
    const sync = await post(`/api/v1/copilot/sources/${ids.website}/sync`, {});
    expect(sync.statusCode).toBe(202);
    expect(sync.json()).toEqual({ success: true, data: { id: ids.website, status: 'queued' } });

    const file = await t.app.inject({
      url: `/api/v1/copilot/sources/${ids.pdf}/file`,
      headers: ana,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/copilot/sources/${ids.pdf}`,
      headers: ana,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: null });
    const gone = await t.app.inject({
      url: `/api/v1/copilot/sources/${ids.pdf}/file`,
      headers: ana,
    });
    expect(gone.statusCode).toBe(404);
  });
});
