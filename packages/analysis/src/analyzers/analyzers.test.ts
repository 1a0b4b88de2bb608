import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  canvas,
  ellipse,
  encode,
  line,
  paint,
  prng,
  rect,
  type Canvas,
} from '../testing/synthetic.js';
import { analyzeImage, classifyImage, type AnalyzeOptions } from './analyze.js';
import { UnknownModuleError } from './registry.js';

const value = (r: { quantities: Record<string, { value: number | null }> }, k: string) => {
  const v = r.quantities[k]?.value;
  if (v === null || v === undefined) throw new Error(`${k} missing`);
  return v;
};
const run = async (cv: Canvas, o: AnalyzeOptions) => analyzeImage(await encode(cv, 'jpeg'), o);

/** Non-overlapping random centres with a minimum spacing. */
function scatter(n: number, w: number, h: number, margin: number, spacing: number, seed: number) {
  const rnd = prng(seed);
  const pts: [number, number][] = [];
  while (pts.length < n) {
    const x = margin + rnd() * (w - 2 * margin);
    const y = margin + rnd() * (h - 2 * margin);
    if (pts.every(([a, b]) => Math.hypot(a - x, b - y) > spacing)) pts.push([x, y]);
  }
  return pts;
}

describe('redness (7) and EASI/PASI area (3, 6)', () => {
  const cv = canvas(800, 600);
  const truth = (100 * paint(cv, ellipse(400, 300, 230, 155.4), [200, 90, 90])) / (800 * 600);

  it('measures a red ellipse covering 23.4 % within ±1.5 percentage points', async () => {
    expect(truth).toBeCloseTo(23.4, 1);
    const r = await run(cv, { module: 7 });
    expect(r.status).toBe('measured');
    expect(Math.abs(value(r, 'erythemaAreaPercent') - truth)).toBeLessThan(1.5);
    expect(value(r, 'deltaAStarMean')).toBeGreaterThan(15);
    expect(r.method).toMatchObject({ name: 'erythema-astar', version: '1.2.0' });
    expect(r.classification.status).toBe('not-applicable');
    const heat = r.overlays.find((o) => o.name === 'erythema-heatmap')!;
    const meta = await sharp(heat.png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels, meta.exif]).toEqual([
      'png',
      r.geometry.workingWidth / 2,
      r.geometry.workingHeight / 2,
      4,
      undefined,
    ]);
    // Only the red patch is tinted: the skin around it (a corner) is left as photographed.
    const { data, info } = await sharp(heat.png).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect([alpha(info.width >> 1, info.height >> 1), alpha(10, 10)]).toEqual([170, 0]);
    expect(heat.legend).toMatchObject({ type: 'scale', lo: 5, hi: 25, unit: 'Δa*' });
    expect(r.overlays.find((o) => o.name === 'erythema-mask')?.legend).toEqual({
      type: 'colour',
      colour: [255, 0, 0],
      outline: [20, 20, 20],
    });
    expect(r.geometry).toMatchObject({
      originalWidth: 800,
      originalHeight: 600,
      workingWidth: 768,
    });
    expect(r.geometry.scale).toBeCloseTo(800 / 768, 6);
  });

  it('suggests the area grade for the photographed region, never intensity grades', async () => {
    const easi = await run(cv, { module: 3, bodyPart: 'upper back' });
    expect(easi.suggestions).toEqual([
      expect.objectContaining({ target: 'easi.regions.trunk.area', value: 2, validated: false }),
    ]);
    const pasi = await run(cv, { module: 6, bodyPart: 'scalp' });
    expect(pasi.suggestions[0]?.target).toBe('pasi.regions.head.area');
  });
});

describe('pigment: melasma (5) and VASI (9)', () => {
  it('measures a darker patch and its melanin-index contrast', async () => {
    const cv = canvas(800, 600);
    const truth = (100 * paint(cv, ellipse(300, 300, 150, 100), [175, 120, 95])) / (800 * 600);
    const r = await run(cv, { module: 5, bodyPart: 'forehead' });
    expect(Math.abs(value(r, 'pigmentedAreaPercent') - truth)).toBeLessThan(1);
    expect(value(r, 'melaninIndexContrast')).toBeGreaterThan(5);
    expect(r.suggestions.map((s) => [s.target, s.value])).toEqual([
      ['mmasi.regions.forehead.area', 1],
      ['mmasi.regions.forehead.darkness', 4],
    ]);
  });

  it('measures a depigmented patch and converts to hand units when the region size is given', async () => {
    const cv = canvas(800, 600);
    const truth = (100 * paint(cv, ellipse(300, 300, 150, 100), [245, 235, 228])) / (800 * 600);
    const r = await run(cv, { module: 9, analyzerOptions: { regionHandUnits: 10 } });
    expect(Math.abs(value(r, 'depigmentedAreaPercent') - truth)).toBeLessThan(1);
    expect(value(r, 'melaninIndexContrast')).toBeLessThan(0);
    expect(r.suggestions[0]?.value).toBeCloseTo(truth / 10, 1);
  });
});

describe('acne (2)', () => {
  it('counts 40 red papule-sized blobs', async () => {
    const cv = canvas(1000, 800);
    for (const [x, y] of scatter(40, 1000, 800, 50, 30, 3))
      paint(cv, ellipse(x, y, 7, 7), [200, 80, 85]);
    const r = await run(cv, { module: 2, bodyPart: 'left cheek', pxPerMm: 5 });
    expect(Math.abs(value(r, 'candidateCount') - 40)).toBeLessThanOrEqual(2);
    expect(value(r, 'meanDiameterMm')).toBeCloseTo(2.9, 0);
    expect(r.suggestions[0]).toMatchObject({ target: 'gags.regions.leftCheek', value: 2 });
  });
});

describe('dermoscopy (8)', () => {
  it('a disc lesion: asymmetry near 0, diameter within 3 % at the given scale, abrupt border', async () => {
    const cv = canvas(1000, 800);
    paint(cv, ellipse(500, 400, 150, 150), [110, 70, 50]);
    const r = await run(cv, { module: 8, pxPerMm: 10 });
    expect(Math.abs(value(r, 'diameterMm') - 30) / 30).toBeLessThan(0.03);
    expect(value(r, 'asymmetryMajorAxis')).toBeLessThan(0.05);
    expect(value(r, 'asymmetryMinorAxis')).toBeLessThan(0.05);
    expect(value(r, 'abruptBorderSectors')).toBe(8);
    const tds = Object.fromEntries(r.suggestions.map((s) => [s.target, s.value]));
    expect(tds).toEqual({
      'tds.asymmetry': 0,
      'tds.border': 8,
      'tds.colors': 1,
      'tds.structures': null,
    });
  });

  it('a lopsided, soft-edged, two-colour lesion scores asymmetry, fewer abrupt sectors and 2 colours', async () => {
    const cv = canvas(1000, 800);
    paint(cv, ellipse(450, 400, 150, 150), [150, 100, 70]);
    paint(cv, ellipse(600, 330, 90, 60), [60, 40, 30]);
    const soft = await sharp(await encode(cv, 'png'))
      .blur(12)
      .jpeg()
      .toBuffer();
    const r = await analyzeImage(soft, { module: 8, pxPerMm: 10, qualityPolicy: 'report' });
    expect(value(r, 'asymmetryMinorAxis') + value(r, 'asymmetryMajorAxis')).toBeGreaterThan(0.2);
    expect(value(r, 'abruptBorderSectors')).toBeLessThan(8);
    expect(value(r, 'colourCount')).toBeGreaterThanOrEqual(2);
  });
});

describe('hair loss (12, 17)', () => {
  it('measures a bald disc among hair within ±2 percentage points and pre-fills the SALT view', async () => {
    const cv = canvas(800, 600);
    const rnd = prng(5);
    for (let i = 0; i < 9000; i++) {
      const [x, y, a] = [rnd() * 800, rnd() * 600, rnd() * Math.PI];
      line(cv, x, y, x + 25 * Math.cos(a), y + 25 * Math.sin(a), 2, [40, 30, 25]);
    }
    const truth = (100 * paint(cv, ellipse(400, 300, 150, 150), [224, 172, 150])) / (800 * 600);
    const r = await run(cv, { module: 17, bodyPart: 'vertex' });
    expect(Math.abs(value(r, 'hairLossAreaPercent') - truth)).toBeLessThan(2);
    expect(r.suggestions[0]?.target).toBe('salt.vertex');
  });
});

describe('wound (11)', () => {
  it('B8 worked example: 20 mm marker over 400 px, 250 000 px wound → 6.25 cm², tissue split', async () => {
    const cv = canvas(1600, 1200);
    paint(cv, rect(100, 100, 400, 400), [40, 160, 70]); // green 20 mm marker
    paint(cv, rect(800, 400, 250, 500), [180, 40, 50]); // red half
    paint(cv, rect(1050, 400, 250, 400), [220, 200, 90]); // yellow
    paint(cv, rect(1050, 800, 250, 100), [40, 30, 30]); // black
    const r = await run(cv, { module: 11, analyzerOptions: { markerMm: 20 } });
    expect(value(r, 'pxPerMm')).toBeCloseTo(20, 0);
    expect(Math.abs(value(r, 'woundAreaCm2') - 6.25) / 6.25).toBeLessThan(0.02);
    expect(value(r, 'redPercent')).toBeCloseTo(50, -0.5);
    expect(value(r, 'yellowPercent')).toBeCloseTo(40, -0.5);
    expect(value(r, 'blackPercent')).toBeCloseTo(10, -0.5);
    expect(r.geometry.pxPerMm).toBeCloseTo(20, 0);
  });

  it('reports pixels only without calibration', async () => {
    const cv = canvas(800, 600);
    paint(cv, rect(300, 200, 200, 200), [180, 40, 50]);
    const r = await run(cv, { module: 11 });
    expect(r.quantities.woundAreaCm2?.value).toBeNull();
    expect(r.warnings).toContain('no scale or marker: area in pixels only');
  });
});

describe('pores (21) and wrinkles (10)', () => {
  it('counts 150 dark dots within ±5 %', async () => {
    const cv = canvas(1000, 800);
    for (const [x, y] of scatter(150, 1000, 800, 20, 20, 9))
      paint(cv, ellipse(x, y, 3, 3), [150, 105, 90]);
    const r = await run(cv, { module: 21, pxPerMm: 10 });
    expect(Math.abs(value(r, 'poreCount') - 150)).toBeLessThanOrEqual(7);
    expect(value(r, 'densityPerCm2')).toBeCloseTo(150 / 80, 0);
  });

  it('measures five 400 px lines: total length within 10 %', async () => {
    const cv = canvas(1000, 800);
    for (let i = 0; i < 5; i++)
      line(cv, 300, 150 + i * 120, 700, 150 + i * 120, 3, [170, 120, 105]);
    const r = await run(cv, { module: 10 });
    expect(Math.abs(value(r, 'totalLengthPx') - 2000) / 2000).toBeLessThan(0.1);
    expect(value(r, 'lineCount')).toBe(5);
  });
});

describe('modules that need a model, quality gate and unknown modules', () => {
  it('generic modules measure and say plainly that classification needs a model', async () => {
    const cv = canvas(800, 600);
    paint(cv, ellipse(400, 300, 100, 80), [110, 70, 50]);
    const r = await run(cv, { module: 24 });
    expect(r.status).toBe('measured');
    expect(r.classification.status).toBe('requires-model');
    expect(r.classification.message).toMatch(/Nail needs a trained model/);
    expect(value(r, 'lesionAreaPx')).toBeCloseTo(Math.PI * 100 * 80, -3);
  });

  it('an attached model gives probabilities with its name and version; failures are reported', async () => {
    const png = await encode(canvas(800, 600), 'png');
    const model = {
      name: 'nail-net',
      version: '3.1',
      kind: 'http' as const,
      predict: async () => ({
        model: { name: 'nail-net', version: '3.1', backend: 'http' as const },
        labels: [{ label: 'onychomycosis', probability: 0.6 }],
        disclaimer: 'not a diagnosis',
      }),
      dispose: async () => {},
    };
    const r = await analyzeImage(png, { module: 24, model });
    expect(r.classification).toMatchObject({
      status: 'model',
      prediction: { model: { name: 'nail-net', version: '3.1' } },
    });
    expect(await classifyImage(png, model)).toMatchObject({
      status: 'model',
      prediction: { labels: [{ label: 'onychomycosis' }] },
    });
    const failing = { ...model, predict: async () => Promise.reject(new Error('down')) };
    const f = await analyzeImage(png, { module: 24, model: failing });
    expect(f.classification).toMatchObject({
      status: 'model-error',
      message: expect.stringContaining('down'),
    });
  });

  it('a blurred image is rejected by the gate with no measurements', async () => {
    const blurred = await sharp(await encode(canvas(800, 600), 'png'))
      .blur(5)
      .jpeg()
      .toBuffer();
    const r = await analyzeImage(blurred, { module: 7 });
    expect(r.status).toBe('rejected-by-quality-gate');
    expect(r.quantities).toEqual({});
    expect(r.warnings).toContain('image is blurred: retake');
  });

  it('module 16 and 99 are unknown', async () => {
    const png = await encode(canvas(64, 64), 'png');
    await expect(analyzeImage(png, { module: 16 })).rejects.toBeInstanceOf(UnknownModuleError);
    await expect(analyzeImage(png, { module: 99 })).rejects.toMatchObject({
      messageKey: 'errors.unknownModule',
    });
  });
});
