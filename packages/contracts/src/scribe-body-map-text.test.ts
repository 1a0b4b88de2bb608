import { describe, expect, it } from 'vitest';
import { bodyMapLines } from './scribe-body-map-text.js';
import { bodyMarkSchema, type BodyMarkInput } from './scribe-outputs.js';

const names: Record<string, string> = { 'left-forearm': 'Left forearm', face: 'Face' };
const label = (site: string) => names[site] ?? site;
let n = 0;
const mark = (m: Partial<BodyMarkInput>) =>
  bodyMarkSchema.parse({
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    side: 'front',
    x: 0.3,
    y: 0.4,
    site: 'left-forearm',
    ...m,
  });

describe('the body map as the note states it', () => {
  it('counts the marks of a site together and gives the largest size', () => {
    const lines = bodyMapLines(
      [
        mark({ sizeMm: 8, morphology: 'plaque' }),
        mark({ sizeMm: 3, morphology: 'papule', label: 'itchy' }),
      ],
      'en',
      label,
    );
    expect(lines).toEqual(['Left forearm, 2 lesions, largest 8 mm (plaque, papule): itchy']);
  });

  it('states one lesion with its own size, sites in anatomical order, and linked results', () => {
    const lines = bodyMapLines(
      [mark({ sizeMm: 4.5, resultId: 12 }), mark({ site: 'face', count: 3 })],
      'en',
      label,
    );
    expect(lines).toEqual(['Face, 3 lesions', 'Left forearm, 1 lesion, 4.5 mm; Skin AI #12']);
  });

  it('keeps front and back of the same site apart, and free-text sites as typed', () => {
    const lines = bodyMapLines(
      [mark({ side: 'back' }), mark({}), mark({ site: 'behind the left ear' })],
      'en',
      label,
    );
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toBe('behind the left ear, 1 lesion');
  });

  it('writes the language’s words and number format', () => {
    const lines = bodyMapLines(
      [mark({ sizeMm: 8.5, morphology: 'vesicle', count: 2 })],
      'fr',
      () => 'Avant-bras gauche',
    );
    expect(lines).toEqual(['Avant-bras gauche, 2 lésions, la plus grande de 8,5 mm (vésicule)']);
  });
  it('sets French high punctuation after a no-break space', () => {
    const lines = bodyMapLines(
      [mark({ morphology: 'plaque', label: 'prurit', resultId: 7 }), mark({ label: 'squames' })],
      'fr',
      label,
    );
    expect(lines).toEqual([
      'Left forearm, 2 lésions (plaque)\u00a0: prurit\u00a0; squames\u00a0; Skin AI #7',
    ]);
  });
});
