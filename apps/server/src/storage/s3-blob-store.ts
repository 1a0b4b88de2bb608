import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertBlobKey, type BlobStore } from './blob-store.js';

const isMissing = (e: unknown) => {
  const err = e as S3ServiceException;
  return (
    err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404
  );
};

/** Where the S3 (or S3-compatible) store is and how to sign in to it, as config.ts reads them. */
export interface S3Options {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export function createS3BlobStore(opts: S3Options): BlobStore {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  const Bucket = opts.bucket;
  async function getStream(key: string) {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: assertBlobKey(key) }));
      return res.Body as Readable | undefined;
    } catch (e) {
      if (isMissing(e)) return undefined;
      throw e;
    }
  }
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertBlobKey(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const stream = await getStream(key);
      if (!stream) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream: getStream,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertBlobKey(key) }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertBlobKey(key) }));
        return true;
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
    },
  };
}
