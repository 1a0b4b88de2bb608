import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import type { BlobStore } from './blob-store.js';
import { createBlobStore } from './create-blob-store.js';

/** The S3 store against a real S3-compatible server on loopback (issue 20). */
describe('S3 blob store', () => {
  let s3: S3TestServer;
  let store: BlobStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    store = createBlobStore(loadConfig({ NODE_ENV: 'test', ...s3.env }).blobs);
  });
  afterAll(() => s3.destroy());

  const read = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const c of (await store.stream(key))!) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };

  it('puts, gets, streams and deletes the same bytes', async () => {
    const bytes = Buffer.alloc(700_000, 0x5a);
    bytes[123_456] = 1;
    const key = 'orgs/o1/analyses/a1/image.jpg';
    await store.put(key, bytes, 'image/jpeg');
    expect(await store.exists(key)).toBe(true);
    expect((await store.get(key))!.equals(bytes)).toBe(true);
    expect((await read(key)).equals(bytes)).toBe(true);
    expect(await s3.keys('orgs/o1/')).toEqual([key]);
    await store.delete(key);
    expect(await s3.keys('orgs/o1/')).toEqual([]);
  });

  it('answers a missing key with nothing, and deletes it without complaint', async () => {
    expect(await store.get('orgs/o1/none.jpg')).toBeUndefined();
    expect(await store.stream('orgs/o1/none.jpg')).toBeUndefined();
    expect(await store.exists('orgs/o1/none.jpg')).toBe(false);
    await expect(store.delete('orgs/o1/none.jpg')).resolves.toBeUndefined();
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('turns a server that is down into STORAGE_UNAVAILABLE, and works again when it is back', async () => {
    await store.put('orgs/o1/kept.png', Buffer.from('kept'), 'image/png');
    await s3.stop();
    try {
      for (const op of [
        () => store.put('orgs/o1/new.png', Buffer.from('x'), 'image/png'),
        () => store.get('orgs/o1/kept.png'),
        () => store.ping(),
      ]) {
        await expect(op()).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE', statusCode: 503 });
      }
    } finally {
      await s3.start();
    }
    expect((await store.get('orgs/o1/kept.png'))!.toString()).toBe('kept');
    expect(await store.exists('orgs/o1/new.png')).toBe(false);
  });
});
