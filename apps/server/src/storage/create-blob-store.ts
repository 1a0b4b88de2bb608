import type { Config } from '../config.js';
import type { BlobStore } from './blob-store.js';
import { createDiskBlobStore } from './disk-blob-store.js';
import { createS3BlobStore } from './s3-blob-store.js';
import { withStorageFailuresAs503 } from './storage-unavailable.js';

export function createBlobStore(blobs: Config['blobs']): BlobStore {
  return withStorageFailuresAs503(
    blobs.kind === 's3' ? createS3BlobStore(blobs) : createDiskBlobStore(blobs.dir),
  );
}
