import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobKey } from './blob-store.js';
import { createDiskBlobStore } from './disk-blob-store.js';

describe('disk blob store', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'blobs-'));
  const store = createDiskBlobStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts, gets, streams and deletes', async () => {
    const key = blobKey('org-1', 'upload-2', 'image.png');
    await store.put(key, Buffer.from('pixels'), 'image/png');
    expect(await store.exists(key)).toBe(true);
    expect((await store.get(key))?.toString()).toBe('pixels');
    const chunks: Buffer[] = [];
    for await (const c of (await store.stream(key))!) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('pixels');
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.stream(key)).toBeUndefined();
    expect(readdirSync(path.join(root, 'org-1', 'upload-2'))).toEqual([]); // no temp files left
  });

  it('refuses keys that could escape the store', async () => {
    for (const bad of ['..', '../etc', 'a/../../b', '/abs', 'a//b', 'new\nline', '.hidden', '']) {
      await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /unsafe blob key/,
      );
    }
    expect(() => blobKey('ok', '..')).toThrow();
  });
});
