import { regionGroupOf, type BodyRegionGroup } from '@dermadesk/contracts';
import { areaScore } from '@dermadesk/analysis/scores';
import type { WorkItem } from './workspace-state';

/** The calculator's key for a region: PASI names head and neck `head`. */
export const instrumentRegion = (instrument: 'easi' | 'pasi', group: BodyRegionGroup) =>
  instrument === 'pasi' && group === 'headNeck' ? 'head' : group;

/**
 * Suggested area grade per region of a multi-image study: affected and skin pixels are summed over
 * the region's measured photographs (areas summed as areas, never averaged per image), as the
 * server does when it stores the aggregate (clinical-scoring.md A1).
 */
export function suggestedRegionAreas(
  instrument: 'easi' | 'pasi',
  items: readonly WorkItem[],
): { path: string; value: number }[] {
  const sums = new Map<BodyRegionGroup, { red: number; skin: number }>();
  for (const item of items) {
    const group = item.region ? regionGroupOf(item.region) : undefined;
    const result = item.analysis?.result;
    if (!group || !result || result.status !== 'measured') continue;
    const s = sums.get(group) ?? { red: 0, skin: 0 };
    s.red += result.quantities.erythemaAreaPx?.value ?? 0;
    s.skin += result.quantities.skinAreaPx?.value ?? 0;
    sums.set(group, s);
  }
  return [...sums].flatMap(([group, { red, skin }]) =>
    skin > 0
      ? [
          {
            path: `regions.${instrumentRegion(instrument, group)}.area`,
            value: areaScore(Math.min(100, (100 * red) / skin)),
          },
        ]
      : [],
  );
}
