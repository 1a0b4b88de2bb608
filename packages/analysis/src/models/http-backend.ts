import sharp from 'sharp';
import { z } from 'zod';
import type { WorkingImage } from '../image/intake.js';
import {
  MODEL_DISCLAIMER,
  ModelBackendError,
  type LabelProbability,
  type ModelBackend,
} from './backend.js';

/**
 * HTTP inference contract. Request (POST, JSON):
 *   { "model": { "name", "version" }, "image": { "mediaType": "image/jpeg", "base64" },
 *     "width", "height" }
 * Response (JSON), either form:
 *   { "predictions": [ { "label": string, "probability": 0..1 } ] }
 *   { "probabilities": number[] }   — in the order of the configured `labels`
 */
export const httpInferenceResponseSchema = z.union([
  z.object({
    predictions: z
      .array(z.object({ label: z.string().min(1), probability: z.number().min(0).max(1) }))
      .min(1),
  }),
  z.object({ probabilities: z.array(z.number().min(0).max(1)).min(1) }),
]);

export interface HttpBackendConfig {
  url: string;
  name: string;
  version: string;
  /** Needed for the `probabilities` response form. */
  labels?: string[];
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Further attempts after the first on network errors, time-outs and 5xx. Default 2. */
  retries?: number;
  /** Longest side of the JPEG sent. Default 1024. */
  maxSide?: number;
  fetch?: typeof fetch;
  /** Delay before retry n (0-based); default 200 ms × 2ⁿ. */
  backoffMs?: (attempt: number) => number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class RetryableError extends Error {}

export function createHttpBackend(config: HttpBackendConfig): ModelBackend {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const retries = config.retries ?? 2;
  const backoff = config.backoffMs ?? ((n: number) => 200 * 2 ** n);

  async function attempt(body: string): Promise<LabelProbability[]> {
    let res: Response;
    try {
      res = await doFetch(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...config.headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const timedOut = (e as Error).name === 'TimeoutError';
      throw new RetryableError(timedOut ? `timed out after ${timeoutMs} ms` : (e as Error).message);
    }
    if (res.status >= 500) throw new RetryableError(`inference endpoint answered ${res.status}`);
    if (!res.ok)
      throw new ModelBackendError('HTTP_ERROR', `inference endpoint answered ${res.status}`);
    const parsed = httpInferenceResponseSchema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success)
      throw new ModelBackendError('BAD_RESPONSE', 'inference response does not match the contract');
    const data = parsed.data;
    if ('predictions' in data)
      return [...data.predictions].sort((a, b) => b.probability - a.probability);
    const labels = config.labels ?? [];
    if (labels.length !== data.probabilities.length)
      throw new ModelBackendError(
        'BAD_RESPONSE',
        `got ${data.probabilities.length} probabilities for ${labels.length} labels`,
      );
    return labels
      .map((label, i) => ({ label, probability: data.probabilities[i]! }))
      .sort((a, b) => b.probability - a.probability);
  }

  return {
    name: config.name,
    version: config.version,
    kind: 'http',
    async predict(img: WorkingImage) {
      const side = config.maxSide ?? 1024;
      const jpeg = await sharp(img.data, {
        raw: { width: img.width, height: img.height, channels: 3 },
      })
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 90 })
        .toBuffer();
      const body = JSON.stringify({
        model: { name: config.name, version: config.version },
        image: { mediaType: 'image/jpeg', base64: jpeg.toString('base64') },
        width: img.width,
        height: img.height,
      });
      let last = '';
      for (let n = 0; n <= retries; n++) {
        if (n > 0) await sleep(backoff(n - 1));
        try {
          const labels = await attempt(body);
          return {
            model: { name: config.name, version: config.version, backend: 'http' as const },
            labels,
            disclaimer: MODEL_DISCLAIMER,
          };
        } catch (e) {
          if (!(e instanceof RetryableError)) throw e;
          last = e.message;
        }
      }
      throw new ModelBackendError(
        last.startsWith('timed out') ? 'TIMEOUT' : 'UNAVAILABLE',
        `inference failed after ${retries + 1} attempts: ${last}`,
      );
    },
    async dispose() {},
  };
}
