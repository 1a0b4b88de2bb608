import { describe, expect, it } from 'vitest';
import { byHeadlineOrder, choicesFor, isShown, shownByDefault } from './series-selection';
import {
  isComparableUnit,
  quantitySeries,
  scoreSeries,
  visitLabels,
  type TimelineEntry,
  type TimelineImage,
} from './timeline-series';

/** What the Redness analyzer stores, abridged: pixel areas beside comparable figures. */
const rednessImage = (areaPct: number, areaPx: number): TimelineImage => ({
  analysisId: '00000000-0000-4000-8000-000000000001',
  bodyPart: null,
  imageUrl: '/api/v1/analyses/1/image',
  quantities: {
    erythemaAreaPercent: { value: areaPct, unit: '% of skin ROI', description: 'red area' },
    erythemaAreaPx: { value: areaPx, unit: 'px² (original)', description: 'red pixels' },
    erythemaAreaMm2: { value: null, unit: 'mm²', description: 'red area; null without scale' },
    skinAreaPx: { value: 4e6, unit: 'px² (original)', description: 'skin pixels' },
    aStarMean: { value: 14.2, unit: 'CIELAB a*', description: 'mean a*' },
    deltaAStarMean: { value: 6.1, unit: 'Δa*', description: 'red minus reference' },
  },
});

const visit = (uploadId: number, createdAt: string, image: TimelineImage): TimelineEntry => ({
  uploadId,
  createdAt,
  module: 7,
  scores: [],
  images: [image],
});

// The same lesion at 12 MP and then at 2 MP: its pixel area falls by 83 %, its % of skin does not.
const entries = [
  visit(1, '2026-01-10T09:00:00Z', rednessImage(12, 1_200_000)),
  visit(2, '2026-02-10T09:00:00Z', rednessImage(11, 200_000)),
];

describe('timeline series selection', () => {
  it('never makes a series of a figure in pixels', () => {
    for (const unit of ['px² (original)', 'px (original)', 'per MP (original)', 'px/mm (original)'])
      expect(isComparableUnit(unit), unit).toBe(false);
    for (const unit of ['% of skin ROI', 'mm²', 'cm²', 'count', 'per cm²', 'CIELAB a*', 'Δa*', ''])
      expect(isComparableUnit(unit), unit).toBe(true);
    const names = quantitySeries(entries).map((s) => s.name);
    expect(names).toEqual(['erythemaAreaPercent', 'aStarMean', 'deltaAStarMean']);
    // Plotted headline figures first, in the module's order.
    expect(
      quantitySeries(entries)
        .sort(byHeadlineOrder)
        .map((s) => s.name),
    ).toEqual(['erythemaAreaPercent', 'deltaAStarMean', 'aStarMean']);
  });

  it('shows the headline figures and every score by default, the rest on request', () => {
    const all = [
      ...scoreSeries([
        { ...entries[0]!, scores: [{ instrument: 'easi', score: 7.2, display: '7.2' }] },
      ]),
      ...quantitySeries(entries),
    ];
    expect(all.filter(shownByDefault).map((s) => s.key)).toEqual([
      'score:easi',
      'quantity:7:erythemaAreaPercent',
      'quantity:7:deltaAStarMean',
    ]);
    // The clinician adds the mean a* and removes EASI; only the differences are kept.
    const keys = [
      'quantity:7:erythemaAreaPercent',
      'quantity:7:deltaAStarMean',
      'quantity:7:aStarMean',
    ];
    const choices = choicesFor(all, keys, {});
    expect(choices).toEqual({ 'score:easi': false, 'quantity:7:aStarMean': true });
    expect(all.filter((s) => isShown(s, choices)).map((s) => s.key)).toEqual([
      'quantity:7:erythemaAreaPercent',
      'quantity:7:aStarMean',
      'quantity:7:deltaAStarMean',
    ]);
    // Back to the headline figures: no choice left.
    expect(
      choicesFor(
        all,
        all.filter(shownByDefault).map((s) => s.key),
        choices,
      ),
    ).toEqual({});
  });

  it('names visits by date, with the time when two share a day, the seconds when a minute', () => {
    const at = (iso: string) => Date.parse(iso);
    const labels = visitLabels(
      [
        at('2026-03-04T08:15:00Z'),
        at('2026-03-04T16:40:05Z'),
        at('2026-03-04T16:40:50Z'),
        at('2026-03-09T10:00:00Z'),
      ],
      'en-GB',
    );
    expect([...labels.values()]).toEqual([
      '4 Mar 2026, 08:15',
      '4 Mar 2026, 16:40:05',
      '4 Mar 2026, 16:40:50',
      '9 Mar 2026',
    ]);
  });
});
