import { loadConfigOrExit } from './config.js';
import { openRuntime } from './runtime.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** `npm run worker`: a process that only runs background jobs (no HTTP, no identity provider). */
async function main() {
  const config = loadConfigOrExit();
  const runtime = await openRuntime(config, true);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ signal }, 'worker shutting down: finishing running jobs');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  runtime.log.info(
    { database: runtime.database.kind, jobs: runtime.jobs.definitions.map((d) => d.name) },
    'Dermadesk worker is ready',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
