// Upload overhead after the recorder stops (issue 18, target < 2 s for a 30-minute recording).
// Run: node --import tsx bench/scribe-upload.mjs [--postgres]
// The recorder sends a chunk every 3 s while the visit runs, so after Stop only the last chunk
// and the 'finish' call remain. This stores 599 chunks of a 30-minute recording through the
// real routes (token check, tenancy, sealing, blob store, database: in-process `inject`, no
// network), then times the last chunk plus 'finish', which checks all 600 are there. Chunks are
// 12 KB, as Opus at 32 kbit/s makes in 3 s.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { consentedEncounter } from '../apps/server/src/modules/scribe/scribe.fixture.ts';
import { bearer, createTestContext } from '../apps/server/src/test/test-app.ts';
import { postgresBin, startCluster } from './lib/bench-support.mjs';

const CHUNKS = 600;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const kind = process.argv.includes('--postgres') ? 'postgres' : 'pglite';
// Outside Vitest there is no shared cluster: PostgreSQL runs get a throwaway one of their own.
const bin = kind === 'postgres' ? postgresBin() : undefined;
if (kind === 'postgres' && !bin) throw new Error('--postgres needs PostgreSQL installed');
const cluster = bin ? await startCluster(bin) : undefined;
if (cluster) process.env.TEST_POSTGRES_URL = cluster.url;
const t = await createTestContext(kind);
try {
  const headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
  const base = '/api/v1/scribe/encounters';
  const id = await consentedEncounter(t.app, headers);
  const rec = randomUUID();
  const chunk = (seq) => {
    const body = randomBytes(12 * 1024);
    if (seq === 0) body.writeUInt32BE(0x1a45dfa3, 0); // the WebM signature the server checks
    return t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/audio/recordings/${rec}/chunks/${seq}`,
      headers: { ...headers, 'content-type': 'audio/webm;codecs=opus' },
      payload: body,
    });
  };
  const perChunk = [];
  for (let seq = 0; seq < CHUNKS - 1; seq++) {
    const t0 = performance.now();
    const res = await chunk(seq);
    perChunk.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`chunk ${seq}: ${res.statusCode} ${res.body}`);
  }
  const t0 = performance.now();
  await chunk(CHUNKS - 1);
  const finish = await t.app.inject({
    method: 'POST',
    url: `${base}/${id}/audio/recordings/${rec}/finish`,
    headers,
    payload: { chunks: CHUNKS, durationSeconds: 1800 },
  });
  const after = performance.now() - t0;
  if (finish.statusCode !== 200) throw new Error(`finish: ${finish.statusCode} ${finish.body}`);
  console.log(
    `${kind}: per chunk during the visit p50 ${median(perChunk).toFixed(1)} ms, p95 ${p95(perChunk).toFixed(1)} ms (${CHUNKS - 1} chunks of 12 KB)`,
  );
  console.log(
    `${kind}: upload overhead after stop (last chunk + finish of ${CHUNKS}): ${after.toFixed(0)} ms`,
  );
} finally {
  await t.close();
  cluster?.stop();
}
