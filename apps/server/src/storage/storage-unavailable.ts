import { AppError } from '../lib/app-error.js';
import type { BlobStore } from './blob-store.js';

export function storageUnavailable(cause: unknown) {
  return new AppError('STORAGE_UNAVAILABLE', 'File storage is unavailable; try again shortly.', {
    messageKey: 'storage.unavailable',
    cause: cause instanceof Error ? cause.name : undefined,
  });
}

/**
 * A store that cannot be reached (S3 down, a disk that refuses writes) answers 503 with a message
 * the client can translate, not a bare 500. A missing key is not a failure (the stores answer
 * undefined/false for it), and an unsafe key is our bug, so it stays an internal error.
 */
export function withStorageFailuresAs503(store: BlobStore): BlobStore {
  const guard =
    <A extends unknown[], R>(op: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await op(...args);
      } catch (e) {
        if (e instanceof Error && e.message.startsWith('unsafe blob key')) throw e;
        throw storageUnavailable(e);
      }
    };
  return {
    put: guard((key: string, body: Buffer, type: string) => store.put(key, body, type)),
    get: guard((key: string) => store.get(key)),
    stream: guard((key: string) => store.stream(key)),
    delete: guard((key: string) => store.delete(key)),
    exists: guard((key: string) => store.exists(key)),
    ping: guard(() => store.ping()),
  };
}
