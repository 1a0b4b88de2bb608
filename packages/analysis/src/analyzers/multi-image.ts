import { areaScore, type AreaScore } from '../scores/area.js';
import { analyzeImage, type AnalysisResult, type AnalyzeOptions } from './analyze.js';
import { bodyRegionOf, instrumentRegionKey, type BodyRegion } from './body-regions.js';
import { moduleSpec, type MultiImageScore } from './registry.js';

export interface StudyImage {
  bodyPart: string;
  result: AnalysisResult;
}

export interface RegionAggregate {
  images: number;
  /** Red skin area / skin area summed over the region's images, %. */
  affectedPercent: number | null;
  suggestedArea: AreaScore | null;
}

export interface MultiImageAggregate {
  module: number;
  score: MultiImageScore;
  regions: Record<string, RegionAggregate>;
  /** Regions without any usable image: the score stays incomplete for them. */
  missingRegions: string[];
  unmappedBodyParts: string[];
  rejectedImages: number;
  /** Score input with the suggested area grades only; severity grades are the clinician's. */
  prefilledInput: { regions: Record<string, { area: AreaScore }> };
  warnings: string[];
}

const REGIONS: readonly BodyRegion[] = ['headNeck', 'upperLimbs', 'trunk', 'lowerLimbs'];

/**
 * Combines per-image measurements of a multi-image study (modules 13, 14, 18, 19, 20) into
 * per-region area: areas are summed as areas (affected px / skin px over the region's images),
 * never averaged per image (clinical-scoring.md A1, ⚠ engineering guidance). Pixel areas of
 * different photographs are only comparable at similar distance: a stated approximation.
 */
export function aggregateStudy(module: number, images: readonly StudyImage[]): MultiImageAggregate {
  const spec = moduleSpec(module);
  if (!spec.multiImage) throw new RangeError(`module ${module} is not a multi-image module`);
  const { score } = spec.multiImage;
  const sums = new Map<BodyRegion, { red: number; skin: number; images: number }>();
  const unmapped: string[] = [];
  let rejected = 0;
  for (const { bodyPart, result } of images) {
    const region = bodyRegionOf(bodyPart);
    if (!region) {
      unmapped.push(bodyPart);
      continue;
    }
    if (result.status !== 'measured') {
      rejected++;
      continue;
    }
    const s = sums.get(region) ?? { red: 0, skin: 0, images: 0 };
    s.red += result.quantities.erythemaAreaPx?.value ?? 0;
    s.skin += result.quantities.skinAreaPx?.value ?? 0;
    s.images++;
    sums.set(region, s);
  }
  const regions: Record<string, RegionAggregate> = {};
  const prefilled: Record<string, { area: AreaScore }> = {};
  const missing: string[] = [];
  for (const region of REGIONS) {
    const key = instrumentRegionKey(score, region);
    const s = sums.get(region);
    if (!s || s.skin === 0) {
      missing.push(key);
      continue;
    }
    const pct = Math.min(100, (100 * s.red) / s.skin);
    const area = areaScore(pct);
    regions[key] = { images: s.images, affectedPercent: pct, suggestedArea: area };
    prefilled[key] = { area };
  }
  const warnings: string[] = [];
  if (images.length !== spec.multiImage.images)
    warnings.push(`${spec.name} expects ${spec.multiImage.images} images; ${images.length} given`);
  if (unmapped.length) warnings.push(`body parts not mapped to a region: ${unmapped.join(', ')}`);
  return {
    module,
    score,
    regions,
    missingRegions: missing,
    unmappedBodyParts: unmapped,
    rejectedImages: rejected,
    prefilledInput: { regions: prefilled },
    warnings,
  };
}

/** Runs `analyzeImage` on every image of a study (sequentially) and aggregates. */
export async function analyzeStudy(
  module: number,
  images: readonly { bodyPart: string; data: Uint8Array }[],
  options: Omit<AnalyzeOptions, 'module' | 'bodyPart'> = {},
): Promise<{ images: StudyImage[]; aggregate: MultiImageAggregate }> {
  const done: StudyImage[] = [];
  for (const { bodyPart, data } of images)
    done.push({ bodyPart, result: await analyzeImage(data, { ...options, module, bodyPart }) });
  return { images: done, aggregate: aggregateStudy(module, done) };
}
