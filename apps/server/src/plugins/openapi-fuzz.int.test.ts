import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldVariants,
  hostileBodies,
  hostilePathValues,
  hostileScalars,
  plausible,
  type JsonSchema,
} from '../test/openapi-fuzz.fixture.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Counters that a refused request may move (per-IP limits) are not data. */
const NOT_DATA = new Set(['rate_limit_windows', 'ai_calls_in_flight']);
/** Streams that would stay open; their validation is the same code as every other route's. */
const SKIP = [/\/stream$/, /^\/oauth2\//, /^\/api\/docs/];

/**
 * Issue 20: every route of the OpenAPI document, with generated and hostile path parameters,
 * queries, headers and bodies. No answer is a 5xx or carries a stack trace, and a refused request
 * changes nothing in the database.
 */
describe.each(databaseKinds())('OpenAPI fuzz (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
  });
  afterAll(() => t.close());

  /** A digest of every row of every data table. */
  async function fingerprint(): Promise<string> {
    const { rows } = await t.database.db.execute<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    const tables = rows.map((r) => r.name).filter((n) => !NOT_DATA.has(n));
    const parts = tables.map(
      (n) =>
        `select '${n}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${n}" x`,
    );
    const { rows: digests } = await t.database.db.execute<{ t: string; h: string }>(
      sql.raw(parts.join(' union all ')),
    );
    return digests.map((d) => `${d.t}:${d.h}`).join(',');
  }

  it('answers every generated and hostile request with a clear 4xx or a success, never a 5xx', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Partial<Record<Method, Operation>>>;
    }>();
    const problems: string[] = [];
    let requests = 0;
    let before = await fingerprint();
    for (const [template, ops] of Object.entries(doc.paths)) {
      if (SKIP.some((re) => re.test(template))) continue;
      for (const [method, op] of Object.entries(ops) as [Method, Operation][]) {
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        const queryParams = params.filter((p) => p.in === 'query');
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const urlWith = (values: Record<string, string>) =>
          template.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(
              values[name] ??
                (name === 'orgId'
                  ? t.orgIds.clinic
                  : String(plausible(pathParams.find((p) => p.name === name)?.schema))),
            ),
          );
        const cases: { url: string; body?: unknown; headers?: Record<string, string> }[] = [];
        cases.push({ url: urlWith({}), body: bodySchema ? plausible(bodySchema) : undefined });
        for (const p of pathParams)
          for (const v of hostilePathValues) cases.push({ url: urlWith({ [p.name]: v }) });
        for (const q of queryParams)
          for (const v of hostileScalars.slice(0, 4))
            cases.push({ url: `${urlWith({})}?${q.name}=${encodeURIComponent(String(v))}` });
        if (bodySchema || method !== 'get') {
          for (const b of hostileBodies) cases.push({ url: urlWith({}), body: b });
          for (const b of fieldVariants(bodySchema)) cases.push({ url: urlWith({}), body: b });
          cases.push({
            url: urlWith({}),
            body: '{"unterminated": ',
            headers: { 'content-type': 'application/json' },
          });
        }
        cases.push({ url: urlWith({}), headers: { 'org-id': "' or 1=1 --" } });
        for (const c of cases) {
          requests++;
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: c.url,
            headers: { ...headers, ...c.headers },
            ...(c.body === undefined
              ? {}
              : typeof c.body === 'string'
                ? {
                    payload: c.body,
                    headers: { ...headers, 'content-type': 'application/json', ...c.headers },
                  }
                : { payload: c.body as object }),
          });
          const sent = c.body === undefined ? '' : ` ${JSON.stringify(c.body).slice(0, 60)}`;
          const label = `${method.toUpperCase()} ${c.url.slice(0, 120)}${sent}`;
          // 503 AI_UNAVAILABLE is an answer, not a failure: it names the provider to configure
          // (starting a call, say, when this test server has no transcriber).
          const unconfigured = res.statusCode === 503 && res.body.includes('"AI_UNAVAILABLE"');
          if (res.statusCode >= 500 && !unconfigured)
            problems.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (/\n\s+at |node_modules|\.ts:\d+/.test(res.body))
            problems.push(`${label}: stack trace`);
          if (res.statusCode >= 400) {
            const after = await fingerprint();
            if (after !== before)
              problems.push(`${label} -> ${res.statusCode} changed the database`);
            before = after;
          } else {
            before = await fingerprint(); // an accepted request may change things
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  }, 600_000);
});
