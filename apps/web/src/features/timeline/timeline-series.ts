import type { Timeline } from '@dermadesk/contracts';

export type TimelineEntry = Timeline['entries'][number];
export type TimelineImage = TimelineEntry['images'][number];

export interface SeriesPoint {
  /** Epoch ms, for a time axis. */
  at: number;
  value: number;
  uploadId: number;
  label: string | null;
}

export interface Series {
  /** Stable key: `score:easi` or `quantity:7:erythemaAreaPct`. */
  key: string;
  kind: 'score' | 'quantity';
  name: string;
  module: number | null;
  unit: string;
  /** What a measured quantity is, as the analysis engine describes it (empty for scores). */
  description: string;
  points: SeriesPoint[];
}

/**
 * Units whose figure depends on the photo's resolution (pixel areas and lengths, counts per
 * megapixel, the calibration itself): the same lesion photographed at 12 MP and then at 2 MP
 * would look 80 % smaller. They are never plotted over time.
 */
const PIXEL_UNIT = /\bpx\b|px²|\bpixels?\b|\bMP\b/i;

/** Whether a figure in this unit compares across photos (mm², % of skin, indices, counts, scores). */
export const isComparableUnit = (unit: string) => !PIXEL_UNIT.test(unit);

const byTime = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** One series per score instrument (EASI, PASI, SALT, ...), oldest first. */
export function scoreSeries(entries: readonly TimelineEntry[]): Series[] {
  const series = new Map<string, Series>();
  for (const entry of [...entries].sort(byTime)) {
    for (const score of entry.scores) {
      const instrument = score.instrument.toLowerCase();
      const key = `score:${instrument}`;
      let s = series.get(key);
      if (!s) {
        s = {
          key,
          kind: 'score',
          name: instrument.toUpperCase(),
          description: '',
          module: null,
          unit: '',
          points: [],
        };
        series.set(key, s);
      }
      s.points.push({
        at: Date.parse(entry.createdAt),
        value: score.score,
        uploadId: entry.uploadId,
        label: score.display,
      });
    }
  }
  return [...series.values()];
}

/**
 * One series per module and measured quantity, a visit's value being the mean over its images
 * (a multi-image upload measures several regions). Quantities never measured, and those in units
 * that do not compare across photos (pixels), are left out.
 */
export function quantitySeries(entries: readonly TimelineEntry[]): Series[] {
  const series = new Map<string, Series>();
  for (const entry of [...entries].sort(byTime)) {
    const sums = new Map<string, { sum: number; n: number; unit: string; description: string }>();
    for (const image of entry.images) {
      for (const [name, q] of Object.entries(image.quantities)) {
        if (q.value === null || !Number.isFinite(q.value) || !isComparableUnit(q.unit)) continue;
        const acc = sums.get(name) ?? { sum: 0, n: 0, unit: q.unit, description: q.description };
        acc.sum += q.value;
        acc.n += 1;
        sums.set(name, acc);
      }
    }
    for (const [name, acc] of sums) {
      const key = `quantity:${entry.module}:${name}`;
      let s = series.get(key);
      if (!s) {
        s = {
          key,
          kind: 'quantity',
          name,
          module: entry.module,
          unit: acc.unit,
          description: acc.description,
          points: [],
        };
        series.set(key, s);
      }
      s.points.push({
        at: Date.parse(entry.createdAt),
        value: acc.sum / acc.n,
        uploadId: entry.uploadId,
        label: null,
      });
    }
  }
  return [...series.values()];
}

/**
 * How each visit is named on an axis: its date, with its time when another visit shares the day,
 * and with the seconds when another shares the minute too (as the user's language writes them,
 * in the browser's time zone).
 */
export function visitLabels(times: readonly number[], language: string): Map<number, string> {
  const formats = [
    { dateStyle: 'medium' },
    { dateStyle: 'medium', timeStyle: 'short' },
    { dateStyle: 'medium', timeStyle: 'medium' },
  ].map((options) => new Intl.DateTimeFormat(language, options as Intl.DateTimeFormatOptions));
  const distinct = [...new Set(times)];
  const labels = new Map<number, string>();
  for (const at of distinct) {
    const unique = formats.find((f) =>
      distinct.every((t) => t === at || f.format(t) !== f.format(at)),
    );
    labels.set(at, (unique ?? formats[formats.length - 1]!).format(at));
  }
  return labels;
}

/** The visits newest first, each with the previous visit of the same module (if any). */
export function visitsWithPrevious(
  entries: readonly TimelineEntry[],
): { visit: TimelineEntry; previous: TimelineEntry | null }[] {
  const sorted = [...entries].sort(byTime);
  return sorted
    .map((visit, i) => ({
      visit,
      previous:
        sorted
          .slice(0, i)
          .reverse()
          .find((e) => e.module === visit.module) ?? null,
    }))
    .reverse();
}

/**
 * Pairs a visit's images with the previous visit's: same body part first, then in order. Each row
 * is [current, previous]; either side may be missing.
 */
export function pairImages(
  current: readonly TimelineImage[],
  previous: readonly TimelineImage[],
): [TimelineImage | null, TimelineImage | null][] {
  const left = [...previous];
  const rows: [TimelineImage | null, TimelineImage | null][] = [];
  for (const image of current) {
    let index = image.bodyPart ? left.findIndex((p) => p.bodyPart === image.bodyPart) : -1;
    if (index < 0)
      index = left.findIndex((p) => !current.some((c) => c.bodyPart && c.bodyPart === p.bodyPart));
    const match = index >= 0 ? left.splice(index, 1)[0]! : null;
    rows.push([image, match]);
  }
  for (const rest of left) rows.push([null, rest]);
  return rows;
}
