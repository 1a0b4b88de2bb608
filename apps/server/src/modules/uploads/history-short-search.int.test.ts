import { and, eq, fillPlaceholders, isNull, sql } from 'drizzle-orm';
import type { GetUploadsBody } from '@dermadesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { createUpload } from '../../test/factories.js';
import { createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { historyPage } from './history-list.query.js';
import { shapeOf } from './history-list.shape.js';
import { filterOf } from './history-list.sql.js';

const SUBJECTS = ['ZED-1', 'zed-22', 'AB_7', 'Ab%7', 'Éva-3', 'X'];

describe.each(databaseKinds())('history search for one or two characters (%s)', (kind) => {
  let t: TestContext;
  let orgId: OrgId;
  beforeAll(async () => {
    t = await createTestContext(kind);
    orgId = t.orgIds.clinic;
    for (const subjectId of SUBJECTS) await createUpload(t.database.db, { orgId, subjectId });
    await createUpload(t.database.db, { orgId: t.orgIds.northside, subjectId: 'ZED-9' });
  });
  afterAll(() => t.close());

  const subjects = async (keyword: string) => {
    const query: GetUploadsBody = {
      start: 0,
      length: 50,
      column: 'subjectId',
      direction: 'asc',
      keyword,
    };
    const page = await historyPage(t.database.db, orgId, query);
    expect(page.total).toBe(page.rows.length);
    return page.rows.map((r) => r.subjectId);
  };

  it('finds every ID holding the part, case-insensitively, in the organisation only', async () => {
    expect(await subjects('ze')).toEqual(['ZED-1', 'zed-22']);
    expect(await subjects('22')).toEqual(['zed-22']);
    expect(await subjects('_7')).toEqual(['AB_7']);
    expect(await subjects('%')).toEqual(['Ab%7']);
    expect(await subjects('va')).toEqual(['Éva-3']);
    expect(await subjects('x')).toEqual(['X']);
    expect(await subjects('d-')).toEqual(['ZED-1', 'zed-22']);
    expect(await subjects('q')).toEqual([]);
  });

  it('reads the short-part index, not the organisation’s rows', async () => {
    // A busy organisation where few IDs hold the part; then the list's own filter with the values
    // of a 2-character search, planned with sequential scans priced out.
    await t.database.db.execute(
      sql`insert into uploads (org_id, subject_id, module, image_count)
          select ${orgId}, 'S-' || g, 7, 1 from generate_series(1, 3000) as g`,
    );
    await t.database.db.execute(sql`analyze uploads`);
    const shape = shapeOf({
      start: 0,
      length: 10,
      column: 'createdAt',
      direction: 'desc',
      keyword: 'ze',
    });
    const query = t.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(filterOf(shape))
      .toSQL();
    const values = fillPlaceholders(query.params, { orgId, keyword: 'ze', id: 0, pattern: '' });
    const parts = query.sql
      .split(/\$(\d+)/)
      .map((chunk, i) => (i % 2 ? sql`${values[Number(chunk) - 1]}` : sql.raw(chunk)));
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain (costs off) ${sql.join(parts)}`,
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('uploads_subject_short_idx');
  });

  it('reads a dense search’s first pages along the sort index, as visiting every match would', async () => {
    const db = t.database.db;
    const org = t.orgIds.northside;
    // 1 200 uploads an hour apart; every fourth holds 'b7'. Then the kept counts must follow a
    // soft delete, a renamed subject and a removed row.
    await db.execute(
      sql`insert into uploads (org_id, subject_id, module, image_count, created_at)
          select ${org}, case when g % 4 = 0 then 'AB7-' || g else 'CD-' || g end, 1 + g % 3,
            1 + g % 2, now() - g * interval '1 hour'
          from generate_series(1, 1200) as g`,
    );
    await db.execute(
      sql`update uploads set deleted_at = now() where org_id = ${org} and subject_id like 'AB7-%0'`,
    );
    await db.execute(
      sql`update uploads set subject_id = 'renamed' where org_id = ${org} and subject_id = 'AB7-4'`,
    );
    await db.execute(sql`delete from uploads where org_id = ${org} and subject_id = 'AB7-8'`);
    const live = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.orgId, org), isNull(uploads.deletedAt)));
    type Column = GetUploadsBody['column'];
    const keysOf: Record<string, (r: (typeof live)[number]) => number[]> = {
      createdAt: (r) => [r.createdAt.getTime()],
      id: () => [],
      imageCount: (r) => [r.imageCount],
      module: (r) => [r.module, r.createdAt.getTime()],
    };
    const expected = (keyword: string, column: Column, direction: 'asc' | 'desc') => {
      const sign = direction === 'asc' ? 1 : -1;
      const key = (r: (typeof live)[number]) => [...keysOf[column]!(r), r.id];
      return live
        .filter((r) => r.subjectId.toLowerCase().includes(keyword) || r.id === Number(keyword))
        .sort((a, b) => {
          const [ka, kb] = [key(a), key(b)];
          const i = ka.findIndex((v, j) => v !== kb[j]);
          return i < 0 ? 0 : sign * (ka[i]! - kb[i]!);
        })
        .map((r) => r.id);
    };
    let walked = 0;
    for (const keyword of ['b7', '7', 'a', 'cd', '12', 'ze', 'q'])
      for (const [column, direction] of [
        ['createdAt', 'desc'],
        ['createdAt', 'asc'],
        ['id', 'desc'],
        ['imageCount', 'asc'],
        ['module', 'desc'],
      ] as const)
        for (const start of [0, 10, 200]) {
          const page = await historyPage(db, org, {
            start,
            length: 10,
            column,
            direction,
            keyword,
          });
          const ids = expected(keyword, column, direction);
          expect(page.total, `${keyword} ${column} ${direction} ${start}`).toBe(ids.length);
          expect(page.rows.map((r) => r.id)).toEqual(ids.slice(start, start + 10));
          if (page.walked) walked++;
        }
    // Dense first pages walk ('b7': 1 in 4); deep pages and sparse keywords visit the matches.
    expect(walked).toBeGreaterThan(20);
    const first = { length: 10, column: 'createdAt', direction: 'desc' } as const;
    expect((await historyPage(db, org, { ...first, start: 0, keyword: 'b7' })).walked).toBe(true);
    expect((await historyPage(db, org, { ...first, start: 200, keyword: 'b7' })).walked).toBe(
      false,
    );
    expect((await historyPage(db, org, { ...first, start: 0, keyword: 'ze' })).walked).toBe(false);
  });
});
