import { describe, expect, it } from 'vitest';
import { calculateEasi } from '../scores/easi.js';
import { canvas, encode, paint, rect } from '../testing/synthetic.js';
import { analyzeStudy } from './multi-image.js';

async function image(redFraction: number) {
  const cv = canvas(400, 300);
  paint(cv, rect(20, 20, Math.round(360 * redFraction), 260), [200, 90, 90]);
  return encode(cv, 'jpeg');
}

describe('analyzeStudy (EASI 4 image, module 18)', () => {
  it('sums areas per region, pre-fills area grades and leaves severity to the clinician', async () => {
    const images = [
      { bodyPart: 'head and neck', data: await image(0) },
      { bodyPart: 'arms', data: await image(0.2) },
      { bodyPart: 'trunk', data: await image(0.6) },
      { bodyPart: 'legs', data: await image(0.95) },
    ];
    const { aggregate } = await analyzeStudy(18, images, { qualityPolicy: 'report' });
    expect(aggregate.missingRegions).toEqual([]);
    const areas = Object.fromEntries(
      Object.entries(aggregate.prefilledInput.regions).map(([k, v]) => [k, v.area]),
    );
    // 360×260 of the 400×300 frame is the drawable box: 0.2 → 15.6 %, 0.6 → 46.8 %, 0.95 → 74.1 %
    expect(areas).toEqual({ headNeck: 0, upperLimbs: 2, trunk: 3, lowerLimbs: 5 });
    expect(aggregate.regions.trunk?.affectedPercent).toBeCloseTo(46.8, 0);
    const easi = calculateEasi({ ageYears: 30, ...aggregate.prefilledInput });
    expect(easi.status).toBe('incomplete');
    expect(easi.missing).toContain('regions.trunk.erythema');
  });

  it('names missing regions and unmapped body parts', async () => {
    const { aggregate } = await analyzeStudy(
      20,
      [
        { bodyPart: 'elbow', data: await image(0.3) },
        { bodyPart: 'spleen', data: await image(0) },
      ],
      { qualityPolicy: 'report' },
    );
    expect(aggregate.missingRegions).toEqual(['head', 'trunk', 'lowerLimbs']);
    expect(aggregate.unmappedBodyParts).toEqual(['spleen']);
    expect(aggregate.warnings[0]).toMatch(/expects 4 images; 2 given/);
  });
});
