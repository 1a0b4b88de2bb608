import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { createAudioRepository } from './audio.repository.js';
import { createEncountersRepository } from './encounters.repository.js';
import { createOptionsRepository } from './options.repository.js';
import { createLettersRepository } from './letters/letters.repository.js';
import {
  createScribeSettingsRepository,
  createTemplatesRepository,
} from './templates.repository.js';

/** The scribe's repositories of one organisation, built together for `orgScope`. */
export function createScribeRepositories(db: Queryable, orgId: OrgId) {
  return {
    encounters: createEncountersRepository(db, orgId),
    audio: createAudioRepository(db, orgId),
    templates: createTemplatesRepository(db, orgId),
    settings: createScribeSettingsRepository(db, orgId),
    options: createOptionsRepository(db, orgId),
    letters: createLettersRepository(db, orgId),
  };
}
export type ScribeRepositories = ReturnType<typeof createScribeRepositories>;
