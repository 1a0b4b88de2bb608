import { createBytesBox, loadAppSecret } from '../../ai/secret-box.js';
import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import { purgeExpiredAudioJob } from './audio-retention.js';
import { audioRoutes } from './audio.routes.js';
import { createAudioService } from './audio.service.js';
import { createEncountersService } from './encounters.service.js';
import { createNoteGenerationService } from './note-generation.service.js';
import { createOptionsService } from './options.service.js';
import { createScribeRepositories } from './scribe.repositories.js';
import { scribeRoutes } from './scribe.routes.js';
import { templatesRoutes } from './templates.routes.js';
import { createTemplatesService } from './templates.service.js';
import { SCRIBE_AUDIO_KEY, transcribeEncounterJob } from './scribe.jobs.js';
import { createTranscriptionService } from './transcription.service.js';

/**
 * Ambient Scribes (issue 18): encounters, their audio (sealed at rest), transcript and chart note
 * with server-computed evidence, templates and the organisation's scribe policy.
 */
export const scribeModule = defineModule({
  name: 'scribe',
  jobs: [transcribeEncounterJob, purgeExpiredAudioJob],
  async register(app, { database, blobs, audit, config, ai, jobs }) {
    const repos = orgScope(database.db, createScribeRepositories);
    const box = createBytesBox(loadAppSecret(config.appSecret, config.dataDir), SCRIBE_AUDIO_KEY);
    const encounters = createEncountersService({ repos, audit, blobs });
    const templates = createTemplatesService({ repos, audit });
    const audio = createAudioService({ repos, audit, blobs, box, encounters });
    const options = createOptionsService({ repos, audit, gateway: ai.gateway });
    const generation = createNoteGenerationService({
      gateway: ai.gateway,
      encounters,
      templates,
      options,
      audio,
    });
    const transcription = createTranscriptionService({
      repos,
      audit,
      jobs,
      gateway: ai.gateway,
      encounters,
    });
    await app.register(scribeRoutes, { encounters, generation, transcription });
    await app.register(audioRoutes, { audio });
    await app.register(templatesRoutes, { templates, options });
  },
});
