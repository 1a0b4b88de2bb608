import { createBytesBox, loadAppSecret } from '../../ai/secret-box.js';
import { defineModule } from '../../platform/module.js';
import { orgScope } from '../../platform/tenancy/org-scope.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { bodyMapRoutes } from './body-map/body-map.routes.js';
import { createBodyMapService } from './body-map/body-map.service.js';
import { noteExportRoutes } from './export/note-export.routes.js';
import { createNoteExportService } from './export/note-export.service.js';
import { lettersRoutes } from './letters/letters.routes.js';
import { createLettersService } from './letters/letters.service.js';
import { createSubjectAnalysesService } from './skin-ai/subject-analyses.js';
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
import { SCRIBE_AUDIO_KEY, transcribeEncounterJob, recordingStepJob } from './scribe.jobs.js';
import { createTranscriptionService } from './transcription.service.js';

/**
 * Ambient Scribes (issue 18): encounters, their audio (sealed at rest), transcript and chart note
 * with server-computed evidence, templates and the organisation's scribe policy; the note's
 * outputs: letters, the body map, Skin AI results in the note, PDF and FHIR exports.
 */
export const scribeModule = defineModule<{ clinicalRecord: ClinicalRecordService }>({
  name: 'scribe',
  jobs: [transcribeEncounterJob, recordingStepJob, purgeExpiredAudioJob],
  async register(app, { database, blobs, audit, config, ai, jobs }, { clinicalRecord }) {
    const repos = orgScope(database.db, createScribeRepositories);
    const box = createBytesBox(loadAppSecret(config.appSecret, config.dataDir), SCRIBE_AUDIO_KEY);
    // Skin AI results and encounters need each other: the offer checks the encounter is visible,
    // the note's evidence reads the results its lines name.
    const analyses = createSubjectAnalysesService({
      clinicalRecord,
      audit,
      visible: (ctx, id) => encounters.visible(ctx, id),
    });
    const encounters = createEncountersService({
      repos,
      audit,
      blobs,
      skinAiLines: (ctx, subjectId, texts) => analyses.lines(ctx, subjectId, texts),
    });
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
      queueOn: database.db,
      repos,
      audit,
      jobs,
      gateway: ai.gateway,
      encounters,
    });
    await app.register(scribeRoutes, { encounters, generation, transcription });
    await app.register(audioRoutes, { audio, transcription });
    await app.register(templatesRoutes, { templates, options });
    const bodyMap = createBodyMapService({ repos, audit, encounters, analyses });
    const letters = createLettersService({
      repos,
      audit,
      gateway: ai.gateway,
      encounters,
      bodyMap,
    });
    await app.register(bodyMapRoutes, { bodyMap, analyses });
    await app.register(lettersRoutes, { letters });
    await app.register(noteExportRoutes, {
      noteExport: createNoteExportService({ repos, audit, encounters, bodyMap, letters }),
    });
  },
});
