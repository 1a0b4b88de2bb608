import { bodyMapSchema, type BodyMap, type BodyMark } from '@dermadesk/contracts';
import { AppError } from '../../../lib/app-error.js';
import type { OrgContext } from '../../../lib/request-context.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../../platform/tenancy/org-scope.js';
import type { EncountersService } from '../encounters.service.js';
import type { ScribeRepositories } from '../scribe.repositories.js';
import type { SubjectAnalysesService } from '../skin-ai/subject-analyses.js';

/**
 * The body-map scribe (issue 18): lesion sites marked on front and back outlines, stored as data
 * on the encounter (never as a picture) and stated in the note, its PDF and its FHIR export.
 */
export function createBodyMapService(deps: {
  repos: OrgScope<ScribeRepositories>;
  audit: AuditTrail;
  encounters: EncountersService;
  analyses: SubjectAnalysesService;
}) {
  async function get(ctx: OrgContext, id: string): Promise<BodyMap> {
    const row = await deps.encounters.visible(ctx, id);
    return bodyMapSchema.parse({ marks: row.bodyMap });
  }

  return {
    /** For the letters and exports, which audit what they do with it. */
    get,

    /** The clinician opening the map: an audited read. */
    async view(ctx: OrgContext, id: string): Promise<BodyMap> {
      const map = await get(ctx, id);
      await deps.audit.record(ctx, 'view', { type: 'scribe-body-map', id });
      return map;
    },

    async put(ctx: OrgContext, id: string, marks: BodyMark[]): Promise<BodyMap> {
      const row = await deps.encounters.visible(ctx, id);
      const linked = [...new Set(marks.flatMap((m) => (m.resultId ? [m.resultId] : [])))];
      const own = await deps.analyses.ofSubject(ctx, row.subjectId, linked);
      const foreign = linked.filter((r) => !own.has(r));
      if (foreign.length) {
        throw AppError.badRequest(
          "A mark links to a Skin AI result that is not one of this encounter's subject.",
          { resultIds: foreign },
        );
      }
      await deps.repos(ctx).encounters.update(ctx, id, { bodyMap: marks });
      await deps.audit.record(ctx, 'update', {
        type: 'scribe-body-map',
        id,
        details: { marks: marks.length },
      });
      return { marks };
    },
  };
}
export type BodyMapService = ReturnType<typeof createBodyMapService>;
