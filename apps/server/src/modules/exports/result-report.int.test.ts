import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { hasPoppler, pdfText, poppler, renderFirstPage } from './pdf-inspection.fixture.js';
import { parseCsv } from './csv.fixture.js';

/** Skin with a dozen papule-sized red spots, so the acne module has candidates to ring. */
async function acnePhoto() {
  const spots = Array.from(
    { length: 12 },
    (_, i) => `<circle cx="${120 + (i % 4) * 170}" cy="${140 + Math.floor(i / 4) * 160}" r="11"/>`,
  ).join('');
  const svg = `<svg width="800" height="600" xmlns="http://www.w3.org/2000/svg">
    <rect width="100%" height="100%" fill="rgb(224,172,140)"/>
    <g fill="rgb(196,70,70)">${spots}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** GAGS as the clinician entered it: 2·2 + 2·3 + 2·2 + 1 + 1 + 3·0 = 16, mild (Doshi 1997). */
const GAGS = {
  instrument: 'gags',
  input: {
    regions: { forehead: 2, rightCheek: 3, leftCheek: 2, nose: 1, chin: 1, chestUpperBack: 0 },
  },
};

describe.each(databaseKinds())('the report and CSV of a single-image result (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  let uploadId: number;
  /** Analysed and saved through the API, as the workspace does; the upload id. */
  const analyseAndSave = async (module: string, bodyPart: string, result: unknown) => {
    const photo = multipart(
      { Module: module, BodyPart: bodyPart },
      { name: 'face.jpg', data: await acnePhoto() },
    );
    const analysed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/analyze',
      headers: { ...headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(analysed.statusCode, analysed.body).toBe(201);
    const save = multipart({
      SubjectId: 'ACNE-7',
      Module: module,
      ImageId: analysed.json().data.analysisId,
      ImageName: 'face.jpg',
      Result: JSON.stringify(result),
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/predicts/widget-result',
      headers: { ...headers, ...save.headers },
      payload: save.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data as number;
  };
  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    uploadId = await analyseAndSave('2', 'forehead', {
      concur: true,
      note: 'Papules, forehead',
      calculator: GAGS,
    });
  });
  afterAll(() => t.close());

  const pdf = (lang: string, id = uploadId) =>
    t.app.inject({ url: `/api/v1/exports/${id}?lang=${lang}`, headers });

  it('serves the grades as entered and the score the server recomputed on the result', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/get-uploads/${uploadId}`,
      headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data.images.items[0];
    expect(image.clinicianCalculator.entries.slice(0, 3)).toEqual([
      { group: null, field: 'forehead', value: 2 },
      { group: null, field: 'rightCheek', value: 3 },
      { group: null, field: 'leftCheek', value: 2 },
    ]);
    expect(image.clinicianCalculator.score).toMatchObject({
      instrument: 'GAGS',
      status: 'complete',
      score: 16,
      maxScore: 44,
      band: { label: 'mild' },
    });
  });

  it('renders one page in English: clinic, subject, key figure, grades, score and band', async () => {
    const res = await pdf('en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const phrase of [
      'Demo Clinic',
      'Skin analysis result',
      '2 – Acne',
      'ACNE-7',
      'Ana Nguyen',
      'Key figures',
      // The module's headline figure, in the catalogue's words (not the engine's).
      'Inflammatory lesion candidates',
      'Clinician’s assessment',
      'GAGS 16 / 44',
      'Formula: GAGS = Σ factor × grade of the most severe lesion',
      'mild',
      'Agrees with the result: Yes',
      'Note: Papules, forehead',
      'red-blob-candidates',
      'Image quality:',
      'Page 1 of 1',
    ])
      expect(text).toContain(phrase);
    // Each grade beside its region.
    for (const grade of ['Forehead 2', 'Right cheek 3', 'Left cheek 2', 'Nose 1', 'Chin 1'])
      expect(text).toContain(grade);
  });

  it('writes it in French, numbers and all', async () => {
    const text = await pdfText((await pdf('fr')).rawPayload);
    for (const phrase of [
      'Résultat d’analyse cutanée',
      'ID du sujet',
      'Évaluation du clinicien',
      'GAGS 16 / 44',
      'Formule: GAGS = Σ facteur × grade de la lésion la plus sévère',
      'D’accord avec le résultat: Oui',
      'Méthode et mise en garde',
      'léger',
      'Front 2',
      'Joue droite 3',
      '2 – Acné',
      'Page 1 sur 1',
    ])
      expect(text).toContain(phrase);
    expect(text).not.toContain('Skin analysis result');
  });

  it('prints a grid calculator in whole words, regions from head to feet, in French', async () => {
    const grades = { area: 3, erythema: 2, edema: 1.5, excoriation: 1, lichenification: 2.5 };
    // Entered feet first: the report still reads from the head down.
    const regions = { lowerLimbs: grades, trunk: grades, upperLimbs: grades, headNeck: grades };
    const id = await analyseAndSave('3', 'left-forearm', {
      calculator: { instrument: 'easi', input: { ageYears: 30, regions } },
    });
    const text = await pdfText((await pdf('fr', id)).rawPayload);
    // 'Lichénificatio-n' when the column was narrower than the word.
    expect(text).toContain('Lichénification');
    expect(text).toContain('Formule: EASI = Σ p·(érythème + œdème');
    const grid = text.slice(text.indexOf('Évaluation du clinicien'));
    const rows = ['Tête et cou', 'Membres supérieurs', 'Tronc', 'Membres inférieurs'].map((r) =>
      grid.indexOf(r),
    );
    expect(rows).not.toContain(-1);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
  });

  it.skipIf(!hasPoppler)('prints the photo with its overlay on one A4 page', async () => {
    const res = await pdf('vi');
    expect(poppler('pdfinfo', ['-'], res.rawPayload)).toMatch(/Pages:\s+1\n/);
    const images = poppler('pdfimages', ['-list', '-'], res.rawPayload);
    expect(images.trim().split('\n').slice(2)).toHaveLength(1);
    const page = await renderFirstPage(res.rawPayload);
    expect(page.width / 50).toBeCloseTo(8.27, 1);
  });

  it('exports the calculator, its score, band and each grade in the CSV', async () => {
    const res = await t.app.inject({ url: `/api/v1/exports/csv/${uploadId}`, headers });
    const [header, row] = parseCsv(res.body.slice(1));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('clinician_instrument')).toBe('gags');
    expect(cell('clinician_score')).toBe('16');
    expect(cell('clinician_band')).toBe('mild');
    expect(cell('clinician_grades')).toBe(
      'forehead=2; rightCheek=3; leftCheek=2; nose=1; chin=1; chestUpperBack=0',
    );
  });
});
