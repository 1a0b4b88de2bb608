import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImage } from '../image/intake.js';
import { canvas, encode } from '../testing/synthetic.js';
import { ModelBackendError } from './backend.js';
import { createHttpBackend } from './http-backend.js';

let server: Server;
let url = '';
let calls = 0;
let mode: 'ok' | 'flaky' | 'slow' | 'bad' | 'probs' | '400' = 'ok';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls++;
      const parsed = JSON.parse(body) as { image: { mediaType: string; base64: string } };
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (parsed.image.mediaType !== 'image/jpeg' || parsed.image.base64.length < 100)
        return send(400, {});
      if (mode === 'flaky' && calls === 1) return send(503, {});
      if (mode === 'slow') return void setTimeout(() => send(200, {}), 500);
      if (mode === 'bad') return send(200, { predictions: [{ label: 'x', probability: 3 }] });
      if (mode === 'probs') return send(200, { probabilities: [0.2, 0.8] });
      if (mode === '400') return send(400, {});
      send(200, {
        predictions: [
          { label: 'benign', probability: 0.3 },
          { label: 'other', probability: 0.7 },
        ],
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/infer`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const image = async () => loadImage(await encode(canvas(200, 150), 'png'));
const backend = (extra = {}) =>
  createHttpBackend({ url, name: 'demo', version: '1.2.0', backoffMs: () => 10, ...extra });

describe('HTTP model backend', () => {
  it('sends the image and maps the response to sorted label probabilities with provenance', async () => {
    mode = 'ok';
    const p = await backend().predict(await image());
    expect(p.model).toEqual({ name: 'demo', version: '1.2.0', backend: 'http' });
    expect(p.labels).toEqual([
      { label: 'other', probability: 0.7 },
      { label: 'benign', probability: 0.3 },
    ]);
    expect(p.disclaimer).toMatch(/not a diagnosis/);
  });

  it('maps a bare probability list onto the configured labels', async () => {
    mode = 'probs';
    const p = await backend({ labels: ['a', 'b'] }).predict(await image());
    expect(p.labels[0]).toEqual({ label: 'b', probability: 0.8 });
  });

  it('retries a 5xx, then succeeds', async () => {
    mode = 'flaky';
    calls = 0;
    const p = await backend().predict(await image());
    expect(calls).toBe(2);
    expect(p.labels).toHaveLength(2);
  });

  it('times out, retries and reports TIMEOUT; 4xx and bad payloads are not retried', async () => {
    mode = 'slow';
    calls = 0;
    await expect(
      backend({ timeoutMs: 100, retries: 1 }).predict(await image()),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(calls).toBe(2);
    mode = 'bad';
    calls = 0;
    await expect(backend().predict(await image())).rejects.toBeInstanceOf(ModelBackendError);
    expect(calls).toBe(1);
    mode = '400';
    await expect(backend().predict(await image())).rejects.toMatchObject({ code: 'HTTP_ERROR' });
  });
});
