/**
 * @dermadesk/analysis — image intake, quality gate, built-in skin-image analyzers and exact
 * clinical score calculators. Pure TypeScript + sharp; no server or database imports.
 *
 * Measurements are image measurements, not diagnoses (clinical-scoring.md part C).
 */
export * from './scores/index.js';

export { ImageIntakeError, isImageIntakeError, type ImageErrorCode } from './image/errors.js';
export {
  DEFAULT_INTAKE,
  encodeDerivative,
  inspectImage,
  loadImage,
  shrinkWorking,
  type IntakeOptions,
  type SourceInfo,
  type WorkingImage,
} from './image/intake.js';
export type { ImageFormat } from './image/sniff.js';
export type { Overlay } from './image/overlay.js';
export { rgbToLab, ita, erythemaIndex, melaninIndex } from './image/color.js';
export type { MethodInfo } from './method.js';

export {
  assessQuality,
  DEFAULT_QUALITY,
  QUALITY_MESSAGES,
  type QualityCheck,
  type QualityCheckName,
  type QualityReport,
  type QualityThresholds,
  type Verdict,
} from './quality/quality-gate.js';

export {
  analyzeForStorage,
  analyzeImage,
  classifyImage,
  CAVEAT,
  type AnalysisGeometry,
  type AnalysisResult,
  type AnalyzedImage,
  type AnalyzeOptions,
} from './analyzers/analyze.js';
export { MODULES, moduleSpec, UnknownModuleError, type ModuleSpec } from './analyzers/registry.js';
export type { Quantity, Suggestion } from './analyzers/types.js';
export { bodyRegionOf, type BodyRegion } from './analyzers/body-regions.js';
export {
  aggregateStudy,
  analyzeStudy,
  type MultiImageAggregate,
  type RegionAggregate,
  type StudyImage,
} from './analyzers/multi-image.js';
export type { Classification } from './analyzers/analyze.js';
export {
  MODEL_DISCLAIMER,
  ModelBackendError,
  modelManifestSchema,
  toInputTensor,
  toLabelProbabilities,
  type LabelProbability,
  type ModelBackend,
  type ModelErrorCode,
  type ModelManifest,
  type ModelPrediction,
} from './models/backend.js';
export {
  createHttpBackend,
  httpInferenceResponseSchema,
  type HttpBackendConfig,
} from './models/http-backend.js';
export { AnalysisTimeoutError, createAnalysisPool, type AnalysisPool } from './worker/pool.js';
export { createOnnxBackend, loadOnnxRuntime, type OrtRuntime } from './models/onnx-backend.js';
