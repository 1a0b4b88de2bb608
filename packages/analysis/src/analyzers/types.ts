import type { WorkingImage } from '../image/intake.js';
import type { Overlay } from '../image/overlay.js';
import type { SkinRegion } from '../image/skin.js';
import type { MethodInfo } from '../method.js';
import type { QualityThresholds } from '../quality/quality-gate.js';

/** A measured number with its unit. `null` when it cannot be measured (e.g. mm without scale). */
export interface Quantity {
  value: number | null;
  unit: string;
  description: string;
}

/**
 * A value an analyzer proposes for a clinician-entered score input (e.g. an EASI area grade).
 * Always a proposal to review: never validated, never entered without the clinician.
 */
export interface Suggestion {
  /** Dotted target, e.g. `easi.regions.trunk.area`, `salt.vertex`, `tds.asymmetry`. */
  target: string;
  value: number | null;
  basis: string;
  validated: false;
}

export interface AnalyzerContext {
  img: WorkingImage;
  skin: SkinRegion;
  /** Calibration in ORIGINAL pixels per millimetre, when known. */
  pxPerMm?: number;
  bodyPart?: string;
}

export interface AnalyzerOutput {
  quantities: Record<string, Quantity>;
  overlays: Overlay[];
  suggestions: Suggestion[];
  warnings: string[];
  method: MethodInfo;
  /** Calibration actually used, in original px/mm (may come from a detected marker). */
  pxPerMm?: number;
}

export interface Analyzer {
  /** Stable method id, e.g. `erythema-astar`. */
  id: string;
  /** Longest side of the working copy this analyzer needs. */
  maxSide: number;
  /** Quality thresholds that differ from the defaults for this kind of image. */
  quality?: Partial<QualityThresholds>;
  run(ctx: AnalyzerContext, options: Record<string, unknown>): Promise<AnalyzerOutput>;
}

/** Working-pixel count → area in original px², and mm² when calibrated. */
export function areaQuantities(
  ctx: AnalyzerContext,
  workingPixels: number,
  prefix: string,
  what: string,
): Record<string, Quantity> {
  const px = workingPixels * ctx.img.scale ** 2;
  const mm2 = ctx.pxPerMm ? px / ctx.pxPerMm ** 2 : null;
  return {
    [`${prefix}AreaPx`]: {
      value: px,
      unit: 'px² (original)',
      description: `${what} area in original pixels`,
    },
    [`${prefix}AreaMm2`]: {
      value: mm2,
      unit: 'mm²',
      description: `${what} area; null without a scale (px/mm) or calibration marker`,
    },
  };
}

export const q = (value: number | null, unit: string, description: string): Quantity => ({
  value: value === null || Number.isFinite(value) ? value : null,
  unit,
  description,
});
