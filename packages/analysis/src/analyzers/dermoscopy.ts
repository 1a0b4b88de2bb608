import { SAMPLE_STEP } from '../image/sample.js';
import {
  abruptBorderSectors,
  lesionMaskOverlay,
  lesionQuantities,
  segmentLesion,
} from './lesion.js';
import { colourContrast, colourCount, COLOUR_SET } from './lesion-colour.js';
import { q, type Analyzer, type AnalyzerContext, type AnalyzerOutput } from './types.js';

const SEGMENTATION = {
  channel: 'blue',
  smoothingSigma: 2,
  rule: 'lesion = value ≤ Otsu t',
  morphology: 'close 5×5, open 5×5, largest component, fill holes',
};

/**
 * How the colour of the rest of the image (the skin) is measured. Version 1.1.0 of both methods
 * samples it (lesion-colour.ts) where 1.0.0 converted every pixel: the means moved by ≤ 0.03 on
 * the test images, and no colour count changed.
 */
const BACKGROUND = {
  backgroundSample: `1 in ${SAMPLE_STEP} pixels outside the lesion (each row, rotating start)`,
};

/** Axis counted as asymmetric for the TDS pre-fill when X = |M xor M'|/|M| exceeds this. */
const AXIS_ASYMMETRY = 0.2;

async function analyzeDermoscopy(
  ctx: AnalyzerContext,
  options: Record<string, unknown>,
): Promise<AnalyzerOutput> {
  const seg = segmentLesion(ctx);
  const { shape } = seg;
  const minShare = typeof options.minColourShare === 'number' ? options.minColourShare : 0.05;
  const colours = colourCount(ctx.img, seg, minShare);
  const border = abruptBorderSectors(seg, ctx.img.width, ctx.img.height);
  const asymmetricAxes = shape
    ? Number(shape.asymmetryMajor > AXIS_ASYMMETRY) + Number(shape.asymmetryMinor > AXIS_ASYMMETRY)
    : null;
  const basis = 'shape/colour estimate from the segmentation; Stolz criteria need the clinician';
  return {
    quantities: {
      ...lesionQuantities(ctx, shape),
      asymmetryMajorAxis: q(
        shape?.asymmetryMajor ?? null,
        '|M xor M′|/|M|',
        'shape asymmetry about the major axis (0 symmetric, max 2)',
      ),
      asymmetryMinorAxis: q(
        shape?.asymmetryMinor ?? null,
        '|M xor M′|/|M|',
        'shape asymmetry about the minor axis',
      ),
      abruptBorderSectors: q(
        shape ? border : null,
        'sectors of 8',
        'sectors whose edge gradient exceeds 0.1 × lesion contrast per px',
      ),
      colourCount: q(
        shape ? colours.count : null,
        `colours under ${COLOUR_SET}`,
        `reference colours with ≥ ${minShare * 100} % of lesion pixels: ${colours.present.join(', ')}`,
      ),
    },
    overlays: [await lesionMaskOverlay(ctx, seg.mask)],
    suggestions: [
      {
        target: 'tds.asymmetry',
        value: asymmetricAxes,
        basis: `shape only, axes with X > ${AXIS_ASYMMETRY}; ${basis}`,
        validated: false,
      },
      { target: 'tds.border', value: shape ? border : null, basis, validated: false },
      {
        target: 'tds.colors',
        value: colours.count >= 1 ? colours.count : null,
        basis,
        validated: false,
      },
      {
        target: 'tds.structures',
        value: null,
        basis: 'differential structures cannot be measured by this method',
        validated: false,
      },
    ],
    warnings: seg.warnings,
    method: {
      name: 'lesion-otsu-shape',
      // 1.2.0: outlined overlays with a legend (image/overlay.ts); values unchanged.
      version: '1.2.0',
      parameters: {
        ...SEGMENTATION,
        ...BACKGROUND,
        threshold: seg.threshold,
        colourSet: COLOUR_SET,
        minColourShare: minShare,
        axisAsymmetry: AXIS_ASYMMETRY,
      },
      references: ['Otsu 1979', 'Stolz et al. 1994 (TDS inputs)'],
    },
  };
}

export const dermoscopyAnalyzer: Analyzer = {
  id: 'lesion-otsu-shape',
  maxSide: 768,
  quality: { skinFraction: [0.15, 0.02] },
  run: analyzeDermoscopy,
};

/** Modules whose classification needs a trained model: quality gate + generic measurements. */
async function analyzeGenericLesion(ctx: AnalyzerContext): Promise<AnalyzerOutput> {
  const seg = segmentLesion(ctx);
  const contrast = colourContrast(ctx.img, seg);
  return {
    quantities: {
      ...lesionQuantities(ctx, seg.shape),
      deltaLStar: q(
        contrast?.L ?? null,
        'ΔL*',
        'mean L* of the darkest region minus the rest of the image',
      ),
      deltaAStar: q(contrast?.a ?? null, 'Δa*', 'mean a* of the region minus the rest'),
      deltaBStar: q(contrast?.b ?? null, 'Δb*', 'mean b* of the region minus the rest'),
    },
    overlays: [await lesionMaskOverlay(ctx, seg.mask)],
    suggestions: [],
    warnings: [
      ...seg.warnings,
      'classification for this module needs an attached model; these are generic measurements of the most contrasting region',
    ],
    method: {
      name: 'generic-lesion-measurements',
      // 1.2.0: outlined overlays with a legend (image/overlay.ts); values unchanged.
      version: '1.2.0',
      parameters: { ...SEGMENTATION, ...BACKGROUND },
      references: ['Otsu 1979'],
    },
  };
}

export const genericLesionAnalyzer: Analyzer = {
  id: 'generic-lesion-measurements',
  maxSide: 768,
  quality: { skinFraction: [0.15, 0.02] },
  run: analyzeGenericLesion,
};
