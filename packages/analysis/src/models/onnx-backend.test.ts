import { describe, expect, it } from 'vitest';
import { loadImage } from '../image/intake.js';
import { canvas, encode } from '../testing/synthetic.js';
import { tinyColourModel } from '../testing/tiny-onnx.js';
import { ModelBackendError, toLabelProbabilities, type ModelManifest } from './backend.js';
import { createOnnxBackend, loadOnnxRuntime } from './onnx-backend.js';

const manifest = {
  name: 'tiny-colour',
  version: '0.1.0',
  input: { width: 4, height: 4, layout: 'NCHW', mean: [0, 0, 0], std: [1, 1, 1] },
  labels: ['red-dominant', 'blue-dominant'],
  output: { kind: 'logits' },
};

const runtime = await loadOnnxRuntime().catch(() => undefined);

describe('ONNX backend', () => {
  it('maps logits to probabilities with softmax', () => {
    const p = toLabelProbabilities([0, Math.log(3)], manifest as unknown as ModelManifest);
    expect(p[0]?.label).toBe('blue-dominant');
    expect(p[0]?.probability).toBeCloseTo(0.75, 12);
  });

  it('rejects an invalid manifest and reports a missing runtime plainly', async () => {
    await expect(
      createOnnxBackend(tinyColourModel(), { ...manifest, labels: [] }),
    ).rejects.toMatchObject({ code: 'BAD_MODEL' });
    if (!runtime)
      await expect(createOnnxBackend(tinyColourModel(), manifest)).rejects.toBeInstanceOf(
        ModelBackendError,
      );
  });

  it.skipIf(!runtime)(
    'runs a hand-built ONNX model end to end (needs onnxruntime-node)',
    async () => {
      const backend = await createOnnxBackend(tinyColourModel(), manifest, runtime);
      const red = await backend.predict(
        await loadImage(await encode(canvas(64, 64, [220, 60, 40], 0), 'png')),
      );
      expect(red.model).toEqual({ name: 'tiny-colour', version: '0.1.0', backend: 'onnx' });
      expect(red.labels[0]?.label).toBe('red-dominant');
      // logits ±(220 − 40)/255 → softmax
      expect(red.labels[0]?.probability).toBeCloseTo(1 / (1 + Math.exp((-2 * 180) / 255)), 3);
      const blue = await backend.predict(
        await loadImage(await encode(canvas(64, 64, [40, 60, 220], 0), 'png')),
      );
      expect(blue.labels[0]?.label).toBe('blue-dominant');
      await backend.dispose();
    },
  );
});
