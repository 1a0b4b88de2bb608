import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './postgres-cluster.js';

const BUCKET = 'dermadesk';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server on loopback (s3rver: the S3 REST API over files in a temporary
 * folder), for tests of the S3 blob store and of processes that use it; see
 * docs/decisions/016-s3-tests-on-s3rver.md. `stop` then `start` again keeps the objects, so a
 * test can take the store down and bring it back.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-s3-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    await server.run();
  };
  await start();
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    /** The server's environment variables for this store. */
    env: {
      BLOB_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    /** Every key in the bucket under `prefix`. */
    async keys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    start,
    async stop() {
      await server?.close();
      server = undefined;
    },
    async destroy() {
      await server?.close();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
