import type { Readable } from 'node:stream';

/** Where uploaded images and derived files live: local disk by default, S3 when scaled out. */
export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  stream(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A cheap round trip that fails when the store cannot be used (readiness). */
  ping(): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Builds a storage key from parts, refusing anything that could escape its folder or collide
 * (`..`, slashes, control characters). Callers pass ids and generated names, never raw file names.
 */
export function blobKey(...parts: string[]): string {
  for (const part of parts) {
    if (!SEGMENT.test(part) || part.includes('..'))
      throw new Error(`unsafe blob key segment: ${JSON.stringify(part)}`);
  }
  return parts.join('/');
}

export function assertBlobKey(key: string): string {
  return blobKey(...key.split('/'));
}
