import sharp from 'sharp';
import { z } from 'zod';
import type { WorkingImage } from '../image/intake.js';

/**
 * Manifest an organisation uploads with a model: input size and normalisation, label list and
 * output kind. Pixel value v (0..255) becomes ((v / 255) − mean[c]) / std[c].
 */
export const modelManifestSchema = z.strictObject({
  name: z.string().min(1),
  version: z.string().min(1),
  input: z.strictObject({
    width: z.int().min(1).max(4096),
    height: z.int().min(1).max(4096),
    layout: z.enum(['NCHW', 'NHWC']).default('NCHW'),
    mean: z.tuple([z.number(), z.number(), z.number()]).default([0, 0, 0]),
    std: z
      .tuple([z.number().positive(), z.number().positive(), z.number().positive()])
      .default([1, 1, 1]),
    name: z.string().optional(),
  }),
  labels: z.array(z.string().min(1)).min(1),
  output: z.strictObject({
    /** `logits` → softmax; `multilabel-logits` → sigmoid; `probabilities` used as given. */
    kind: z.enum(['logits', 'multilabel-logits', 'probabilities']),
    name: z.string().optional(),
  }),
});
export type ModelManifest = z.output<typeof modelManifestSchema>;

export interface LabelProbability {
  label: string;
  probability: number;
}

/** Output of an attached model: probabilities per label, never a diagnosis. */
export interface ModelPrediction {
  model: { name: string; version: string; backend: 'onnx' | 'http' };
  /** Sorted by probability, highest first. */
  labels: LabelProbability[];
  disclaimer: string;
}

export const MODEL_DISCLAIMER =
  'Probabilities from a model attached by the organisation; not a diagnosis. The model name and version identify what produced them.';

export interface ModelBackend {
  readonly name: string;
  readonly version: string;
  readonly kind: 'onnx' | 'http';
  predict(image: WorkingImage): Promise<ModelPrediction>;
  dispose(): Promise<void>;
}

export type ModelErrorCode =
  'UNAVAILABLE' | 'TIMEOUT' | 'HTTP_ERROR' | 'BAD_RESPONSE' | 'BAD_MODEL';

export class ModelBackendError extends Error {
  readonly code: ModelErrorCode;
  constructor(code: ModelErrorCode, message: string) {
    super(message);
    this.name = 'ModelBackendError';
    this.code = code;
  }
}

/** Resizes (fill, no crop) to the manifest size and builds the normalised float tensor. */
export async function toInputTensor(
  img: WorkingImage,
  manifest: ModelManifest,
): Promise<Float32Array> {
  const { width, height, layout, mean, std } = manifest.input;
  const rgb = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const n = width * height;
  const out = new Float32Array(3 * n);
  for (let i = 0; i < n; i++)
    for (let c = 0; c < 3; c++) {
      const v = (rgb[i * 3 + c]! / 255 - mean[c]!) / std[c]!;
      out[layout === 'NCHW' ? c * n + i : i * 3 + c] = v;
    }
  return out;
}

/** Maps raw model outputs to label probabilities according to the manifest's output kind. */
export function toLabelProbabilities(
  raw: ArrayLike<number>,
  manifest: ModelManifest,
): LabelProbability[] {
  const { labels } = manifest;
  if (raw.length !== labels.length)
    throw new ModelBackendError(
      'BAD_RESPONSE',
      `model gave ${raw.length} outputs for ${labels.length} labels`,
    );
  const values = Array.from(raw, Number);
  let probs: number[];
  switch (manifest.output.kind) {
    case 'logits': {
      const max = Math.max(...values);
      const exps = values.map((v) => Math.exp(v - max));
      const sum = exps.reduce((s, v) => s + v, 0);
      probs = exps.map((v) => v / sum);
      break;
    }
    case 'multilabel-logits':
      probs = values.map((v) => 1 / (1 + Math.exp(-v)));
      break;
    case 'probabilities':
      probs = values;
      break;
  }
  if (probs.some((p) => !(p >= 0 && p <= 1)))
    throw new ModelBackendError('BAD_RESPONSE', 'probabilities must lie between 0 and 1');
  return labels
    .map((label, i) => ({ label, probability: probs[i]! }))
    .sort((a, b) => b.probability - a.probability);
}
