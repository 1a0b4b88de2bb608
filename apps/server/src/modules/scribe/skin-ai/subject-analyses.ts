import {
  headlineFigures,
  locales,
  MODULE_MEASUREMENT,
  SKIN_AI_MARKER,
  skinAiLine,
  type StoredAnalysisResult,
  type SubjectAnalysis,
} from '@dermadesk/contracts';
import { resultTextLookup } from '@dermadesk/contracts/result-texts';
import { AppError } from '../../../lib/app-error.js';
import type { OrgContext } from '../../../lib/request-context.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.js';
import type {
  ClinicalRecord,
  ClinicalRecordService,
} from '../../uploads/clinical-record.service.js';
import type { EncounterRow } from '../encounters.repository.js';
import type { SkinAiLines } from '../evidence.js';

interface StoredAggregateScore {
  instrument: string;
  score: number | null;
  display: string | null;
  band?: { label: string };
}

/**
 * A saved result as the note offers it: its server-computed score (multi-image modules) and the
 * headline figures of its images (figures that need a scale are left out without one, as the
 * result page does: a pixel count is never a finding).
 */
export function toSubjectAnalysis(record: {
  upload: Pick<ClinicalRecord['upload'], 'id' | 'module' | 'createdAt' | 'aggregate'>;
  images: Pick<ClinicalRecord['images'][number], 'image' | 'analysis'>[];
}): SubjectAnalysis {
  const { upload, images } = record;
  const score = (upload.aggregate as { score?: StoredAggregateScore } | null)?.score;
  const figures = images.flatMap(({ analysis }) => {
    const result = analysis.result as StoredAnalysisResult;
    const method = result.method?.name ?? MODULE_MEASUREMENT[upload.module] ?? '';
    return headlineFigures(upload.module, method).flatMap((f) => {
      const q = result.quantities[f.key];
      if (!q || q.value === null || (f.needsScale && result.geometry.pxPerMm === null)) return [];
      return [{ method, key: f.key, value: q.value, unit: q.unit }];
    });
  });
  return {
    id: upload.id,
    module: upload.module,
    createdAt: upload.createdAt.toISOString(),
    sites: [...new Set(images.flatMap(({ image }) => (image.bodyPart ? [image.bodyPart] : [])))],
    score: score
      ? {
          instrument: score.instrument,
          value: score.score,
          display: score.display,
          band: score.band?.label ?? null,
        }
      : null,
    // A multi-image module's score is its finding; its images' figures would drown it.
    figures: score ? [] : figures,
  };
}

const lookups = locales.map((locale) => ({ locale, lookup: resultTextLookup(locale) }));

/** A result's Skin AI line in each language: the only texts that count as its evidence. */
export function analysisLines(a: SubjectAnalysis): Set<string> {
  return new Set(lookups.map(({ locale, lookup }) => skinAiLine(a, locale, lookup)));
}

/**
 * The Skin AI results of an encounter's subject (issue 18), read through the uploads module's
 * clinical-record service: the offer for the note, and the lines its Skin AI lines are checked
 * against. Only results of the encounter's own subject count, in the caller's organisation.
 */
export function createSubjectAnalysesService(deps: {
  clinicalRecord: ClinicalRecordService;
  audit: AuditTrail;
  /** The encounter if the caller may see it (encounters.service), else not found. */
  visible: (ctx: OrgContext, id: string) => Promise<EncounterRow>;
}) {
  const { clinicalRecord, audit } = deps;

  /** Those of `ids` that are live results of `subjectId` in the caller's organisation. */
  async function ofSubject(ctx: OrgContext, subjectId: string | null, ids: readonly number[]) {
    const found = new Map<number, ClinicalRecord>();
    if (!subjectId) return found;
    for (const id of new Set(ids)) {
      const record = await clinicalRecord.read(ctx, id).catch((e: unknown) => {
        if (e instanceof AppError && e.statusCode === 404) return null;
        throw e;
      });
      if (record?.upload.subjectId === subjectId) found.set(id, record);
    }
    return found;
  }

  return {
    async offer(ctx: OrgContext, id: string) {
      const encounter = await deps.visible(ctx, id);
      if (!encounter.subjectId) {
        throw AppError.conflict('This encounter has no Skin AI subject ID.');
      }
      const records = await clinicalRecord.ofSubjectWithImages(ctx, encounter.subjectId);
      await audit.record(ctx, 'view', {
        type: 'scribe-subject-analyses',
        id,
        details: { uploadIds: records.map((r) => r.upload.id) },
      });
      return { subjectId: encounter.subjectId, analyses: records.map(toSubjectAnalysis) };
    },

    ofSubject,

    /** The lines of the results the note's Skin AI lines name, when they are the subject's. */
    async lines(
      ctx: OrgContext,
      subjectId: string | null,
      texts: readonly string[],
    ): Promise<SkinAiLines> {
      const marker = new RegExp(SKIN_AI_MARKER.source, 'g');
      const ids = texts.flatMap((t) => [...t.matchAll(marker)].map((m) => Number(m[1])));
      const records = await ofSubject(ctx, subjectId, ids);
      return new Map(
        [...records].map(([id, record]) => [id, analysisLines(toSubjectAnalysis(record))]),
      );
    },
  };
}
export type SubjectAnalysesService = ReturnType<typeof createSubjectAnalysesService>;
