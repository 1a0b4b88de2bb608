import type { FastifyInstance } from 'fastify';
import type { AiGateway } from '../../ai/ai-gateway.js';
import { createBytesBox } from '../../ai/secret-box.js';
import type { Db } from '../../db/client.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { audioRoutes } from './audio.routes.js';
import { createAudioService } from './audio.service.js';
import { createEncountersService } from './encounters.service.js';
import { scribeRoutes } from './scribe.routes.js';
import { templatesRoutes } from './templates.routes.js';
import { createTemplatesService } from './templates.service.js';

/** Purpose of the audio key derived from the server secret (see ai/secret-box.ts). */
export const SCRIBE_AUDIO_KEY = 'scribe-audio';

/** Ambient Scribes (issue 18): one registration for its services and routes. */
export async function registerScribe(
  app: FastifyInstance,
  deps: { db: Db; blobs: BlobStore; appSecret: string; gateway: AiGateway },
) {
  const { db, blobs } = deps;
  const encounters = createEncountersService({ db, blobs });
  const box = createBytesBox(deps.appSecret, SCRIBE_AUDIO_KEY);
  await app.register(scribeRoutes, { encounters });
  await app.register(audioRoutes, { audio: createAudioService({ db, blobs, box, encounters }) });
  await app.register(templatesRoutes, { templates: createTemplatesService({ db }) });
}
