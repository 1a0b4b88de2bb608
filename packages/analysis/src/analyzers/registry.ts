import { areaScore } from '../scores/area.js';
import { acneAnalyzer } from './acne.js';
import { bodyRegionOf, instrumentRegionKey } from './body-regions.js';
import { dermoscopyAnalyzer, genericLesionAnalyzer } from './dermoscopy.js';
import { hairLossAnalyzer } from './hair-loss.js';
import { depigmentationAnalyzer, melasmaAnalyzer } from './pigment.js';
import { poreAnalyzer } from './pores.js';
import { rednessAnalyzer } from './redness.js';
import type { Analyzer, AnalyzerContext, AnalyzerOutput, Suggestion } from './types.js';
import { woundAnalyzer } from './wound.js';
import { wrinkleAnalyzer } from './wrinkles.js';

export type MultiImageScore = 'easi' | 'pasi';

export interface ModuleSpec {
  number: number;
  name: string;
  analyzer: Analyzer;
  /** True when the module's purpose (classification) needs an attached trained model. */
  classificationNeedsModel: boolean;
  /** Multi-image modules: images per study and the score they aggregate into. */
  multiImage?: { images: number; score: MultiImageScore };
  /** Module-specific proposals for score inputs from the measurements. */
  suggest?: (
    out: AnalyzerOutput,
    ctx: AnalyzerContext,
    options: Record<string, unknown>,
  ) => Suggestion[];
}

const valueOf = (out: AnalyzerOutput, key: string) => out.quantities[key]?.value ?? null;

/** EASI/PASI area grade for the photographed region from the affected % (section 0.6). */
const areaGradeFor =
  (score: MultiImageScore) =>
  (out: AnalyzerOutput, ctx: AnalyzerContext): Suggestion[] => {
    const pct = valueOf(out, 'erythemaAreaPercent');
    const region = bodyRegionOf(ctx.bodyPart);
    return [
      {
        target: `${score}.regions.${region ? instrumentRegionKey(score, region) : '<region>'}.area`,
        value: pct === null ? null : areaScore(Math.min(100, pct)),
        basis:
          'red area as % of the skin visible in this photograph; valid for the region only if the photograph shows the whole region',
        validated: false,
      },
    ];
  };

const MMASI_REGIONS = ['forehead', 'rightMalar', 'leftMalar', 'chin'];

function melasmaSuggestions(out: AnalyzerOutput, ctx: AnalyzerContext): Suggestion[] {
  const pct = valueOf(out, 'pigmentedAreaPercent');
  const dl = valueOf(out, 'lightnessContrast');
  const region =
    MMASI_REGIONS.find(
      (r) => r.toLowerCase() === ctx.bodyPart?.replace(/[-_ ]/g, '').toLowerCase(),
    ) ?? '<region>';
  // ⚠ Unvalidated heuristic: |ΔL*| bands 0–4 / 4–8 / 8–14 / ≥ 14 → darkness 1–4.
  const darkness =
    pct === null
      ? null
      : pct === 0 || dl === null
        ? 0
        : Math.abs(dl) < 4
          ? 1
          : Math.abs(dl) < 8
            ? 2
            : Math.abs(dl) < 14
              ? 3
              : 4;
  return [
    {
      target: `mmasi.regions.${region}.area`,
      value: pct === null ? null : areaScore(Math.min(100, pct)),
      basis: 'pigmented % of visible skin of the region',
      validated: false,
    },
    {
      target: `mmasi.regions.${region}.darkness`,
      value: darkness,
      basis:
        'unvalidated heuristic from ΔL* against surrounding skin; the clinician grades darkness',
      validated: false,
    },
  ];
}

function vasiSuggestions(
  out: AnalyzerOutput,
  _ctx: AnalyzerContext,
  regionHandUnits?: number,
): Suggestion[] {
  const pct = valueOf(out, 'depigmentedAreaPercent');
  return [
    {
      target: 'vasi.sites[].handUnits',
      value:
        pct !== null && regionHandUnits !== undefined
          ? Math.round(pct * regionHandUnits) / 100
          : null,
      basis: `depigmented ${pct === null ? '?' : pct.toFixed(1)} % of visible skin × the region's hand units (needs the region's size in hand units)`,
      validated: false,
    },
  ];
}

const spec = (
  number: number,
  name: string,
  analyzer: Analyzer,
  extra: Partial<ModuleSpec> = {},
): ModuleSpec => ({
  number,
  name,
  analyzer,
  classificationNeedsModel: false,
  ...extra,
});
const generic = (number: number, name: string) =>
  spec(number, name, genericLesionAnalyzer, { classificationNeedsModel: true });

/** The module catalogue of product-spec section 3 (16 is unused). */
export const MODULES: ReadonlyMap<number, ModuleSpec> = new Map(
  [
    generic(1, 'OneK'),
    spec(2, 'Acne', acneAnalyzer),
    spec(3, 'EASI', rednessAnalyzer, { suggest: areaGradeFor('easi') }),
    generic(4, 'Napsosi'),
    spec(5, 'Melasma', melasmaAnalyzer, { suggest: melasmaSuggestions }),
    spec(6, 'PASI', rednessAnalyzer, { suggest: areaGradeFor('pasi') }),
    spec(7, 'Redness', rednessAnalyzer),
    spec(8, 'Dermoscopy', dermoscopyAnalyzer),
    spec(9, 'VASI', depigmentationAnalyzer, {
      suggest: (o, c, opts) =>
        vasiSuggestions(
          o,
          c,
          typeof opts.regionHandUnits === 'number' ? opts.regionHandUnits : undefined,
        ),
    }),
    spec(10, 'Wrinkle', wrinkleAnalyzer),
    spec(11, 'Wound', woundAnalyzer),
    spec(12, 'Alopecia', hairLossAnalyzer),
    spec(13, 'EASI full body 27 image', rednessAnalyzer, {
      multiImage: { images: 27, score: 'easi' },
      suggest: areaGradeFor('easi'),
    }),
    spec(14, 'PASI full body 27 image', rednessAnalyzer, {
      multiImage: { images: 27, score: 'pasi' },
      suggest: areaGradeFor('pasi'),
    }),
    generic(15, 'Oral'),
    spec(17, 'Alopecia SALT scoring', hairLossAnalyzer),
    spec(18, 'EASI full body 4 image', rednessAnalyzer, {
      multiImage: { images: 4, score: 'easi' },
      suggest: areaGradeFor('easi'),
    }),
    spec(19, 'PASI full body 8 image', rednessAnalyzer, {
      multiImage: { images: 8, score: 'pasi' },
      suggest: areaGradeFor('pasi'),
    }),
    spec(20, 'PASI full body 4 image', rednessAnalyzer, {
      multiImage: { images: 4, score: 'pasi' },
      suggest: areaGradeFor('pasi'),
    }),
    spec(21, 'Pore', poreAnalyzer),
    generic(22, 'Pediatrics'),
    generic(23, 'Elasticity'),
    generic(24, 'Nail'),
    generic(25, 'Tropical disease'),
    generic(26, 'TwoK'),
    generic(27, 'Ear'),
    generic(28, 'OneKV3'),
  ].map((s) => [s.number, s]),
);

/**
 * Thrown for a module number outside the catalogue. `messageKey`/`params` are the web catalogue's
 * `errors.unknownModule` ("The module type {{type}} was retrieved from the back end but is unknown.").
 */
export class UnknownModuleError extends Error {
  readonly module: number;
  readonly messageKey = 'errors.unknownModule';
  readonly params: { type: number };
  readonly httpStatus = 400;
  constructor(module: number) {
    super(`The module type ${module} was retrieved from the back end but is unknown.`);
    this.params = { type: module };
    this.name = 'UnknownModuleError';
    this.module = module;
  }
}

export function moduleSpec(module: number): ModuleSpec {
  const s = MODULES.get(module);
  if (!s) throw new UnknownModuleError(module);
  return s;
}
