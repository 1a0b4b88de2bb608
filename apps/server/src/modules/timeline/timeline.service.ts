import { calculateScore } from '@dermadesk/analysis';
import type { ClinicianInput, Timeline } from '@dermadesk/contracts';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { TimelineRepository } from './timeline.repository.js';

type Score = Timeline['entries'][number]['scores'][number];

/** The stored aggregate of a multi-image upload, when the server computed a number for it. */
function aggregateScore(aggregate: unknown): Score | undefined {
  const score = (
    aggregate as { score?: { instrument?: string; score?: unknown; display?: unknown } }
  )?.score;
  if (!score || typeof score.score !== 'number' || typeof score.instrument !== 'string') return;
  return {
    instrument: score.instrument,
    score: score.score,
    display: typeof score.display === 'string' ? score.display : null,
  };
}

/** The clinician's calculator on one image, recomputed by the server; never the browser's figure. */
function calculatorScore(input: unknown): Score | undefined {
  const calculator = (input as ClinicianInput | null)?.calculator;
  if (!calculator) return;
  const result = calculateScore(calculator.instrument, calculator.input);
  if (result?.status !== 'complete' || result.score === null) return;
  return { instrument: result.instrument, score: result.score, display: result.display };
}

/** Every analysis of one subject across modules, for charts over time. */
export function createTimelineService(deps: {
  timeline: OrgScope<TimelineRepository>;
  audit: AuditTrail;
}) {
  return {
    async timeline(ctx: OrgContext, subjectId: string): Promise<Timeline> {
      const repo = deps.timeline(ctx);
      const rows = await repo.uploadsOf(subjectId);
      const images = await repo.imagesOf(rows.map((r) => r.id));
      await deps.audit.record(ctx, 'view', { type: 'subject-timeline', id: subjectId });
      return {
        subjectId,
        entries: rows.map((upload) => {
          const own = images.filter((i) => i.uploadId === upload.id);
          const scores = [
            aggregateScore(upload.aggregate),
            ...own.map((i) => calculatorScore(i.clinicianInput)),
          ].filter((s): s is Score => s !== undefined);
          return {
            uploadId: upload.id,
            createdAt: upload.createdAt.toISOString(),
            module: upload.module,
            scores,
            images: own.map((i) => ({
              analysisId: i.analysisId,
              bodyPart: i.bodyPart,
              imageUrl: `/api/v1/analyses/${i.analysisId}/image`,
              quantities: Object.fromEntries(
                Object.entries(i.quantities ?? {}).map(([k, q]) => [
                  k,
                  { value: q.value, unit: q.unit, description: q.description ?? '' },
                ]),
              ),
            })),
          };
        }),
      };
    },
  };
}
export type TimelineService = ReturnType<typeof createTimelineService>;
