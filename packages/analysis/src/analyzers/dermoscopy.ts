import { labPlanes } from '../image/color.js';
import { splitMeans } from '../image/filters.js';
import {
  abruptBorderSectors,
  colourCount,
  COLOUR_SET,
  lesionMaskOverlay,
  lesionQuantities,
  segmentLesion,
} from './lesion.js';
import { q, type Analyzer, type AnalyzerContext, type AnalyzerOutput } from './types.js';

const SEGMENTATION = {
  channel: 'blue',
  smoothingSigma: 2,
  rule: 'lesion = value ≤ Otsu t',
  morphology: 'close 5×5, open 5×5, largest component, fill holes',
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
  const colours = shape ? colourCount(ctx, seg.mask, minShare) : { count: 0, present: [] };
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
      version: '1.0.0',
      parameters: {
        ...SEGMENTATION,
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
  const { L, a, b } = labPlanes(ctx.img);
  const has = seg.shape !== null;
  const delta = (p: Float32Array) => {
    if (!has) return null;
    const { inside, outside } = splitMeans(p, seg.mask);
    return inside - outside;
  };
  return {
    quantities: {
      ...lesionQuantities(ctx, seg.shape),
      deltaLStar: q(delta(L), 'ΔL*', 'mean L* of the darkest region minus the rest of the image'),
      deltaAStar: q(delta(a), 'Δa*', 'mean a* of the region minus the rest'),
      deltaBStar: q(delta(b), 'Δb*', 'mean b* of the region minus the rest'),
    },
    overlays: [await lesionMaskOverlay(ctx, seg.mask)],
    suggestions: [],
    warnings: [
      ...seg.warnings,
      'classification for this module needs an attached model; these are generic measurements of the most contrasting region',
    ],
    method: {
      name: 'generic-lesion-measurements',
      version: '1.0.0',
      parameters: SEGMENTATION,
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
