import { describe, expect, it } from 'vitest';
import { BODY_SITES } from '@dermadesk/contracts';
import { FIGURE, PARTS, siteAt, siteOf } from './body-outline';

const at = (x: number, y: number) => [x / FIGURE.width, y / FIGURE.height] as const;

describe('the body outline', () => {
  it("puts the patient's right on the viewer's left from the front, and the reverse from the back", () => {
    expect(siteAt('front', ...at(20, 95))).toBe('right-forearm');
    expect(siteAt('front', ...at(80, 95))).toBe('left-forearm');
    expect(siteAt('back', ...at(20, 95))).toBe('left-forearm');
    expect(siteAt('back', ...at(80, 95))).toBe('right-forearm');
  });

  it('names the middle parts by side and nothing off the body', () => {
    expect(siteAt('front', ...at(50, 15))).toBe('face');
    expect(siteAt('back', ...at(50, 15))).toBe('scalp');
    expect(siteAt('front', ...at(50, 50))).toBe('chest');
    expect(siteAt('back', ...at(50, 103))).toBe('buttocks');
    expect(siteAt('front', ...at(2, 2))).toBeNull();
  });

  it('uses only sites of the catalogue, each named in every language', () => {
    for (const side of ['front', 'back'] as const)
      for (const part of PARTS) expect(BODY_SITES).toContain(siteOf(part, side));
  });
});
