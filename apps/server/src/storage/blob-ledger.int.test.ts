import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, skinPhoto } from '../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';
import { orgModels } from '../db/schema.js';
import { createBlobLedger } from './blob-ledger.js';
import { blobKey } from './blob-store.js';
import { sweepOrphanedBlobs } from './blob-sweep.js';

const HOUR = 3_600_000;

describe.each(databaseKinds())('blobs owned by records (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  const pending = async () =>
    (
      await t.database.db.execute<{ key: string }>(sql`select key from pending_blobs order by key`)
    ).rows.map((r) => r.key);
  const sweep = (at: number) =>
    sweepOrphanedBlobs({ db: t.database.db, blobs: t.app.blobs, graceMs: HOUR, now: new Date(at) });
  const file = (name: string) => ({
    key: blobKey('orgs', t.orgIds.clinic, 'test', name),
    body: Buffer.from(name),
    contentType: 'text/plain',
  });

  it('leaves no pending row behind an analysis that was saved', async () => {
    const body = multipart({ Module: '7' }, { name: 'skin.jpg', data: await skinPhoto() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/analyze',
      headers: {
        ...bearer(await t.tokenFor(t.userIds.ana)),
        'org-id': t.orgIds.clinic,
        ...body.headers,
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(await pending()).toEqual([]);
    // The sweep, however late, leaves an owned analysis's files alone.
    await sweep(Date.now() + 100 * HOUR);
    const image = await t.app.inject({
      method: 'GET',
      url: res.json().data.imageUrl,
      headers: { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic },
    });
    expect(image.statusCode).toBe(200);
  });

  it('removes staged files never claimed, only after the grace period', async () => {
    const ledger = createBlobLedger(t.database.db, t.app.blobs);
    const staged = await ledger.stage(t.orgIds.clinic, [file('a.txt'), file('b.txt')]);
    expect(await pending()).toEqual(staged.keys);
    expect(await sweep(Date.now())).toBe(0);
    expect(await t.app.blobs.exists(staged.keys[0]!)).toBe(true);
    expect(await sweep(Date.now() + 2 * HOUR)).toBe(2);
    for (const key of staged.keys) expect(await t.app.blobs.exists(key)).toBe(false);
    expect(await pending()).toEqual([]);
  });

  it('refuses a claim after the sweep took the files, rolling the record back', async () => {
    const ledger = createBlobLedger(t.database.db, t.app.blobs);
    const staged = await ledger.stage(t.orgIds.clinic, [file('late.txt')]);
    await sweep(Date.now() + 2 * HOUR);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(orgModels).values({
          orgId: t.orgIds.clinic,
          module: 3,
          kind: 'onnx',
          name: 'late',
          version: '1',
          settings: {},
          blobKey: staged.keys[0]!,
          createdBy: t.userIds.ana,
        });
        await staged.claim(tx);
      }),
    ).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    const { rows } = await t.database.db.execute(sql`select 1 from org_models where name = 'late'`);
    expect(rows).toEqual([]);
  });

  it('gives a removed owner’s files to the sweep in the same transaction', async () => {
    const ledger = createBlobLedger(t.database.db, t.app.blobs);
    const staged = await ledger.stage(t.orgIds.clinic, [file('owned.txt')]);
    await t.database.db.transaction((tx) => staged.claim(tx));
    expect(await pending()).toEqual([]);
    // The owner goes, and the process dies before it deletes the file.
    await t.database.db.transaction((tx) => ledger.disown(tx, t.orgIds.clinic, staged.keys));
    expect(await sweep(Date.now())).toBe(1);
    expect(await t.app.blobs.exists(staged.keys[0]!)).toBe(false);
    expect(await pending()).toEqual([]);
  });
});
