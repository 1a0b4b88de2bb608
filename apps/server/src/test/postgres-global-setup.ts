import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL cluster, or '' when PostgreSQL is not installed. */
    postgresUrl: string;
  }
}

/** Starts one PostgreSQL cluster for the whole run when the server binaries are installed. */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.DERMADESK_REQUIRE_POSTGRES === '1') {
      throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql`.');
    }
    console.warn('PostgreSQL is not installed: integration tests run on PGlite only.');
    project.provide('postgresUrl', '');
    return;
  }
  const cluster = await startPostgresCluster(bin);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
