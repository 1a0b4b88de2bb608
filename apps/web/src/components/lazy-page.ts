import { lazy, type ComponentType } from 'react';
import { loadPageTexts } from '../lib/i18n/i18n';
import type { DeferredTexts } from '../locales/catalogues';

/** After a deploy, old chunk names vanish; a load that fails or hangs past 120 s gives up. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('The page code could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS) {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error));
        },
      );
    });
}

/**
 * A route page loaded on demand, with the deferred English texts it uses (`texts`); failures reach
 * the nearest ChunkErrorBoundary.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  texts: readonly DeferredTexts[] = [],
) {
  return lazy(
    withTimeout(() => Promise.all([load(), loadPageTexts(texts)]).then(([page]) => page)),
  );
}
