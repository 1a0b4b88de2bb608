import { describe, expect, it } from 'vitest';
import {
  pairImages,
  quantitySeries,
  scoreSeries,
  visitsWithPrevious,
  type TimelineEntry,
  type TimelineImage,
} from './timeline-series';

const image = (
  bodyPart: string | null,
  value: number | null,
  id = bodyPart ?? 'x',
): TimelineImage => ({
  analysisId: `00000000-0000-4000-8000-${id.padStart(12, '0').slice(-12)}`,
  bodyPart,
  imageUrl: `/api/v1/analyses/${id}/image`,
  quantities: { rednessPct: { value, unit: '%', description: 'red area' } },
});

const entry = (
  uploadId: number,
  createdAt: string,
  module: number,
  extra: Partial<TimelineEntry> = {},
): TimelineEntry => ({ uploadId, createdAt, module, scores: [], images: [], ...extra });

describe('timeline series', () => {
  it('makes one line per score instrument, oldest first, whatever the order received', () => {
    const series = scoreSeries([
      entry(3, '2026-03-01T00:00:00Z', 18, {
        scores: [{ instrument: 'easi', score: 4.2, display: '4.2' }],
      }),
      entry(1, '2026-01-01T00:00:00Z', 18, {
        scores: [{ instrument: 'EASI', score: 10, display: '10.0' }],
      }),
      entry(2, '2026-02-01T00:00:00Z', 6, {
        scores: [{ instrument: 'pasi', score: 3, display: null }],
      }),
    ]);
    expect(series.map((s) => s.name)).toEqual(['EASI', 'PASI']);
    expect(series[0]!.points.map((p) => [p.uploadId, p.value, p.label])).toEqual([
      [1, 10, '10.0'],
      [3, 4.2, '4.2'],
    ]);
  });

  it('averages a measured quantity over a visit’s images and skips unmeasured values', () => {
    const series = quantitySeries([
      entry(1, '2026-01-01T00:00:00Z', 7, { images: [image('arm', 10), image('leg', 20)] }),
      entry(2, '2026-02-01T00:00:00Z', 7, { images: [image('arm', null)] }),
      entry(3, '2026-03-01T00:00:00Z', 7, { images: [image('arm', 6)] }),
    ]);
    expect(series).toHaveLength(1);
    expect(series[0]!.description).toBe('red area');
    expect(series[0]).toMatchObject({ key: 'quantity:7:rednessPct', unit: '%', module: 7 });
    expect(series[0]!.points.map((p) => p.value)).toEqual([15, 6]);
  });

  it('pairs each visit, newest first, with the previous visit of the same module', () => {
    const visits = visitsWithPrevious([
      entry(1, '2026-01-01T00:00:00Z', 7),
      entry(2, '2026-02-01T00:00:00Z', 18),
      entry(3, '2026-03-01T00:00:00Z', 7),
    ]);
    expect(visits.map((v) => [v.visit.uploadId, v.previous?.uploadId ?? null])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
  });

  it('puts images of the same body part side by side, the rest in order', () => {
    const rows = pairImages(
      [image('trunk', 1, 'a'), image('head', 1, 'b'), image(null, 1, 'c')],
      [image('head', 1, 'd'), image('legs', 1, 'e'), image('arms', 1, 'f')],
    );
    expect(rows.map(([now, before]) => [now?.bodyPart ?? null, before?.bodyPart ?? null])).toEqual([
      ['trunk', 'legs'],
      ['head', 'head'],
      [null, 'arms'],
    ]);
  });
});
