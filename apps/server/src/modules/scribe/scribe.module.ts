import { createBytesBox, loadAppSecret } from '../../ai/secret-box.js';
import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { audioRoutes } from './audio.routes.js';
import { createAudioService } from './audio.service.js';
import { createEncountersService } from './encounters.service.js';
import { createNoteGenerationService } from './note-generation.service.js';
import { createScribeRepositories } from './scribe.repositories.js';
import { scribeRoutes } from './scribe.routes.js';
import { templatesRoutes } from './templates.routes.js';
import { createTemplatesService } from './templates.service.js';

/** Purpose of the audio key derived from the server secret (see ai/secret-box.ts). */
export const SCRIBE_AUDIO_KEY = 'scribe-audio';

/**
 * Ambient Scribes (issue 18): encounters, their audio (sealed at rest), transcript and chart note
 * with server-computed evidence, templates and the organisation's scribe policy.
 */
export const scribeModule = defineModule({
  name: 'scribe',
  async register(app, { database, blobs, audit, config, ai }) {
    const repos = orgScope(database.db, createScribeRepositories);
    const box = createBytesBox(loadAppSecret(config.appSecret, config.dataDir), SCRIBE_AUDIO_KEY);
    const encounters = createEncountersService({ repos, audit, blobs });
    const templates = createTemplatesService({ repos, audit });
    const generation = createNoteGenerationService({ gateway: ai.gateway, encounters, templates });
    await app.register(scribeRoutes, { encounters, generation });
    await app.register(audioRoutes, {
      audio: createAudioService({ repos, audit, blobs, box, encounters }),
    });
    await app.register(templatesRoutes, { templates });
  },
});
