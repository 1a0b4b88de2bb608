import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { loadConfig } from '../apps/server/dist/config.js';
import { sweepOrphanedBlobs } from '../apps/server/dist/storage/blob-sweep.js';
import { createBlobStore } from '../apps/server/dist/storage/create-blob-store.js';
import { ORPHAN_BLOB_GRACE_MS } from '../apps/server/dist/storage/storage.jobs.js';
import { S3Client, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { apiAuthOf, apiHeaders, saveAnalysis, skinPhoto, type ApiAuth } from './history-data';
import { menuItem, orgs, signIn, useOrganisation } from './support';

interface Cluster {
  databaseUrl: string;
  s3: Record<string, string>;
  apis: { pid: number; port: number }[];
}
const port = Number(process.env.E2E_PORT ?? 8181) + 1;
const cluster = () =>
  JSON.parse(readFileSync(`/tmp/dermadesk-scale-out-${port}/cluster.json`, 'utf8')) as Cluster;

/** Analyse + save chains until told to stop; returns the uploads the server acknowledged. */
async function chain(request: APIRequestContext, auth: ApiAuth, n: number, until: () => boolean) {
  const acknowledged: { uploadId: number; subjectId: string }[] = [];
  let cutOff = 0;
  for (let i = 0; !until(); i++) {
    const subjectId = `SO-${n}-${i}`;
    try {
      const uploadId = await saveAnalysis(request, auth, {
        module: 7,
        subjectId,
        photo: await skinPhoto(0.3, n * 100 + i),
      });
      acknowledged.push({ uploadId, subjectId });
    } catch {
      // A request cut off by the kill: the client saw no success, so nothing is promised.
      cutOff++;
    }
  }
  return { acknowledged, cutOff };
}

async function bucketKeys(s3env: Record<string, string>) {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3env.S3_ACCESS_KEY_ID!,
      secretAccessKey: s3env.S3_SECRET_ACCESS_KEY!,
    },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3env.S3_BUCKET, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys.sort();
}

test('two API processes and a worker on PostgreSQL and S3: nothing acknowledged is lost', async ({
  page,
  request,
}) => {
  // Sign-in crosses the processes: the proxy alternates every request of the OpenID flow.
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const auth = await apiAuthOf(page);

  // Saved through one process, listed and exported through the other.
  const subjectId = `SO-${Date.now().toString(36).toUpperCase()}`;
  const uploadId = await saveAnalysis(request, auth, {
    module: 7,
    subjectId,
    photo: await skinPhoto(0.5, 7),
  });
  await menuItem(page, 'History').click();
  for (let i = 0; i < 2; i++) {
    await expect(page.getByRole('cell', { name: subjectId })).toBeVisible();
    await page.reload();
  }
  for (let i = 0; i < 2; i++) {
    const csv = await request.post('/api/v1/exports/csv', {
      headers: apiHeaders(auth),
      data: { ids: [uploadId] },
    });
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(subjectId);
  }

  // Twelve concurrent analyse + save chains; one API process is killed in the middle of them.
  const { apis, databaseUrl, s3 } = cluster();
  let stop = false;
  const chains = Array.from({ length: 12 }, (_, n) => chain(request, auth, n, () => stop));
  await new Promise((r) => setTimeout(r, 4_000));
  process.kill(apis[1]!.pid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 4_000));
  stop = true;
  const results = await Promise.all(chains);
  const acknowledged = results.flatMap((r) => r.acknowledged);
  const cutOff = results.reduce((n, r) => n + r.cutOff, 0);
  console.log(
    `scale-out: ${acknowledged.length} saves acknowledged, ${cutOff} cut off by the kill`,
  );
  expect(acknowledged.length).toBeGreaterThan(0);

  // Every save the client saw succeed is there, through the survivor, with its image.
  for (const saved of acknowledged) {
    const detail = await request.post(`/api/v1/uploads/get-uploads/${saved.uploadId}`, {
      headers: apiHeaders(auth),
      data: { length: 1 },
    });
    expect(detail.status(), `upload ${saved.uploadId}`).toBe(200);
    const body = (await detail.json()) as {
      data: {
        upload: { subjectId: string };
        images: { items: { analysis: { imageUrl: string } }[] };
      };
    };
    expect(body.data.upload.subjectId).toBe(saved.subjectId);
    const { imageUrl } = body.data.images.items[0]!.analysis;
    const image = await request.get(imageUrl, { headers: apiHeaders(auth) });
    expect(image.status()).toBe(200);
    expect((await image.body()).length).toBeGreaterThan(1000);
  }

  // Nothing half-written: no upload without images; after the sweep, the bucket holds exactly
  // the files of the analyses the database knows.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: empty } = await db.query(
      'select id from uploads u where not exists (select 1 from upload_images i where i.upload_id = u.id)',
    );
    expect(empty).toEqual([]);
    const config = loadConfig({ NODE_ENV: 'test', ...s3 });
    const { openDatabase } = await import('../apps/server/dist/db/client.js');
    const database = await openDatabase({ url: databaseUrl });
    try {
      await sweepOrphanedBlobs({
        db: database.db,
        blobs: createBlobStore(config.blobs),
        graceMs: ORPHAN_BLOB_GRACE_MS,
        now: new Date(Date.now() + ORPHAN_BLOB_GRACE_MS + 60_000),
      });
    } finally {
      await database.close();
    }
    const { rows } = await db.query<{ key: string }>(`
      select image_key as key from analyses where deleted_at is null
      union all
      select regexp_replace(image_key, '[^/]+$', '') || 'overlay-' || n || '.png'
        from analyses, unnest(overlay_names) n where deleted_at is null`);
    const owned = rows.map((r) => r.key).sort();
    const stored = (await bucketKeys(s3)).filter((k) => k.includes('/analyses/'));
    expect(stored).toEqual(owned);
  } finally {
    await db.end();
  }
});
