import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** From source, the worker registers tsx's loader and then imports the TypeScript entry. */
function tsxBootstrap(entry: URL): string {
  // require.resolve gives the CommonJS build of tsx's API; the worker needs its ESM twin.
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const api = pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
}

/**
 * Starts a worker thread on the module `name` beside `caller` (the caller's `import.meta.url`):
 * from source (`.ts`, tests and `tsx`) through tsx, reading workspace packages from their
 * sources; from `dist` the compiled `.js`.
 */
export function startWorker(caller: string, name: string): Worker {
  const source = caller.endsWith('.ts');
  const url = new URL(`./${name}.${source ? 'ts' : 'js'}`, caller);
  return source
    ? new Worker(tsxBootstrap(url), { eval: true, execArgv: ['--conditions=@dermadesk/source'] })
    : new Worker(url);
}
