import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { purgeExpiredOidcPayloads } from './identity/oidc-adapter.js';
import { ID_TOKEN_TTL_SECONDS } from './identity/provider.js';
import { createSessionRevocations } from './identity/session-revocations.js';
import { purgeDeletedUploads } from './modules/uploads/retention.js';
import { demoUsers, seedDemoData } from './seed/demo-data.js';
import { createBlobStore } from './storage/create-blob-store.js';

const SHUTDOWN_GRACE_MS = 10_000;

function printDemoCredentials(config: Config) {
  const lines = demoUsers.map((u) => `  ${u.email.padEnd(40)} ${u.password}`);
  console.log(`\nDemo data created. Sign in at ${config.publicUrl} with:\n${lines.join('\n')}\n`);
}

async function main() {
  const started = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'db') },
  );
  if (config.seedDemo && (await seedDemoData(database.db)).seeded) printDemoCredentials(config);
  const blobs = createBlobStore(config.blobs);
  const app = await buildApp({ config, database, blobs });

  const revocations = createSessionRevocations(database.db, ID_TOKEN_TTL_SECONDS);
  const purge = setInterval(() => {
    Promise.all([purgeExpiredOidcPayloads(database.db), revocations.purgeExpired()]).catch(
      (err: unknown) => app.log.warn({ err }, 'purge of expired identity records failed'),
    );
  }, 60 * 60_000);
  purge.unref();
  const retention = setInterval(() => {
    purgeDeletedUploads({
      db: database.db,
      blobs,
      retentionDays: config.uploadRetentionDays,
      now: new Date(),
    })
      .then((done) => {
        if (done.uploads) app.log.info(done, 'retention: stored images of deleted uploads removed');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'retention purge of deleted uploads failed'));
  }, 60 * 60_000);
  retention.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.markShuttingDown();
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(purge);
    clearInterval(retention);
    await app.close(); // stops accepting, waits for in-flight requests
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      startupMs: Math.round(performance.now() - started),
    },
    'Dermadesk is ready',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
