import type { WorkingImage } from '../image/intake.js';
import {
  MODEL_DISCLAIMER,
  ModelBackendError,
  modelManifestSchema,
  toInputTensor,
  toLabelProbabilities,
  type ModelBackend,
} from './backend.js';

/** The part of onnxruntime-node's API this adapter uses (kept local: the package is optional). */
interface OrtTensor {
  data: unknown;
}
interface OrtSession {
  inputNames: readonly string[];
  outputNames: readonly string[];
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
  release?(): Promise<void>;
}
export interface OrtRuntime {
  InferenceSession: { create(model: Uint8Array): Promise<OrtSession> };
  Tensor: new (type: 'float32', data: Float32Array, dims: readonly number[]) => OrtTensor;
}

/**
 * Loads onnxruntime-node only when a model is attached: it is an optional peer dependency
 * (291 MB; install with ONNXRUNTIME_NODE_INSTALL=skip). DERMADESK_ONNXRUNTIME may point to
 * another install (a module specifier or file URL).
 */
export async function loadOnnxRuntime(): Promise<OrtRuntime> {
  const specifier = process.env.DERMADESK_ONNXRUNTIME ?? 'onnxruntime-node';
  try {
    const mod = (await import(specifier)) as OrtRuntime & { default?: OrtRuntime };
    return mod.InferenceSession ? mod : (mod.default ?? mod);
  } catch {
    throw new ModelBackendError(
      'UNAVAILABLE',
      'onnxruntime-node is not installed; install it (ONNXRUNTIME_NODE_INSTALL=skip) to attach ONNX models',
    );
  }
}

/** An ONNX model with its manifest, run in-process. */
export async function createOnnxBackend(
  model: Uint8Array,
  manifestInput: unknown,
  runtime?: OrtRuntime,
): Promise<ModelBackend> {
  const parsed = modelManifestSchema.safeParse(manifestInput);
  if (!parsed.success)
    throw new ModelBackendError(
      'BAD_MODEL',
      `invalid manifest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const manifest = parsed.data;
  const ort = runtime ?? (await loadOnnxRuntime());
  let session: OrtSession;
  try {
    session = await ort.InferenceSession.create(model);
  } catch (e) {
    throw new ModelBackendError(
      'BAD_MODEL',
      `the ONNX model cannot be loaded: ${(e as Error).message}`,
    );
  }
  const inputName = manifest.input.name ?? session.inputNames[0] ?? 'input';
  const outputName = manifest.output.name ?? session.outputNames[0] ?? 'output';
  const { width, height, layout } = manifest.input;
  return {
    name: manifest.name,
    version: manifest.version,
    kind: 'onnx',
    async predict(img: WorkingImage) {
      const data = await toInputTensor(img, manifest);
      const dims = layout === 'NCHW' ? [1, 3, height, width] : [1, height, width, 3];
      const out = await session.run({ [inputName]: new ort.Tensor('float32', data, dims) });
      const raw = out[outputName]?.data;
      if (!(raw instanceof Float32Array))
        throw new ModelBackendError(
          'BAD_RESPONSE',
          `model output "${outputName}" is not a float tensor`,
        );
      return {
        model: { name: manifest.name, version: manifest.version, backend: 'onnx' as const },
        labels: toLabelProbabilities(raw, manifest),
        disclaimer: MODEL_DISCLAIMER,
      };
    },
    async dispose() {
      await session.release?.();
    },
  };
}
