import path from 'node:path';
import { z } from 'zod';
import { remoteConfigSchema, type AiKind, type RemoteConfig } from '@dermadesk/contracts';
import { allowlistEntryError } from './platform/egress/address-policy.js';
import type { S3Options } from './storage/s3-blob-store.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment variables the server reads; documented in the README's configuration table. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    TRUST_PROXY: bool.default(false),
    BLOB_STORE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().default('dermadesk-web'),
    OIDC_CLAIM_ORG_ROLES: z.string().default('orgRoleList'),
    OIDC_CLAIM_ROLE: z.string().default('custom:role'),
    /** With OIDC_ISSUER: a first sign-in with a verified e-mail may link the account of that e-mail. */
    OIDC_LINK_VERIFIED_EMAIL: bool.default(false),
    SIGNIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    SIGNIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
    /** Days a deleted upload's stored images are kept before the retention job removes them. */
    UPLOAD_RETENTION_DAYS: z.coerce.number().min(0).max(36_500).default(30),
    /** Hours an analysis never saved into an upload keeps its images before they are removed. */
    UNSAVED_ANALYSIS_HOURS: z.coerce.number().min(1).max(87_600).default(24),
    /** false: this process serves the API only and leaves background jobs to `npm run worker`. */
    RUN_JOBS: bool.default(true),
    /** JSON object of remote-config values used where the database sets none. */
    REMOTE_CONFIG_DEFAULTS: z
      .string()
      .default('{}')
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
          return z.NEVER;
        }
      })
      .pipe(remoteConfigSchema.partial().strict()),
    /** Encrypts provider API keys at rest; without it a random key is kept in DATA_DIR. */
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    STT_BASE_URL: z.url().optional(),
    STT_API_KEY: z.string().optional(),
    STT_MODEL: z.string().optional(),
    EMBEDDINGS_BASE_URL: z.url().optional(),
    EMBEDDINGS_API_KEY: z.string().optional(),
    EMBEDDINGS_MODEL: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    AI_DEFAULT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    AI_DEFAULT_MONTHLY_TOKEN_BUDGET: z.coerce.number().int().positive().optional(),
    /**
     * Comma-separated host names, addresses and CIDR ranges on private networks that requests made
     * on an organisation's say-so (AI providers, HTTP models) may reach.
     */
    EGRESS_ALLOW_HOSTS: z
      .string()
      .default('')
      .transform((text, ctx) => {
        const entries = text
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean);
        for (const entry of entries) {
          const error = allowlistEntryError(entry);
          if (error) ctx.addIssue({ code: 'custom', message: error });
        }
        return entries;
      }),
  })
  .superRefine((env, ctx) => {
    // Each process would otherwise make its own random secret, and keys sealed by one could not
    // be opened by another.
    if (env.DATABASE_URL && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message:
          'required with DATABASE_URL: every process on a database server must share the same APP_SECRET (README, "Background jobs and scale-out")',
      });
    }
    if (env.BLOB_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when BLOB_STORE=s3' });
    }
  });

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  bodyLimit: number;
  trustProxy: boolean;
  blobs: { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Options);
  /** Present when an external issuer replaces the built-in identity provider. */
  externalIssuer: string | undefined;
  oidc: { clientId: string; orgRolesClaim: string; roleClaim: string; linkVerifiedEmail: boolean };
  signIn: { maxFailures: number; lockMinutes: number };
  uploadRetentionDays: number;
  runJobs: boolean;
  unsavedAnalysisHours: number;
  remoteConfigDefaults: Partial<RemoteConfig>;
  appSecret: string | undefined;
  ai: AiConfig;
  egress: { allowHosts: readonly string[] };
}>;

export interface AiEndpointDefaults {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
}

export interface AiConfig {
  defaults: Record<AiKind, AiEndpointDefaults>;
  timeoutMs: number;
  maxRetries: number;
  defaultConcurrency: number;
  defaultMonthlyTokenBudget: number | undefined;
}

export class ConfigError extends Error {}

/** For a process entry point: the configuration, or its message on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}

/** Parses the environment once at start; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace folder; a relative DATA_DIR means the folder
  // the user ran npm from (INIT_CWD), so `npm start` at the root keeps data in ./data there.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    // Demo data never appears in production unless explicitly asked for.
    seedDemo: e.SEED_DEMO === 'true' || (e.SEED_DEMO === 'auto' && e.NODE_ENV !== 'production'),
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    blobs:
      e.BLOB_STORE === 's3'
        ? {
            kind: 's3' as const,
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'disk' as const, dir: path.join(dataDir, 'blobs') },
    externalIssuer: e.OIDC_ISSUER,
    oidc: {
      clientId: e.OIDC_CLIENT_ID,
      orgRolesClaim: e.OIDC_CLAIM_ORG_ROLES,
      roleClaim: e.OIDC_CLAIM_ROLE,
      linkVerifiedEmail: e.OIDC_LINK_VERIFIED_EMAIL,
    },
    signIn: { maxFailures: e.SIGNIN_MAX_FAILURES, lockMinutes: e.SIGNIN_LOCK_MINUTES },
    uploadRetentionDays: e.UPLOAD_RETENTION_DAYS,
    runJobs: e.RUN_JOBS,
    unsavedAnalysisHours: e.UNSAVED_ANALYSIS_HOURS,
    remoteConfigDefaults: e.REMOTE_CONFIG_DEFAULTS,
    appSecret: e.APP_SECRET,
    ai: {
      defaults: {
        chat: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL },
        transcription: { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL },
        embeddings: {
          baseUrl: e.EMBEDDINGS_BASE_URL,
          apiKey: e.EMBEDDINGS_API_KEY,
          model: e.EMBEDDINGS_MODEL,
        },
      },
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      defaultConcurrency: e.AI_DEFAULT_CONCURRENCY,
      defaultMonthlyTokenBudget: e.AI_DEFAULT_MONTHLY_TOKEN_BUDGET,
    },
    egress: { allowHosts: Object.freeze(e.EGRESS_ALLOW_HOSTS) },
  });
}
