import {
  aggregateStudy,
  calculateScore,
  moduleSpec,
  type AnalysisResult,
  type RegionAggregate,
  type ScoreResult,
} from '@dermadesk/analysis';
import { AppError } from '../../lib/app-error.js';
import type { UploadsRepository } from './uploads.repository.js';

/** Scores are compared unrounded; this only absorbs floating-point noise, not a different grade. */
const SCORE_TOLERANCE = 1e-9;

/** What an upload stores as its aggregate: the server's score and what it was computed from. */
export interface UploadAggregate {
  instrument: 'easi' | 'pasi';
  score: ScoreResult;
  input: Record<string, unknown>;
  suggestions: Record<string, RegionAggregate>;
  missingRegions: string[];
  /** Regions whose area grade the clinician changed from the suggestion. */
  adjustedRegions: string[];
}

/**
 * The server's score of an instrument input, checked against the score the browser showed
 * (`null`: the browser showed no score, so an incomplete one is accepted). Refused when invalid
 * or when it differs, with the catalogue message the workspace shows.
 */
export function checkedScore(
  instrument: string,
  input: Record<string, unknown>,
  shown: number | null,
  requireComplete = false,
): ScoreResult {
  const score = calculateScore(instrument, input);
  if (!score) throw AppError.badRequest(`Unknown instrument ${instrument}.`);
  if (score.status === 'invalid') throw AppError.badRequest('Invalid score input.', score.errors);
  if (requireComplete && score.status === 'incomplete')
    throw AppError.badRequest(
      `The score is incomplete: ${score.missing.join(', ')}.`,
      score.missing,
    );
  if (
    shown === null ? score.score !== null : Math.abs((score.score ?? NaN) - shown) > SCORE_TOLERANCE
  ) {
    throw new AppError(
      'CONFLICT',
      `The score ${shown} does not match the server's computation (${score.score}).`,
      {
        messageKey: 'workspace.save.aggregateMismatch',
        params: { shown: String(shown), server: score.display ?? String(score.score) },
      },
    );
  }
  return score;
}

/**
 * Recomputes a multi-image upload's score from the clinician's instrument input and the stored
 * analyses' per-region suggestions, so every adjusted region grade is visible later.
 */
export async function computeAggregate(
  repo: UploadsRepository,
  upload: { id: number; module: number },
  input: Record<string, unknown>,
  shownScore: number | null,
): Promise<UploadAggregate> {
  const images = await repo.imagesWithAnalyses(upload.id);
  const study = aggregateStudy(
    upload.module,
    images.map(({ image, analysis }) => ({
      bodyPart: image.bodyPart ?? analysis.bodyPart ?? '',
      result: analysis.result as AnalysisResult,
    })),
  );
  const instrument = moduleSpec(upload.module).multiImage!.score;
  const score = checkedScore(instrument, input, shownScore, true);
  const regions = (input.regions ?? {}) as Record<string, { area?: number }>;
  const adjustedRegions = Object.entries(study.prefilledInput.regions)
    .filter(([region, suggested]) => regions[region]?.area !== suggested.area)
    .map(([region]) => region);
  return {
    instrument,
    score,
    input,
    suggestions: study.regions,
    missingRegions: study.missingRegions,
    adjustedRegions,
  };
}
