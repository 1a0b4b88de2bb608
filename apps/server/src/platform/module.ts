import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/job-definition.js';
import type { Platform } from './platform.js';

/**
 * One server module (a folder under `modules/`): its registration builds its repositories from
 * the platform's database (`orgScope`), its services from those, and registers its routes.
 * `Needs` are services of modules registered before it (app.ts passes them by name); `Provides`
 * is what it offers to modules after it (its read services, never its repositories). Its jobs
 * are listed here too, so the job registry and the worker find them without the HTTP side.
 */
export interface ServerModule<Needs extends object, Provides> {
  name: string;
  jobs?: readonly JobDefinition[];
  register(app: FastifyInstance, platform: Platform, needs: Needs): Promise<Provides>;
}

export function defineModule<Needs extends object = Record<never, never>, Provides = void>(
  module: ServerModule<Needs, Provides>,
): ServerModule<Needs, Provides> {
  return module;
}
