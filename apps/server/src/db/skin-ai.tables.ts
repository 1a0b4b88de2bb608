// Tables of Skin AI: analyses, attached models, saved uploads and their images.
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orgIdColumn, users } from './platform.tables.js';

/** One analysed image: the stored derivative, the overlays and the engine's result. */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    module: integer('module').notNull(),
    bodyPart: text('body_part'),
    status: text('status', { enum: ['measured', 'rejected-by-quality-gate'] }).notNull(),
    /** Blob key of the metadata-free, oriented JPEG derivative. */
    imageKey: text('image_key').notNull(),
    /** Overlay names; each is a PNG blob under the analysis' folder. */
    overlayNames: text('overlay_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The engine's result with overlay pixels removed (they live in blobs). */
    result: jsonb('result').notNull(),
    /**
     * Its CSV export cells analysis_id … classification_status (docs/csv-export.md), written by
     * the database when the analysis is stored, so an export does not extract them from the JSON
     * for every row (csv_text(): migration 0010; decision 006).
     */
    csvCells: text('csv_cells')
      .notNull()
      .generatedAlwaysAs(
        sql`csv_text(id::text) || ',' || csv_text(status) || ',' || csv_text(result->'quality'->>'verdict') || ',' || csv_text(result->'method'->>'name') || ',' || csv_text(result->'method'->>'version') || ',' || csv_text(result->'classification'->>'status')`,
      ),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('analyses_org_created_idx').on(t.orgId, t.createdAt)],
);

/**
 * The measured quantities (key and unit) an organisation's analyses of each module have recorded,
 * kept by a statement trigger on `analyses` (migration 0010): the CSV export's quantity columns
 * for the exported modules, without reading every exported analysis twice.
 */
export const moduleQuantityKeys = pgTable(
  'module_quantity_keys',
  {
    orgId: orgIdColumn(),
    module: integer('module').notNull(),
    key: text('key').notNull(),
    unit: text('unit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.module, t.key, t.unit] })],
);

/** An organisation's trained model for one module: an HTTP endpoint or an uploaded ONNX file. */
export const orgModels = pgTable(
  'org_models',
  {
    orgId: orgIdColumn(),
    module: integer('module').notNull(),
    kind: text('kind', { enum: ['http', 'onnx'] }).notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    /** http: { url, labels?, timeoutMs }; onnx: the manifest. */
    settings: jsonb('settings').notNull(),
    /** The ONNX file's blob key (onnx only). */
    blobKey: text('blob_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.module] })],
);

/** A saved piece of work: one subject, one module, one or more analysed images. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: orgIdColumn(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    subjectId: text('subject_id').notNull(),
    module: integer('module').notNull(),
    /** Kept with the upload so the history list needs no join or count per row. */
    imageCount: integer('image_count').notNull().default(0),
    /** Multi-image modules: the server-computed score, the clinician's input and the suggestions. */
    aggregate: jsonb('aggregate'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    /** Set when the retention job has removed the stored images of a deleted upload. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    // History sorts and filters within one organisation; each sortable column gets an index
    // led by org_id (deleted rows excluded) so a page is an index range scan, not a sort.
    index('uploads_org_created_idx')
      .on(t.orgId, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_org_id_idx')
      .on(t.orgId, t.id)
      .where(sql`deleted_at is null`),
    // A subject search matches any part of the ID (LIKE '%part%'): a trigram index led by the
    // organisation (btree_gin) reads only this organisation's rows holding the part's trigrams;
    // without org_id it read every organisation's matches and dropped them at the heap (a common
    // part: 28 000 rows read for 300 kept, 33 ms against 3.7 ms). The module, as a one-element
    // array (GIN answers `&&`, not `= any`), lets a module filter narrow the index read too
    // (2 700 of 3 000 rows read then dropped: 4.1 ms against 0.9 ms). Decision 006, "Substring
    // search"; created only where pg_trgm and btree_gin exist (migrations 0012, 0028, 0029).
    index('uploads_org_subject_trgm_idx')
      .using('gin', t.orgId, sql`(array[${t.module}])`, sql`lower(${t.subjectId}) gin_trgm_ops`)
      .where(sql`deleted_at is null`),
    // A keyword of one or two characters has no trigram: this index holds every one- and
    // two-character part of each subject ID, prefixed with its organisation ('<org>:77'), so
    // such a search reads only the organisation's matching rows (migration 0024).
    index('uploads_subject_short_idx')
      .using('gin', sql`subject_short_parts(${t.orgId}, ${t.subjectId})`)
      .where(sql`deleted_at is null`),
    // ORDER BY lower(subject_id) reads this index, or every sorted page sorts the whole
    // organisation (decision 006).
    index('uploads_org_subject_sort_idx')
      .on(t.orgId, sql`lower(${t.subjectId})`, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_org_module_idx')
      .on(t.orgId, t.module, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_org_images_idx')
      .on(t.orgId, t.imageCount, t.id)
      .where(sql`deleted_at is null`),
    index('uploads_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null and purged_at is null`),
  ],
);

/**
 * Live uploads per organisation and module, kept by statement-level triggers on `uploads`
 * (migrations 0006, 0008, 0009): the history list reads its total here, summed over the
 * organisation's modules or the filtered ones, instead of counting every row. `changes` counts
 * every row written (insert, update, delete): its sum tells the list whether the page anchors it
 * remembers still hold (history-anchors.ts).
 */
export const orgUploadCounts = pgTable(
  'org_upload_counts',
  {
    orgId: orgIdColumn(),
    module: integer('module').notNull(),
    live: bigint('live', { mode: 'number' }).notNull().default(0),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.module] })],
);

/**
 * Live uploads per organisation and one- or two-character part of the subject ID (lower-cased,
 * the parts uploads_subject_short_idx holds), kept by statement-level triggers on `uploads`
 * (migration 0030). A history search that short reads its total here instead of visiting every
 * match (2 800 rows of a busy organisation for '77'), and with the total known its first pages
 * walk the sort index (history-list.query.ts).
 */
export const subjectPartCounts = pgTable(
  'subject_part_counts',
  {
    orgId: orgIdColumn(),
    part: text('part').notNull(),
    live: bigint('live', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.part] })],
);

/** One image of an upload: the server's analysis plus the clinician's input, kept apart. */
export const uploadImages = pgTable(
  'upload_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id),
    imageName: text('image_name').notNull().default(''),
    bodyPart: text('body_part'),
    /** What the clinician entered or changed (calculator grades, concurrence); never AI output. */
    clinicianInput: jsonb('clinician_input')
      .notNull()
      .default(sql`'{}'::jsonb`),
    userComment: text('user_comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_images_upload_idx').on(t.uploadId),
    uniqueIndex('upload_images_analysis_idx').on(t.analysisId),
  ],
);

/**
 * Each amendment of a saved calculator input: the version it replaced and the one it stored,
 * with who and when (the current version is also the upload's aggregate or its image's input, so
 * reads need no join). Rows are never updated; they go with their upload.
 */
export const uploadAmendments = pgTable(
  'upload_amendments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    instrument: text('instrument').notNull(),
    previousInput: jsonb('previous_input').notNull(),
    input: jsonb('input').notNull(),
    previousScore: doublePrecision('previous_score'),
    score: doublePrecision('score'),
    amendedBy: uuid('amended_by').references(() => users.id, { onDelete: 'set null' }),
    amendedAt: timestamp('amended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_amendments_upload_idx').on(t.orgId, t.uploadId, t.id)],
);
