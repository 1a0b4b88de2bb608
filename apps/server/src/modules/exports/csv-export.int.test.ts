import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, auditEvents, uploadImages } from '../../db/schema.js';
import { storedResult } from '../../test/factories.js';
import { databaseKinds, type TestContext } from '../../test/test-app.js';
import { RESULT_TEXTS } from '@dermadesk/contracts/result-texts';
import { textCell } from './csv-columns.js';
import { parseCsv } from './csv.fixture.js';
import { createExportsContext, type ExportUploads } from './exports.fixture.js';

const BOM = '\uFEFF';

describe.each(databaseKinds())('CSV export API (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  let ids: ExportUploads;
  beforeAll(async () => ({ t, headers, ids } = await createExportsContext(kind)));
  afterAll(() => t.close());

  const csv = (ids: number[]) =>
    t.app.inject({ method: 'POST', url: '/api/v1/exports/csv', headers, payload: { ids } });

  it('exports the selected live uploads as RFC 4180 CSV with a BOM, one row per image', async () => {
    const res = await csv([ids.easi, ids.plain, ids.formula, ids.deleted, ids.other, 999_999]);
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
    // The analysis' own cells; module, verdict and method by name (English without a language).
    expect(col('module_name')[0]).toBe('Redness');
    expect(col('module_name')[3]).toBe('EASI full body 27 image');
    expect(col('analysis_id')[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(new Set(col('analysis_id')).size).toBe(rows.length);
    expect(col('analysis_status')[0]).toBe('measured');
    expect(col('quality_verdict')[0]).toBe('good');
    expect(col('method_name')[0]).toBe(RESULT_TEXTS.en.measure.method['erythema-astar']);
    expect(col('method_version')[0]).toBe('1.0.0');
    expect(col('classification_status')[0]).toBe('not-applicable');
    expect(col('image_name')[0]).toBe('image-0.jpg');
  });

  it('quotes commas, quotes and new lines, and neutralises formula-like text', async () => {
    const text = (await csv([ids.plain, ids.formula])).rawPayload.toString('utf8');
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
    await csv([ids.plain]);
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
    const res = await csv([ids.other]);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.rawPayload.toString('utf8').slice(1))).toHaveLength(1);
    expect((await csv([])).statusCode).toBe(400);
  });

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
      (await csv([ids.formula])).rawPayload.toString('utf8').slice(1),
    );
    expect(header).toContain('quantity.lesionCount [px]');
    expect(header).not.toContain('quantity.papules [px]');
    // The selected image has no such quantity: an empty cell, not a zero.
    expect(rows.map((r) => r[header!.indexOf('quantity.lesionCount [px]')])).toEqual(['']);
  });

  it('writes the header row in words in the language asked for, and body sites and bands as names', async () => {
    await t.database.db
      .update(uploadImages)
      .set({ bodyPart: 'left-cheek' })
      .where(eq(uploadImages.uploadId, ids.formula));
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/v1/exports/csv?lang=fr',
      headers,
      payload: { ids: [ids.formula, ids.easi] },
    });
    expect(fr.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(fr.rawPayload.toString('utf8').slice(1));
    expect(header!.slice(0, 3)).toEqual(['ID de l’envoi', 'Envoyé le (UTC)', 'ID du sujet']);
    expect(header).toContain('Surface rouge (% de la peau visible)');
    expect(header).not.toContain('body_part');
    expect(header).not.toContain('quantity.erythemaAreaPercent [%]');
    const col = (name: string) => rows.map((r) => r[header!.indexOf(name)]);
    expect(col('Site corporel')[0]).toBe('Joue gauche');
    const band = col('Classe du score global').at(-1)!;
    // Without a language: the stable column keys, sites and bands by their English names.
    const [keys, ...plainRows] = parseCsv(
      (await csv([ids.formula, ids.easi])).rawPayload.toString('utf8').slice(1),
    );
    expect(plainRows[0]![keys!.indexOf('body_part')]).toBe('Left cheek');
    const englishBand = plainRows.at(-1)![keys!.indexOf('aggregate_band')]!;
    expect(englishBand).toMatch(/^(mild|moderate|severe)$/);
    expect(band).toBe(RESULT_TEXTS.fr.scoreBands[englishBand as 'mild']);
    expect(band).not.toBe(englishBand);
    // Module, quality verdict and method in French too, as the PDF writes them.
    expect(col('Module')).toEqual(['Rougeur', ...Array(4).fill('EASI corps entier 27 images')]);
    expect(col('Qualité de l’image')[0]).toBe(RESULT_TEXTS.fr.quality.verdictShort.pass);
    expect(col('Méthode d’analyse')[0]).toBe(RESULT_TEXTS.fr.measure.method['erythema-astar']);
    // Without `lang`, the names follow Accept-Language as the PDF's do; the header stays the keys.
    const negotiated = await t.app.inject({
      url: `/api/v1/exports/csv/${ids.plain}`,
      headers: { ...headers, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    const [keyRow, ...frRows] = parseCsv(negotiated.rawPayload.toString('utf8').slice(1));
    expect(keyRow![0]).toBe('upload_id');
    expect(frRows[0]![keyRow!.indexOf('quality_verdict')]).toBe('bonne');
    expect(frRows[0]![keyRow!.indexOf('module_name')]).toBe('Rougeur');
    const bad = await t.app.inject({ url: `/api/v1/exports/csv/${ids.plain}?lang=xx`, headers });
    expect(bad.statusCode).toBe(400);
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
});
