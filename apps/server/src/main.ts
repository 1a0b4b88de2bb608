import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { openRuntime } from './runtime.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const started = performance.now();
  const config = loadConfigOrExit();
  // Background jobs run in this process too unless RUN_JOBS=false (API-only processes).
  const runtime = await openRuntime(config, config.runJobs);
  const { database, blobs, jobs } = runtime;
  const app = await buildApp({ config, database, blobs, jobs });

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
    await app.close(); // stops accepting, waits for in-flight requests
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      runsJobs: config.runJobs,
      startupMs: Math.round(performance.now() - started),
    },
    'Dermadesk is ready',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
