import {
  encodeDerivative,
  loadImage,
  shrinkWorking,
  type IntakeOptions,
  type WorkingImage,
} from '../image/intake.js';
import type { Overlay } from '../image/overlay.js';
import { skinRegion } from '../image/skin.js';
import type { MethodInfo } from '../method.js';
import { assessQuality, type QualityReport } from '../quality/quality-gate.js';
import type { ModelBackend, ModelPrediction } from '../models/backend.js';
import { moduleSpec } from './registry.js';
import type { Quantity, Suggestion } from './types.js';

export const CAVEAT =
  'These figures are image measurements to support documentation and follow-up. They do not ' +
  'diagnose any condition and do not replace examination by a qualified clinician. Values ' +
  'depend on camera and lighting and are comparable only under one capture protocol.';

export interface AnalyzeOptions {
  module: number;
  /** Calibration in original pixels per millimetre (the API's `ScalePxPerMm`). */
  pxPerMm?: number;
  bodyPart?: string;
  intake?: IntakeOptions;
  /** `gate` (default): no measurements when the quality gate fails. `report`: measure anyway. */
  qualityPolicy?: 'gate' | 'report';
  /** Analyzer parameters, e.g. `{ markerMm: 20 }` for wounds, `{ deltaAStar: 10 }`. */
  analyzerOptions?: Record<string, unknown>;
  /** The organisation's attached model for this module, if any (ONNX or HTTP). */
  model?: ModelBackend;
}

export type Classification =
  | { status: 'requires-model' | 'not-applicable'; message: string }
  | { status: 'model'; message: string; prediction: ModelPrediction }
  | { status: 'model-error'; message: string };

export interface AnalysisGeometry {
  originalWidth: number;
  originalHeight: number;
  workingWidth: number;
  workingHeight: number;
  /** Original pixels per working pixel; mask overlays are at working size, heatmaps at half. */
  scale: number;
  /** Calibration used, original px/mm, or null. */
  pxPerMm: number | null;
}

export interface AnalysisResult {
  module: { number: number; name: string };
  status: 'measured' | 'rejected-by-quality-gate';
  quality: QualityReport;
  quantities: Record<string, Quantity>;
  overlays: Overlay[];
  suggestions: Suggestion[];
  warnings: string[];
  method: MethodInfo | null;
  geometry: AnalysisGeometry;
  /** Built-in analyzers never classify; an attached model gives probabilities only. */
  classification: Classification;
  caveat: string;
}

/**
 * Runs only an attached model on an image (intake limits apply), for callers that run the
 * built-in analysis in a worker pool and the model on their own thread: merge the returned
 * `classification` into the pool's result. Failures become `model-error`, never throws for them.
 */
export async function classifyImage(
  input: Uint8Array | WorkingImage,
  model: ModelBackend,
  intake: IntakeOptions = {},
): Promise<Classification> {
  const img =
    input instanceof Uint8Array ? await loadImage(input, { maxSide: 1024, ...intake }) : input;
  return classify(model, img);
}

async function classify(model: ModelBackend, img: WorkingImage): Promise<Classification> {
  try {
    const prediction = await model.predict(img);
    return { status: 'model', message: prediction.disclaimer, prediction };
  } catch (e) {
    return {
      status: 'model-error',
      message: `attached model ${model.name} ${model.version} failed: ${(e as Error).message}`,
    };
  }
}

export interface AnalyzedImage {
  result: AnalysisResult;
  /** The oriented working copy as JPEG, without EXIF, GPS or ICC data: the image to store. */
  derivative: Buffer;
}

/**
 * The analysis and the image to store from a single decode (decoding a 12 MP photo twice cost
 * 100–200 ms): the working copy is encoded as the derivative while the analyzer runs on it.
 */
export async function analyzeForStorage(
  input: Uint8Array,
  options: AnalyzeOptions,
): Promise<AnalyzedImage> {
  moduleSpec(options.module);
  const img = await loadImage(input, options.intake);
  const [result, derivative] = await Promise.all([
    analyzeImage(img, options),
    encodeDerivative(img),
  ]);
  return { result, derivative };
}

/**
 * Runs intake (limits, decode, orientation), the quality gate and the module's built-in analyzer.
 * Accepts the raw upload or an already loaded working image. Throws `ImageIntakeError` for
 * refused files and `UnknownModuleError` for module numbers outside the catalogue.
 */
export async function analyzeImage(
  input: Uint8Array | WorkingImage,
  options: AnalyzeOptions,
): Promise<AnalysisResult> {
  const spec = moduleSpec(options.module);
  const { analyzer } = spec;
  const img =
    input instanceof Uint8Array
      ? await loadImage(input, { ...options.intake, maxSide: analyzer.maxSide })
      : await shrinkWorking(input, analyzer.maxSide);
  const skin = skinRegion(img);
  const quality = assessQuality(img, analyzer.quality, skin);
  const geometry: AnalysisGeometry = {
    originalWidth: img.source.width,
    originalHeight: img.source.height,
    workingWidth: img.width,
    workingHeight: img.height,
    scale: img.scale,
    pxPerMm: options.pxPerMm ?? null,
  };
  const classification: Classification = options.model
    ? await classify(options.model, img)
    : spec.classificationNeedsModel
      ? {
          status: 'requires-model' as const,
          message: `classification for ${spec.name} needs a trained model attached by the organisation; only generic measurements are shown`,
        }
      : {
          status: 'not-applicable' as const,
          message: 'measurement module: no classification is made',
        };
  const base = {
    module: { number: spec.number, name: spec.name },
    quality,
    geometry,
    classification,
    caveat: CAVEAT,
  };
  if (quality.verdict === 'fail' && (options.qualityPolicy ?? 'gate') === 'gate')
    return {
      ...base,
      status: 'rejected-by-quality-gate',
      quantities: {},
      overlays: [],
      suggestions: [],
      warnings: quality.checks.filter((c) => c.verdict === 'fail').map((c) => c.message),
      method: null,
    };
  const ctx = {
    img,
    skin,
    ...(options.pxPerMm ? { pxPerMm: options.pxPerMm } : {}),
    ...(options.bodyPart ? { bodyPart: options.bodyPart } : {}),
  };
  const analyzerOptions = options.analyzerOptions ?? {};
  const out = await analyzer.run(ctx, analyzerOptions);
  const extra = spec.suggest ? spec.suggest(out, ctx, analyzerOptions) : [];
  return {
    ...base,
    status: 'measured',
    geometry: { ...geometry, pxPerMm: out.pxPerMm ?? geometry.pxPerMm },
    quantities: out.quantities,
    overlays: out.overlays,
    suggestions: [...out.suggestions, ...extra],
    warnings: [
      ...quality.checks.filter((c) => c.verdict === 'warn').map((c) => c.message),
      ...out.warnings,
    ],
    method: out.method,
  };
}
