import { eq, sql } from 'drizzle-orm';
import type { GetUploadsBody } from '@dermadesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { createUpload } from '../../test/factories.js';
import { createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { historyPage } from './history-list.query.js';

const COLUMNS: GetUploadsBody['column'][] = [
  'createdAt',
  'id',
  'subjectId',
  'module',
  'imageCount',
];
const SPACING = 3;

describe.each(databaseKinds())('history pages read from anchors (%s)', (kind) => {
  let t: TestContext;
  let orgId: OrgId;
  beforeAll(async () => {
    t = await createTestContext(kind);
    orgId = t.orgIds.clinic;
    const base = Date.UTC(2026, 0, 1);
    // Ties on every sort column (two uploads share a time, modules, subjects and image counts
    // repeat), so the pages are right only if the anchors carry the id that breaks them.
    for (let i = 0; i < 14; i++)
      await createUpload(t.database.db, {
        orgId,
        subjectId: `S-${i % 5}`,
        module: [2, 7, 18][i % 3]!,
        images: (i % 4) + 1,
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      });
    await createUpload(t.database.db, { orgId: t.orgIds.northside, subjectId: 'S-0' });
  });
  afterAll(() => t.close());

  const query = (extra: Partial<GetUploadsBody>): GetUploadsBody => ({
    start: 0,
    length: 2,
    column: 'createdAt',
    direction: 'desc',
    ...extra,
  });

  /** Every page of every sort and filter, from anchors, against the same page by plain OFFSET. */
  async function expectAnchoredPagesMatch() {
    let anchoredPages = 0;
    for (const column of COLUMNS)
      for (const direction of ['asc', 'desc'] as const)
        for (const modules of [undefined, [7, 18]]) {
          const all = await historyPage(
            t.database.db,
            orgId,
            query({ column, direction, modules, length: 100 }),
          );
          for (let start = 0; start <= all.total; start++) {
            const q = query({ column, direction, modules, start });
            const page = await historyPage(t.database.db, orgId, q, { anchorSpacing: SPACING });
            if (page.anchored) anchoredPages++;
            expect(
              page.rows.map((r) => r.id),
              `${column} ${direction} ${modules?.join(',') ?? 'all'} start ${start}`,
            ).toEqual(all.rows.slice(start, start + 2).map((r) => r.id));
            expect(page.total).toBe(all.total);
          }
        }
    return anchoredPages;
  }

  it('gives the same pages as skipping rows, for every sort, direction and module filter', async () => {
    // Pages from position 3 on are read from anchors (all but the page past the end).
    expect(await expectAnchoredPagesMatch()).toBeGreaterThan(100);
  });

  it('reads the anchors again after a write, so no page is stale', async () => {
    await expectAnchoredPagesMatch(); // anchors remembered for every list
    const [newest] = await t.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.orgId, orgId))
      .orderBy(sql`${uploads.createdAt} desc`)
      .limit(1);
    // A soft delete, an image added (its image-count position moves) and a new upload.
    await t.database.db
      .update(uploads)
      .set({ deletedAt: new Date() })
      .where(eq(uploads.id, newest!.id));
    await t.database.db
      .update(uploads)
      .set({ imageCount: sql`${uploads.imageCount} + 5` })
      .where(
        sql`${uploads.orgId} = ${orgId} and ${uploads.deletedAt} is null and ${uploads.subjectId} = 'S-3'`,
      );
    await createUpload(t.database.db, { orgId, subjectId: 'S-9', module: 18, images: 2 });
    expect(await expectAnchoredPagesMatch()).toBeGreaterThan(100);
  });
});
