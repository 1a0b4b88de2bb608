import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copilotChunks, copilotSources } from '../../db/schema.js';
import { ingestSourceJob, resyncWebsitesJob } from './copilot.jobs.js';
import { databaseKinds, type TestContext } from '../../test/test-app.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { openSiteApp } from './site-app.fixture.js';
import { FILL, page, para, type TestSite } from './test-site.fixture.js';
import { eventually as retry } from '../../test/eventually.js';

const eventually = (check: () => Promise<void>) => retry(check, 30_000);

describe.each(databaseKinds())('copilot websites (%s)', (kind) => {
  let t: TestContext;
  let site: TestSite;
  let ana: Record<string, string>;
  let sourceId: string;
  let close = async () => {};

  beforeAll(async () => {
    ({ t, site, ana, close } = await openSiteApp(kind));
  }, 120_000);
  afterAll(() => close());

  const source = async () =>
    (
      (await t.app.inject({ url: '/api/v1/copilot/sources', headers: ana })).json().data
        .items as Record<string, unknown>[]
    ).find((s) => s.id === sourceId)!;
  const chunkIds = async (url: string) =>
    (
      await t.database.db
        .select({ id: copilotChunks.id })
        .from(copilotChunks)
        .where(
          and(eq(copilotChunks.sourceId, sourceId), eq(copilotChunks.url, `${site.url}${url}`)),
        )
    ).map((r) => r.id);
  const sync = async () => {
    const before = (await source()).updatedAt;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/copilot/sources/${sourceId}/sync`,
      headers: ana,
    });
    expect(res.statusCode).toBe(202);
    await eventually(async () => {
      const s = await source();
      expect(s.status).toBe('ready');
      expect(s.updatedAt).not.toBe(before);
    });
    return source();
  };

  it('crawls the site under the path, honouring robots.txt, and search finds the page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/sources/websites',
      headers: ana,
      payload: { name: 'Patient guides', url: `${site.url}/guide` },
    });
    expect(res.statusCode).toBe(201);
    sourceId = res.json().data.id;
    await eventually(async () => expect((await source()).status).toBe('ready'));
    expect(await source()).toMatchObject({
      kind: 'website',
      pages: 3,
      lastSync: { added: 3, changed: 0, removed: 0, unchanged: 0 },
    });
    expect(site.hits.get('/guide/private')).toBeUndefined();
    expect(site.hits.get('/about')).toBeUndefined();
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/search',
      headers: ana,
      payload: { query: 'benzoyl peroxide gel' },
    });
    const [first] = search.json().data.passages;
    expect(first).toMatchObject({ sourceId, url: `${site.url}/guide/acne`, title: 'Acne' });
    expect(first.text).toContain('Benzoyl peroxide 5% gel');
    expect(first.text).not.toContain('Clinic footer');
  });

  it('refuses the same site twice', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/sources/websites',
      headers: ana,
      payload: { name: 'Again', url: `${site.url}/guide/#top` },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Website already exists');
  });

  it('fails a site whose first import reaches no page, saying so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/copilot/sources/websites',
      headers: ana,
      payload: { name: 'Nowhere', url: `${site.url}/nowhere/` },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data as { id: string };
    const list = async () =>
      (
        (await t.app.inject({ url: '/api/v1/copilot/sources', headers: ana })).json().data
          .items as Record<string, unknown>[]
      ).find((s) => s.id === id)!;
    await eventually(async () =>
      expect(await list()).toMatchObject({ status: 'failed', error: 'Failed to import website.' }),
    );
    await t.app.inject({ method: 'DELETE', url: `/api/v1/copilot/sources/${id}`, headers: ana });
  });

  it('re-indexes only the changed page on re-sync, and drops a removed one', async () => {
    const acne = await chunkIds('/guide/acne');
    const eczema = await chunkIds('/guide/eczema');
    site.hits.clear();
    site.pages.set('/guide/eczema', {
      lastModified: 'Thu, 02 Jan 2025 00:00:00 GMT',
      html: page('Eczema', '<p>Wet wraps are now used for up to five nights during a flare.</p>'),
    });
    const synced = await sync();
    expect(synced.lastSync).toMatchObject({ added: 0, changed: 1, removed: 0, unchanged: 2 });
    // The acne page answered 304 to its ETag: fetched once, not rewritten.
    expect(site.notModified.get('/guide/acne')).toBe(1);
    expect(await chunkIds('/guide/acne')).toEqual(acne);
    const fresh = await chunkIds('/guide/eczema');
    expect(fresh).not.toEqual(eczema);

    site.pages.delete('/guide/acne');
    const removed = await sync();
    expect(removed.lastSync).toMatchObject({ removed: 1, changed: 0 });
    expect(removed.pages).toBe(2);
    expect(await chunkIds('/guide/acne')).toEqual([]);
  });

  it('re-syncs on its schedule: due sites only, hourly', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/copilot/sources/${sourceId}`,
      headers: ana,
      payload: { name: 'Guides for patients', syncEveryHours: 24 },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data).toMatchObject({ name: 'Guides for patients', syncEveryHours: 24 });
    const run = (now: Date) =>
      resyncWebsitesJob.run(
        {},
        {
          db: t.database.db,
          // Website syncs store no files.
          blobs: {} as BlobStore,
          config: t.config,
          log: { info: () => {}, warn: () => {}, error: () => {} },
          now: () => now,
          enqueue: t.jobs.enqueue,
        },
      );
    const queued = async (since: Date) => {
      const result = await t.database.db.execute(sql`
        select count(*)::int as n from pgboss.job
        where name = ${ingestSourceJob.name} and data->>'sourceId' = ${sourceId}
          and created_on >= ${since.toISOString()}::timestamptz`);
      return (result.rows[0] as { n: number }).n;
    };
    const before = (await source()).lastSync as { at: string };
    const lastSyncAt = new Date(before.at);
    site.hits.clear();
    // Within the day: not due, nothing queued or fetched.
    const started = new Date();
    await run(new Date(lastSyncAt.getTime() + 23 * 3600_000));
    expect(await queued(started)).toBe(0);
    expect(site.hits.size).toBe(0);
    // A day later: due, the site gets its own ingestion job (once, though the sweep runs twice),
    // which checks it again and writes a new summary.
    site.pages.set('/guide/new-leaflet', {
      html: page('Scabies', para(`${FILL.repeat(3)}Permethrin cream is applied overnight.`)),
    });
    site.pages.set('/guide', {
      html: page('Patient guides', para(`${FILL.repeat(3)}Start here.`), [
        '/guide/eczema',
        '/guide/new-leaflet',
      ]),
    });
    const later = new Date(lastSyncAt.getTime() + 25 * 3600_000);
    await run(later);
    await run(later);
    expect(await queued(started)).toBe(1);
    await eventually(async () => {
      expect((await source()).status).toBe('ready');
      expect(((await source()).lastSync as { at: string }).at).not.toBe(before.at);
    });
    expect(site.hits.get('/guide/new-leaflet')).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(copilotSources)
      .where(eq(copilotSources.id, sourceId));
    expect(row!.lastSync).toMatchObject({ added: 1 });
  });
});
