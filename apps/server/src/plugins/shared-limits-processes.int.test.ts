import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { orgs, users } from '../db/schema.js';
import { demoUsers } from '../seed/demo-data.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import { createIdTokenSigner } from '../test/id-tokens.js';
import { freePort } from '../test/postgres-cluster.js';
import {
  createEmptyDatabase,
  startServerProcess,
  waitForOutput,
  type ServerProcess,
} from '../test/server-processes.js';

const SECRET = 'shared-limits-test-secret-0123456789abcdef';

/**
 * The limits a hospital group relies on, counted across two real API processes on one PostgreSQL
 * server (issue 25, item 5): a limit kept in one process's memory would let through twice what it
 * promises. The requests alternate between the processes as a round-robin balancer sends them.
 */
describe.skipIf(!inject('postgresUrl'))('limits shared by two API processes', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let fake: FakeOpenAi;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-limits-'));
  const running: ServerProcess[] = [];
  let origins: string[] = [];
  let ana: Record<string, string>;

  beforeAll(async () => {
    database = await createEmptyDatabase(inject('postgresUrl'));
    fake = await startFakeOpenAi({ apiKey: 'env-key' });
    const ports = [await freePort(), await freePort()];
    origins = ports.map((p) => `http://127.0.0.1:${p}`);
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      APP_SECRET: SECRET,
      PUBLIC_URL: 'http://localhost:8080',
      // Behind a balancer: the client's address comes from X-Forwarded-For.
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-chat',
      LLM_API_KEY: 'env-key',
      EGRESS_ALLOW_HOSTS: '127.0.0.1',
      AI_MAX_RETRIES: '0',
    };
    // One after the other: the first creates the schema and demo data, as in a rolling start.
    for (const port of ports) {
      const api = startServerProcess('main', { ...env, PORT: String(port), RUN_JOBS: 'false' });
      running.push(api);
      await waitForOutput(api, 'Dermadesk is ready');
    }

    // An ID token as the built-in provider issues it, signed with the key the processes share.
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const opened = await openDatabase({ url: database.url });
    try {
      const signer = await createIdTokenSigner(opened.db, config);
      const [user] = await opened.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoUsers[0].email));
      const [clinic] = await opened.db
        .select({ id: orgs.id })
        .from(orgs)
        .where(eq(orgs.name, 'Demo Clinic'));
      ana = {
        authorization: `Bearer ${await signer.sign(user!.id)}`,
        'org-id': clinic!.id,
        'content-type': 'application/json',
      };
    } finally {
      await opened.close();
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await fake.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const through = (i: number) => origins[i % 2]!;

  it('lets 20 sign-in attempts a minute from one IP through, counted across both', async () => {
    const attempt = (i: number, ip: string) =>
      fetch(`${through(i)}/oauth2/interaction/no-such-interaction/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': ip,
        },
        body: 'email=ana%40example.com&password=wrong',
        redirect: 'manual',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await attempt(i, '203.0.113.7')).status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Another address has its own allowance, on either process.
    expect((await attempt(0, '198.51.100.9')).status).not.toBe(429);
    expect((await attempt(1, '198.51.100.9')).status).not.toBe(429);
  });

  it("admits 2 of 8 concurrent AI calls under an organisation's limit of 2", async () => {
    const api = (i: number, url: string, init: RequestInit = {}) =>
      fetch(`${through(i)}${url}`, { ...init, headers: ana });
    const put = (url: string, body: object) =>
      api(0, url, { method: 'PUT', body: JSON.stringify(body) });
    expect((await put('/api/v1/ai/settings/providers/chat', { enabled: true })).status).toBe(200);
    expect((await put('/api/v1/ai/settings', { concurrencyLimit: 2 })).status).toBe(200);
    const conversations = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const res = await api(i, '/api/v1/assistant/conversations', {
          method: 'POST',
          body: '{}',
        });
        return ((await res.json()) as { data: { id: string } }).data.id;
      }),
    );

    const chatCalls = () => fake.requests.filter((r) => r.path === '/v1/chat/completions').length;
    const before = chatCalls();
    const leave = new AbortController();
    // `[slow]` keeps each admitted call streaming for many seconds, so all 8 overlap.
    const answers = await Promise.all(
      conversations.map((id, i) =>
        api(i, `/api/v1/assistant/conversations/${id}/reply`, {
          method: 'POST',
          body: JSON.stringify({ mode: 'send', content: `[slow] question ${i}` }),
          signal: leave.signal,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    const admitted = answers.filter((a) => a.status === 200);
    expect(admitted).toHaveLength(2);
    // Both processes admitted or refused; the refusals say why.
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const refused = answers.find((a) => a.status === 429)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('AI_BUSY');
    // A 200 is sent as the stream opens, which can be before the fake model logs the request:
    // wait for the two admitted calls to reach it (a refused call never does).
    await expect.poll(() => chatCalls() - before, { timeout: 10_000 }).toBe(2);
    leave.abort();
  });
});
