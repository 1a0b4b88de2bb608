import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertBlobKey, type BlobStore } from './blob-store.js';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => path.join(root, ...assertBlobKey(key).split('/'));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under the real key.
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (e) {
        if (isMissing(e)) return undefined;
        throw e;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch (e) {
        if (isMissing(e)) return undefined;
        throw e;
      }
      return createReadStream(file);
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // A process killed mid-write leaves its temporary file beside the key: it goes too.
      const prefix = `${path.basename(file)}.`;
      const siblings = await readdir(path.dirname(file)).catch((e: unknown) => {
        if (isMissing(e)) return [];
        throw e;
      });
      for (const name of siblings) {
        if (name.startsWith(prefix) && name.endsWith('.tmp'))
          await rm(path.join(path.dirname(file), name), { force: true });
      }
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
    },
  };
}
