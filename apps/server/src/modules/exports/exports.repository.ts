import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, PooledDb } from '../../db/client.js';
import { analyses, moduleQuantityKeys, uploadImages, uploads, users } from '../../db/schema.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { FIXED_COLUMNS, type CellKind, type FixedColumn } from './csv-columns.js';

/** `a.result` (the stored analysis) and `ui.clinician_input`, as the CSV cells below use them. */
const analysisResult = sql`${analyses.result}`;
const clinician = sql`${uploadImages.clinicianInput}`;
/**
 * A JSON number as the JSON held it (our server wrote it, so in JavaScript's shortest form); any
 * other JSON type gives an empty cell, so a number column can never carry text.
 */
const jsonNumber = (value: SQL) =>
  sql`case when jsonb_typeof(${value}) = 'number' then (${value})::text end`;

type CalculatorCell = Extract<(typeof FIXED_COLUMNS)[number], { kind: 'calculator' }>['header'];
/** The calculator's JSON fills its columns (csvLine in csv-columns.ts), in place of the first. */
const CALCULATOR = FIXED_COLUMNS.flatMap((c, k) => (c.kind === 'calculator' ? [k] : []));
if (CALCULATOR.some((k, j) => k !== CALCULATOR[0]! + j))
  throw new Error('the calculator CSV columns must be adjacent in FIXED_COLUMNS');
const calculatorJson = sql`(${clinician}->'calculator')::text`;

/**
 * One SQL expression per fixed CSV column (csv-columns.ts), each printing its cell as text (or
 * null): the rows arrive as arrays of strings, with no per-row object, date or JSON parsing.
 */
const CSV_CELLS: Record<Exclude<FixedColumn, CalculatorCell>, SQL> = {
  upload_id: sql`${uploads.id}::text`,
  uploaded_at: sql`to_char(${uploads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  subject_id: sql`${uploads.subjectId}`,
  module: sql`${uploads.module}::text`,
  // By the upload's number, named in the export's language (the catalogue names every module).
  module_name: sql`${uploads.module}::text`,
  image_count: sql`${uploads.imageCount}::text`,
  // As displayName() (lib/display-name.ts): "first last" trimmed, else the e-mail.
  uploaded_by: sql`coalesce(nullif(btrim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.email})`,
  aggregate_instrument: sql`${uploads.aggregate}->'score'->>'instrument'`,
  aggregate_score: jsonNumber(sql`${uploads.aggregate}->'score'->'score'`),
  aggregate_band: sql`${uploads.aggregate}->'score'->'band'->>'label'`,
  image_id: sql`${uploadImages.id}::text`,
  image_name: sql`${uploadImages.imageName}`,
  body_part: sql`${uploadImages.bodyPart}`,
  analysis_id: sql`${analyses.id}::text`,
  analysis_status: sql`${analyses.status}`,
  quality_verdict: sql`${analysisResult}->'quality'->>'verdict'`,
  method_name: sql`${analysisResult}->'method'->>'name'`,
  method_version: sql`${analysisResult}->'method'->>'version'`,
  classification_status: sql`${analysisResult}->'classification'->>'status'`,
  clinician_concur: sql`case when jsonb_typeof(${clinician}->'concur') = 'boolean' then ${clinician}->>'concur' end`,
  clinician_instrument: sql`${clinician}->'calculator'->>'instrument'`,
  clinician_note: sql`${clinician}->>'note'`,
  user_comment: sql`${uploadImages.userComment}`,
};
/**
 * Names the CSV writes for what is stored as a code or an English label, in the export's language
 * (from the result-text catalogue): body sites, score bands, module names by number, quality
 * verdicts and measurement methods.
 */
export interface CsvNames {
  sites: Record<string, string>;
  bands: Record<string, string>;
  modules: Record<string, string>;
  verdicts: Record<string, string>;
  methods: Record<string, string>;
}

/** A stored slug or label by its name in `names` (one jsonb parameter), else as stored. */
const named = (value: SQL, names: Record<string, string>) =>
  sql`coalesce(${JSON.stringify(names)}::jsonb ->> (${value}), ${value})`;

/** The cells written by name: the stored code or label, looked up in the export's names. */
const NAMED: Partial<Record<FixedColumn, (names: CsvNames) => SQL>> = {
  body_part: (n) => named(CSV_CELLS.body_part, n.sites),
  aggregate_band: (n) => named(CSV_CELLS.aggregate_band, n.bands),
  quality_verdict: (n) => named(CSV_CELLS.quality_verdict, n.verdicts),
  method_name: (n) => named(CSV_CELLS.method_name, n.methods),
  module_name: (n) => named(CSV_CELLS.module_name, n.modules),
};

function fixedCell(header: Exclude<FixedColumn, CalculatorCell>, names: CsvNames): SQL {
  return NAMED[header]?.(names) ?? CSV_CELLS[header];
}

interface Cell {
  kind: CellKind;
  value: SQL;
  perUpload: boolean;
}

/** A cell as CSV text: text through csv_text() (migration 0010), numbers as printed, null empty. */
const csvCell = (c: Cell) =>
  c.kind === 'text' ? sql`csv_text(${c.value})` : sql`coalesce(${c.value}, '')`;
const joinCells = (cells: SQL[]) => sql.join(cells, sql` || ',' || `);

/**
 * The CSV rows of a batch of live uploads as three parts each: the cells before the clinician's
 * score, its calculator JSON, and the cells after it (csvLine in csv-columns.ts). The database
 * writes the cells; each run of an upload's own cells is written once per upload in a fenced
 * subquery (`offset 0`) and repeated on its images' rows, instead of once per image.
 */
function csvRowsQuery(
  orgId: OrgId,
  live: SQL | undefined,
  ids: readonly number[],
  quantityKeys: readonly string[],
  names: CsvNames,
) {
  const cells: Cell[] = [
    ...FIXED_COLUMNS.flatMap((c, k): Cell[] => {
      if (c.kind === 'calculator')
        return k === CALCULATOR[0]
          ? [{ kind: 'calculator', value: calculatorJson, perUpload: false }]
          : [];
      return [
        { kind: c.kind, value: fixedCell(c.header, names), perUpload: c.source === 'upload' },
      ];
    }),
    ...quantityKeys.map((key) => ({
      kind: 'number' as const,
      value: jsonNumber(sql`${analysisResult}->'quantities'->${key}->'value'`),
      perUpload: false,
    })),
  ];
  const uploadRuns: SQL[] = [];
  const line = (part: readonly Cell[]) => {
    const pieces: SQL[] = [];
    for (let i = 0; i < part.length;) {
      if (!part[i]!.perUpload) {
        pieces.push(csvCell(part[i++]!));
        continue;
      }
      let end = i;
      while (end < part.length && part[end]!.perUpload) end++;
      const run = sql.identifier(`cells${uploadRuns.length}`);
      uploadRuns.push(sql`${joinCells(part.slice(i, end).map(csvCell))} as ${run}`);
      pieces.push(sql`u.${run}`);
      i = end;
    }
    return pieces;
  };
  const at = cells.findIndex((c) => c.kind === 'calculator');
  const before = line(cells.slice(0, at));
  const after = line(cells.slice(at + 1));
  return sql`
    select ${joinCells(before)} || ',', ${cells[at]!.value},
      ${after.length ? sql`',' || ${joinCells(after)}` : sql`''`}
    from (
      select ${uploads.id} as id, ${sql.join(uploadRuns, sql`, `)}
      from ${uploads} left join ${users} on ${users.id} = ${uploads.createdBy}
      where ${live} and ${inIds(uploads.id, ids)}
      offset 0
    ) u
    join ${uploadImages} on ${uploadImages.uploadId} = u.id and ${uploadImages.orgId} = ${orgId}
    join ${analyses} on ${analyses.id} = ${uploadImages.analysisId}
    order by u.id, ${uploadImages.id}`;
}

const dialect = new PgDialect();

/**
 * `column` is one of `ids`. The range lets PostgreSQL read only that stretch of the index; the
 * list alone (`= any`) made it scan the organisation's every upload for each batch.
 */
function inIds(column: AnyPgColumn, ids: readonly number[]) {
  let low = Infinity;
  let high = -Infinity;
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  return sql`${column} between ${low} and ${high} and ${column} = any(${`{${ids.join(',')}}`}::bigint[])`;
}

/**
 * The CSV export's bulk reads of an organisation's live uploads (the report formats read one
 * upload through the clinical record); deleted uploads are never read.
 */
export function createExportsRepository(db: Db, orgId: OrgId) {
  const live = and(eq(uploads.orgId, orgId), isNull(uploads.deletedAt));

  return {
    /** Of the given ids, those that are this organisation's live uploads, ascending. */
    async liveIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(live, inIds(uploads.id, ids)))
        .orderBy(asc(uploads.id));
      return rows.map((r) => r.id);
    },

    /**
     * The quantity keys (with their units) the organisation's analyses of the uploads' modules
     * have recorded (kept per module by a trigger, migration 0010): the CSV's last columns, the
     * same for every export of those modules, found without reading the analyses.
     */
    async quantityKeys(ids: readonly number[]): Promise<{ key: string; units: string[] }[]> {
      if (ids.length === 0) return [];
      const modules = db
        .selectDistinct({ module: uploads.module })
        .from(uploads)
        .where(and(live, inIds(uploads.id, ids)));
      return db
        .select({
          key: moduleQuantityKeys.key,
          units: sql<
            string[]
          >`array_agg(distinct ${moduleQuantityKeys.unit} order by ${moduleQuantityKeys.unit})`,
        })
        .from(moduleQuantityKeys)
        .where(
          and(eq(moduleQuantityKeys.orgId, orgId), inArray(moduleQuantityKeys.module, modules)),
        )
        .groupBy(moduleQuantityKeys.key)
        .orderBy(sql`${moduleQuantityKeys.key} collate "C"`);
    },

    /**
     * The images of a batch of live uploads (ascending ids), by upload then image id, as CSV
     * line parts: the cells before the clinician's score, its calculator JSON, and the cells after
     * it (csvLine in csv-columns.ts). Read through the pool in array mode: Drizzle's per-row
     * mapping was the export's largest cost.
     */
    async csvRows(
      ids: readonly number[],
      quantityKeys: readonly string[],
      names: CsvNames,
    ): Promise<[before: string, calculator: string | null, after: string][]> {
      if (ids.length === 0) return [];
      const query = dialect.sqlToQuery(csvRowsQuery(orgId, live, ids, quantityKeys, names));
      const res = await (db as PooledDb).$client.query<[string, string | null, string]>({
        text: query.sql,
        values: query.params,
        rowMode: 'array',
      });
      return res.rows;
    },
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;
