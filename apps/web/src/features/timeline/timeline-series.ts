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
 * (a multi-image upload measures several regions). Quantities never measured are left out.
 */
export function quantitySeries(entries: readonly TimelineEntry[]): Series[] {
  const series = new Map<string, Series>();
  for (const entry of [...entries].sort(byTime)) {
    const sums = new Map<string, { sum: number; n: number; unit: string; description: string }>();
    for (const image of entry.images) {
      for (const [name, q] of Object.entries(image.quantities)) {
        if (q.value === null || !Number.isFinite(q.value)) continue;
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
