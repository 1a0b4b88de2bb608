import type { BitMask } from './bit-mask.js';
import type { Box, Mask } from './mask.js';
import { largestRoot, overlaps, runComponents, runsOf, unionFind } from './runs.js';

/**
 * `fillHoles(largestComponent(mask))` of a bit mask, computed on runs of set pixels instead of
 * pixels: runs are found 32 pixels at a time, joined into 8-connected components with a
 * union-find, and the gaps between the runs of the chosen component are joined (4-connected)
 * to find those that cannot reach the border. At 768 × 576 this took 0.15 ms against 4.1 ms for
 * the pixel flood fills it replaced (labelling, extracting and filling the byte mask).
 */

/** The largest 8-connected component (ties → first in raster order) with its holes filled. */
export function largestFilledRegion(m: BitMask): { mask: Mask; box: Box | null } {
  const { w, h } = m;
  const mask = new Uint8Array(w * h);
  const runs = runsOf(m);
  const { x0, x1, rowStart } = runs;
  const n = x0.length;
  if (n === 0) return { mask, box: null };
  const { root, area } = runComponents(runs);
  const best = largestRoot(area);

  // The component's runs, and the gaps between them row by row (candidate holes).
  const box = { x0: w, y0: h, x1: -1, y1: -1 };
  const gap0: number[] = [];
  const gap1: number[] = [];
  const gapRow: number[] = [];
  const gapStart = new Int32Array(h + 1);
  const first = new Int32Array(h).fill(-1); // leftmost and rightmost pixel of the component
  const last = new Int32Array(h);
  for (let y = 0; y < h; y++) {
    gapStart[y] = gap0.length;
    for (let k = rowStart[y]!; k < rowStart[y + 1]!; k++) {
      if (root[k] !== best) continue;
      mask.fill(1, y * w + x0[k]!, y * w + x1[k]! + 1);
      if (first[y]! >= 0) {
        gap0.push(last[y]! + 1);
        gap1.push(x0[k]! - 1);
        gapRow.push(y);
      } else first[y] = x0[k]!;
      last[y] = x1[k]!;
    }
    if (first[y]! < 0) continue;
    if (box.y1 < 0) box.y0 = y;
    box.y1 = y;
    box.x0 = Math.min(box.x0, first[y]!);
    box.x1 = Math.max(box.x1, last[y]!);
  }
  gapStart[h] = gap0.length;

  // A gap reaches the border when it is on the first or last row, or touches background of the
  // next row outside the component's extent there (that background runs to the image edge).
  const gaps = unionFind(gap0.length);
  const open = new Uint8Array(gap0.length);
  const reachesOut = (g: number, y: number) =>
    y < 0 || y >= h || first[y]! < 0 || gap0[g]! < first[y]! || gap1[g]! > last[y]!;
  for (let g = 0; g < gap0.length; g++) {
    const y = gapRow[g]!;
    if (reachesOut(g, y - 1) || reachesOut(g, y + 1)) open[g] = 1;
  }
  for (let y = box.y0; y < box.y1; y++)
    overlaps(
      gap0,
      gap1,
      [gapStart[y]!, gapStart[y + 1]!],
      [gapStart[y + 1]!, gapStart[y + 2]!],
      0,
      gaps.union,
    );
  for (let g = 0; g < gap0.length; g++) if (open[g]) open[gaps.find(g)] = 1;
  for (let g = 0; g < gap0.length; g++)
    if (!open[gaps.find(g)]) mask.fill(1, gapRow[g]! * w + gap0[g]!, gapRow[g]! * w + gap1[g]! + 1);
  return { mask, box };
}
