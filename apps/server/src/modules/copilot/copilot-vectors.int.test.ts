import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copilotChunks } from '../../db/schema.js';
import { mintOrgId } from '../../platform/tenancy/org-id.js';
import { multipart } from '../../test/fixtures.js';
import { fakeEmbedding, startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { FILLER, makePdf } from './copilot.fixture.js';
import { signSketch, unit } from './embedding.js';
import { copilotRepositories } from './index.repository.js';
import { eventually as retry } from '../../test/eventually.js';

// Indexing starts pdf.js in a worker through tsx: on a busy machine (load 8) that took over a
// minute, as in copilot.int.test.ts.
const eventually = (check: () => Promise<void>) => retry(check, 90_000);

// Neither PostgreSQL 15 here nor PGlite has pgvector: this is the path of vectors as arrays.
describe.each(databaseKinds())('copilot with an embedder: hybrid retrieval (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let ana: Record<string, string>;
  let sourceId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestContext(
      kind,
      {
        EMBEDDINGS_BASE_URL: fake.url,
        EMBEDDINGS_MODEL: 'fake-embed',
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

  const settings = async () =>
    (await t.app.inject({ url: '/api/v1/copilot/settings', headers: ana })).json().data as {
      retrieval: string;
    };
  const search = async (query: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/search',
      headers: ana,
      payload: { query },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.passages as { page: number; text: string; score: number }[];
  };

  it('is full text only until the organisation enables its embedder, and says so', async () => {
    expect((await settings()).retrieval).toBe('full-text');
    const enable = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/settings/providers/embeddings',
      headers: ana,
      payload: { enabled: true },
    });
    expect(enable.statusCode).toBe(200);
    expect((await settings()).retrieval).toBe('hybrid');
  });

  it('stores a unit vector per chunk when indexing, through the gateway', async () => {
    const body = multipart(
      { SourceName: 'Formulary' },
      {
        name: 'formulary.pdf',
        type: 'application/pdf',
        data: await makePdf([
          `Acne\n${FILLER}Isotretinoin needs two negative pregnancy tests before the first dose.`,
          `Psoriasis\n${FILLER}Methotrexate is given once weekly with folic acid on another day.`,
        ]),
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/sources/documents',
      headers: { ...ana, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    sourceId = res.json().data.id;
    await eventually(async () => {
      const list = await t.app.inject({ url: '/api/v1/copilot/sources', headers: ana });
      expect(list.json().data.items[0]).toMatchObject({ id: sourceId, status: 'ready' });
    });
    const chunks = await t.database.db
      .select()
      .from(copilotChunks)
      .where(eq(copilotChunks.sourceId, sourceId));
    expect(chunks.length).toBe(2);
    for (const c of chunks) {
      expect(c.embedding).toHaveLength(8);
      expect(Math.hypot(...c.embedding!)).toBeCloseTo(1, 5);
      // The heading is embedded with the text.
      const expected = unit(fakeEmbedding(`${c.heading}\n${c.text}`));
      c.embedding!.forEach((x, i) => expect(x).toBeCloseTo(expected[i]!, 5));
      // What vector search scans first.
      expect(c.sketch).toBe(signSketch(c.embedding!));
    }
    expect(fake.requests.filter((r) => r.path === '/v1/embeddings').length).toBeGreaterThan(0);
  }, 120_000);

  it('ranks by the sketches, then exactly by the stored arrays, nearest first', async () => {
    const repos = copilotRepositories(t.database.db, mintOrgId(t.orgIds.clinic, 'test'));
    const near = await repos.index.nearest(
      [sourceId],
      unit(fakeEmbedding('Psoriasis methotrexate given once weekly with folic acid')),
      2,
      false,
    );
    const [first] = await repos.index.hits([near[0]!.chunkId]);
    expect(first!.pageNo).toBe(2);
    expect(near[0]!.similarity).toBeGreaterThan(near[1]!.similarity);
  });

  it('fuses the full-text and vector rankings (RRF), and finds passages by vector alone', async () => {
    const [first] = await search('weekly methotrexate and folic acid');
    expect(first!.page).toBe(2);
    // Top of both rankings: 1/61 + 1/61.
    expect(first!.score).toBeCloseTo(2 / 61, 6);
    // No word of this question is in the sources: full text finds nothing, the vectors still
    // give the nearest passages.
    const vectorOnly = await search('zzyzx');
    expect(vectorOnly.length).toBeGreaterThan(0);
    expect(vectorOnly.every((p) => p.score <= 1 / 61 + 1e-9)).toBe(true);
  });
});
