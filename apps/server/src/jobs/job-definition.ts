import { z } from 'zod';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db, Queryable } from '../db/client.js';
import { mintOrgId, type OrgId } from '../platform/tenancy/org-id.js';
import type { BlobStore } from '../storage/blob-store.js';

export type PayloadOf<J> = J extends { payload: z.ZodType<infer P> } ? P : never;

export interface EnqueueOptions {
  /** At most one job with this key waits in the queue at a time (pg-boss singleton). */
  singletonKey?: string;
  startAfterSeconds?: number;
}

/**
 * Enqueues inside the caller's transaction (the job exists if and only if it commits); the job
 * id, or null when a job with the same singleton key is already waiting.
 */
export type Enqueue = <J extends JobDefinition>(
  tx: Queryable,
  job: J,
  payload: PayloadOf<J>,
  opts?: EnqueueOptions,
) => Promise<string | null>;

/** What a job's handler may use: the same services a request has, minus the request. */
export interface JobContext {
  db: Db;
  blobs: BlobStore;
  config: Config;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  now(): Date;
  /** Another job to run, as a request enqueues one (a sweep hands each item its own job). */
  enqueue: Enqueue;
}

interface JobOptions<P> {
  /** Queue name: kebab-case, unique in the registry. */
  name: string;
  payload: z.ZodType<P>;
  /** Attempts after the first; each waits retryDelaySeconds, doubled per attempt (backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** An attempt still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** Cron expression (UTC) when the job also runs on a schedule, with an empty payload. */
  schedule?: string;
  /**
   * Must be idempotent: an attempt can be cut off by a crash after part of its work and run
   * again, and a retried failure runs the whole job again.
   */
  run(payload: P, ctx: JobContext): Promise<void>;
}

/**
 * A job that acts inside one organisation: its payload carries `orgId` (an OrgId: only code
 * holding a verified context can enqueue one), and the handler builds its repositories from it
 * (`orgScope(ctx.db, build)(payload)`). Failures are shown to that organisation's admins.
 */
export interface OrgJob<P extends { orgId: OrgId } = { orgId: OrgId }> extends JobOptions<P> {
  scope: 'org';
}

/** A job that deliberately works across organisations (retention, sweeps); run by the system. */
export interface SystemJob<P extends object = object> extends JobOptions<P> {
  scope: 'system';
}

export type JobDefinition = OrgJob | SystemJob;

// The payload was enqueued with an OrgId from a verified context; reading it back restores it.
const orgIdShape = { orgId: z.uuid().transform((id) => mintOrgId(id, 'org-job')) };

type WithOrg<S extends z.ZodRawShape> = z.infer<z.ZodObject<S>> & { orgId: OrgId };

export function defineOrgJob<S extends z.ZodRawShape>(
  options: Omit<JobOptions<WithOrg<S>>, 'payload'> & { payload: S },
): OrgJob<WithOrg<S>> {
  const payload = z.strictObject({ ...options.payload, ...orgIdShape });
  return { ...options, scope: 'org', payload: payload as unknown as z.ZodType<WithOrg<S>> };
}

export function defineSystemJob<S extends z.ZodRawShape>(
  options: Omit<JobOptions<z.infer<z.ZodObject<S>>>, 'payload'> & { payload: S },
): SystemJob<z.infer<z.ZodObject<S>>> {
  return { ...options, scope: 'system', payload: z.strictObject(options.payload) };
}
