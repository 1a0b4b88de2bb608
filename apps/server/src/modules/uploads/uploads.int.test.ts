import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { createUpload } from '../../test/factories.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

describe.each(databaseKinds())('history API (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    const base = Date.UTC(2026, 0, 1);
    const rows: [string, number, number][] = [
      ['PT-100', 7, 1],
      ['pt-101', 2, 3],
      ['AB_1', 7, 2],
      ['AB%1', 18, 4],
      ['ZED', 8, 1],
      ['PT-102', 2, 2],
    ];
    for (const [i, [subjectId, module, images]] of rows.entries()) {
      const u = await createUpload(t.database.db, {
        orgId: t.orgIds.clinic,
        createdBy: t.userIds.ana,
        subjectId,
        module,
        images,
        createdAt: new Date(base + i * 3_600_000),
      });
      ids[subjectId] = u.id;
    }
    await createUpload(t.database.db, { orgId: t.orgIds.northside, subjectId: 'PT-999' });
  });
  afterAll(() => t.close());

  const list = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/uploads/get-uploads', headers, payload: body });
  const subjects = async (body: Record<string, unknown>) =>
    (await list(body)).json().data.items.map((i: { subjectId: string }) => i.subjectId);

  it('lists newest first by default with the total for the pager', async () => {
    const res = await list({ start: 0, length: 10 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(6);
    expect(data.items[0]).toMatchObject({
      subjectId: 'PT-102',
      module: 2,
      imageCount: 2,
      uploadedBy: 'Ana Nguyen',
    });
    expect(data.items.map((i: { subjectId: string }) => i.subjectId)).not.toContain('PT-999');
    // Each view of the list is audited, with who viewed it and in which organisation.
    const views = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.recordType, 'upload-list'), eq(auditEvents.orgId, t.orgIds.clinic)),
      );
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ action: 'view', userId: t.userIds.ana });
  });

  it('pages at the edges', async () => {
    expect(await subjects({ start: 0, length: 2 })).toEqual(['PT-102', 'ZED']);
    expect(await subjects({ start: 4, length: 2 })).toEqual(['pt-101', 'PT-100']);
    const beyond = (await list({ start: 60, length: 10 })).json().data;
    expect(beyond).toEqual({ items: [], total: 6 });
    expect((await list({ start: 0, length: 101 })).statusCode).toBe(400);
    expect((await list({ start: -1, length: 10 })).statusCode).toBe(400);
    expect((await list({ start: 0, length: 10, column: 'password' })).statusCode).toBe(400);
  });

  it('sorts on every column in both directions', async () => {
    expect(await subjects({ column: 'id', direction: 'asc' })).toEqual([
      'PT-100',
      'pt-101',
      'AB_1',
      'AB%1',
      'ZED',
      'PT-102',
    ]);
    expect(await subjects({ column: 'createdAt', direction: 'asc' })).toEqual([
      'PT-100',
      'pt-101',
      'AB_1',
      'AB%1',
      'ZED',
      'PT-102',
    ]);
    expect(await subjects({ column: 'subjectId', direction: 'asc' })).toEqual([
      'AB%1',
      'AB_1',
      'PT-100',
      'pt-101',
      'PT-102',
      'ZED',
    ]);
    expect(await subjects({ column: 'subjectId', direction: 'desc' })).toEqual([
      'ZED',
      'PT-102',
      'pt-101',
      'PT-100',
      'AB_1',
      'AB%1',
    ]);
    expect(await subjects({ column: 'module', direction: 'asc' })).toEqual([
      'pt-101',
      'PT-102',
      'PT-100',
      'AB_1',
      'ZED',
      'AB%1',
    ]);
    expect(await subjects({ column: 'imageCount', direction: 'desc' })).toEqual([
      'AB%1',
      'pt-101',
      'PT-102',
      'AB_1',
      'ZED',
      'PT-100',
    ]);
  });

  it('searches subject IDs by any part, case-insensitively, with SQL wildcards taken literally, and ids exactly', async () => {
    expect(await subjects({ keyword: 'pt-10', column: 'subjectId', direction: 'asc' })).toEqual([
      'PT-100',
      'pt-101',
      'PT-102',
    ]);
    // The middle or the end of an ID, long enough for the trigram index and shorter than it.
    expect(await subjects({ keyword: 'T-10', column: 'subjectId', direction: 'asc' })).toEqual([
      'PT-100',
      'pt-101',
      'PT-102',
    ]);
    expect(await subjects({ keyword: '-101' })).toEqual(['pt-101']);
    expect(await subjects({ keyword: 'ed' })).toEqual(['ZED']);
    expect(await subjects({ keyword: 'B_', column: 'id', direction: 'asc' })).toEqual(['AB_1']);
    expect((await list({ keyword: '_1' })).json().data.total).toBe(1);
    expect((await list({ keyword: 'T-99' })).json().data.total).toBe(0); // another organisation's
    // The organisation-led trigram index is there on both databases (PGlite loads pg_trgm and
    // btree_gin), and the one it replaced is gone.
    const indexes = await t.database.db.execute(
      sql`select 1 from pg_indexes where indexname in ('uploads_org_subject_trgm_idx', 'uploads_subject_trgm_idx')`,
    );
    expect(indexes.rows).toHaveLength(1);
    expect(await subjects({ keyword: 'AB_' })).toEqual(['AB_1']);
    expect(await subjects({ keyword: 'AB%' })).toEqual(['AB%1']);
    expect(await subjects({ keyword: "'; drop table uploads; --" })).toEqual([]);
    expect(await subjects({ keyword: String(ids.ZED) })).toEqual(['ZED']);
  });

  it('filters by several modules at once', async () => {
    expect(await subjects({ modules: [2, 18], column: 'id', direction: 'asc' })).toEqual([
      'pt-101',
      'AB%1',
      'PT-102',
    ]);
    // In date order each module's rows are merged: a repeated module must not repeat its rows.
    expect(await subjects({ modules: [18, 2, 18] })).toEqual(['PT-102', 'AB%1', 'pt-101']);
    expect((await list({ modules: [2], keyword: 'pt-101' })).json().data.total).toBe(1);
    expect((await list({ modules: [2, 18], keyword: 'pt-10' })).json().data.total).toBe(2);
    expect((await list({ modules: [18], keyword: 'pt-101' })).json().data.total).toBe(0);
    // The trigram index holds the module, so a keyword with a module filter reads only its matches.
    const [trigram] = (
      await t.database.db.execute<{ indexdef: string }>(
        sql`select indexdef from pg_indexes where indexname = 'uploads_org_subject_trgm_idx'`,
      )
    ).rows;
    expect(trigram?.indexdef).toMatch(/ARRAY\[module\]/);
    // Without a keyword the totals come from the per-module counts the triggers keep.
    expect((await list({ modules: [2, 18] })).json().data.total).toBe(3);
    expect((await list({ modules: [18], start: 50 })).json().data).toEqual({ items: [], total: 1 });
    expect((await list({ modules: [999] })).json().data).toEqual({ items: [], total: 0 });
  });

  it('shows one upload with its images and refuses other organisations', async () => {
    const url = `/api/v1/uploads/get-uploads/${ids['pt-101']}`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { start: 0, length: 2, column: 'id', direction: 'desc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail.upload).toMatchObject({
      subjectId: 'pt-101',
      module: 2,
      imageCount: 3,
      aggregate: null,
    });
    expect(detail.images.total).toBe(3);
    expect(detail.images.items.map((i: { imageName: string }) => i.imageName)).toEqual([
      'image-2.jpg',
      'image-1.jpg',
    ]);
    expect(detail.images.items[0].analysis.result.quantities.erythemaAreaPercent.value).toBe(12);
    const searched = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { keyword: 'forearm' },
    });
    expect(searched.json().data.images.total).toBe(1);

    const other = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.northside };
    expect(
      (await t.app.inject({ method: 'POST', url, headers: other, payload: {} })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/uploads/${ids['pt-101']}`,
          headers: other,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('stores a clinician comment only when comments are allowed', async () => {
    const url = `/api/v1/uploads/get-uploads/${ids.ZED}`;
    const imageId = (await t.app.inject({ method: 'POST', url, headers, payload: {} })).json().data
      .images.items[0].id;
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/image/${imageId}`,
      headers,
      payload: { userResult: 'agree' },
    });
    expect(off.statusCode).toBe(403);
    await t.database.db.execute(
      sql`insert into remote_config (key, value) values ('ALLOW_USER_COMMENT', 'true')`,
    );
    try {
      const on = await t.app.inject({
        method: 'POST',
        url: `/api/v1/uploads/image/${imageId}`,
        headers,
        payload: { userResult: 'Looks like the March photo.' },
      });
      expect(on.statusCode).toBe(200);
      const image = (await t.app.inject({ method: 'POST', url, headers, payload: {} })).json().data
        .images.items[0];
      expect(image.userComment).toBe('Looks like the March photo.');
      expect(image.analysis.result.status).toBe('measured'); // AI output untouched
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/uploads/image/999999',
            headers,
            payload: { userResult: 'x' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await t.database.db.execute(sql`delete from remote_config where key = 'ALLOW_USER_COMMENT'`);
    }
  });

  it('deletes softly: gone from lists and pages at once, recorded in the audit log', async () => {
    const id = ids['PT-100'];
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(await subjects({ length: 100 })).not.toContain('PT-100');
    // Searched by its id it is gone too (other subject IDs may contain the digits).
    const byId = (await list({ keyword: String(id), length: 100 })).json().data.items;
    expect(byId.map((i: { id: number }) => i.id)).not.toContain(id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/uploads/get-uploads/${id}`,
          headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${id}`, headers })).statusCode,
    ).toBe(404);
    const audit = await t.app.inject({
      url: `/api/v1/orgs/${t.orgIds.clinic}/audit-events?action=delete`,
      headers,
    });
    expect(audit.json().data.items[0]).toMatchObject({
      recordType: 'upload',
      recordId: String(id),
    });
  });
});
