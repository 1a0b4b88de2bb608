import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyses, orgs, uploadImages, uploads, users } from '../../db/schema.js';

/** One image row of a CSV export: only the fields the columns need, JSON picked apart in SQL. */
export interface CsvImageRow {
  uploadId: number;
  createdAt: Date;
  subjectId: string;
  module: number;
  imageCount: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  aggregateInstrument: string | null;
  aggregateScore: number | null;
  aggregateBand: string | null;
  imageId: number;
  imageName: string;
  bodyPart: string | null;
  analysisId: string;
  moduleName: string | null;
  status: string;
  qualityVerdict: string | null;
  methodName: string | null;
  methodVersion: string | null;
  classificationStatus: string | null;
  clinicianInput: unknown;
  userComment: string | null;
  quantities: Record<string, { value: number | null; unit: string }> | null;
}

/** Reads an organisation's live uploads for exports; deleted uploads are never read. */
export function createExportsRepository(db: Db, orgId: string) {
  const live = and(eq(uploads.orgId, orgId), isNull(uploads.deletedAt));

  return {
    /** Of the given ids, those that are this organisation's live uploads, ascending. */
    async liveIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(live, sql`${uploads.id} = any(${`{${ids.join(',')}}`}::bigint[])`))
        .orderBy(asc(uploads.id));
      return rows.map((r) => r.id);
    },

    /** Quantity keys (with their units) present in the uploads' analyses: the CSV's last columns. */
    async quantityKeys(ids: readonly number[]): Promise<{ key: string; units: string[] }[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ key: string; units: string[] }>(sql`
        select q.key, array_agg(distinct coalesce(q.value->>'unit', '')) as units
        from ${uploadImages} ui
        join ${analyses} a on a.id = ui.analysis_id
        cross join lateral jsonb_each(coalesce(a.result->'quantities', '{}'::jsonb)) q
        where ui.org_id = ${orgId}
          and ui.upload_id = any(${`{${ids.join(',')}}`}::bigint[])
        group by q.key
        order by q.key collate "C"`);
      return result.rows;
    },

    /** The images of a batch of live uploads (ascending ids), by upload then image id. */
    async csvRows(ids: readonly number[]): Promise<CsvImageRow[]> {
      if (ids.length === 0) return [];
      const idList = `{${ids.join(',')}}`;
      return db
        .select({
          uploadId: uploads.id,
          createdAt: uploads.createdAt,
          subjectId: uploads.subjectId,
          module: uploads.module,
          imageCount: uploads.imageCount,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          aggregateInstrument: sql<string | null>`${uploads.aggregate}->'score'->>'instrument'`,
          aggregateScore: sql<
            number | null
          >`(${uploads.aggregate}->'score'->>'score')::double precision`,
          aggregateBand: sql<string | null>`${uploads.aggregate}->'score'->'band'->>'label'`,
          imageId: uploadImages.id,
          imageName: uploadImages.imageName,
          bodyPart: uploadImages.bodyPart,
          analysisId: analyses.id,
          moduleName: sql<string | null>`${analyses.result}->'module'->>'name'`,
          status: analyses.status,
          qualityVerdict: sql<string | null>`${analyses.result}->'quality'->>'verdict'`,
          methodName: sql<string | null>`${analyses.result}->'method'->>'name'`,
          methodVersion: sql<string | null>`${analyses.result}->'method'->>'version'`,
          classificationStatus: sql<string | null>`${analyses.result}->'classification'->>'status'`,
          clinicianInput: uploadImages.clinicianInput,
          userComment: uploadImages.userComment,
          quantities: sql<CsvImageRow['quantities']>`${analyses.result}->'quantities'`,
        })
        .from(uploads)
        .innerJoin(
          uploadImages,
          and(eq(uploadImages.uploadId, uploads.id), eq(uploadImages.orgId, orgId)),
        )
        .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
        .leftJoin(users, eq(users.id, uploads.createdBy))
        .where(and(live, sql`${uploads.id} = any(${idList}::bigint[])`))
        .orderBy(asc(uploads.id), asc(uploadImages.id));
    },

    /** One live upload with its creator's name and the clinic's, for a report. */
    async upload(id: number) {
      const [row] = await db
        .select({
          upload: uploads,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          clinic: orgs.name,
        })
        .from(uploads)
        .innerJoin(orgs, eq(orgs.id, uploads.orgId))
        .leftJoin(users, eq(users.id, uploads.createdBy))
        .where(and(live, eq(uploads.id, id)));
      return row;
    },

    /** All images of an upload with their stored analyses, in saving order. */
    async images(uploadId: number) {
      return db
        .select({ image: uploadImages, analysis: analyses })
        .from(uploadImages)
        .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
        .where(and(eq(uploadImages.orgId, orgId), eq(uploadImages.uploadId, uploadId)))
        .orderBy(asc(uploadImages.id));
    },
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;
