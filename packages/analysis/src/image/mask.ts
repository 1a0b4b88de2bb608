import { bitMaskInRange, type BitMask } from './bit-mask.js';
import { largestRoot, runComponents, runsOf } from './runs.js';

/** Binary masks are Uint8Array with 1 = set, row-major, same size as the working image. */
export type Mask = Uint8Array;

/** A rectangle of pixels, bounds included. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The largest 8-connected component (ties → first in raster order), or an empty mask. Found on
 * runs (image/runs.ts): no label image and no flood fill.
 */
export function largestComponent(mask: Mask, w: number, h: number): Mask {
  const runs = runsOf(bitMaskInRange(mask, w, h, 1, 1));
  const { x0, x1, rowStart } = runs;
  const { root, area } = runComponents(runs);
  const best = largestRoot(area);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let k = rowStart[y]!; k < rowStart[y + 1]!; k++)
      if (root[k] === best) out.fill(1, y * w + x0[k]!, y * w + x1[k]! + 1);
  return out;
}

/** Fills holes: background regions (4-connected) that do not reach the image border. */
export function fillHoles(mask: Mask, w: number, h: number): Mask {
  return fillHolesCounted(mask, w, h).mask;
}

/**
 * Bounding box of the set pixels (y1 = −1 when there are none). A row is read from the left up
 * to its first set pixel and from the right only down to the box found so far, so a mask that
 * touches the left and right edges costs a few pixels per row.
 */
export function setBounds(mask: Mask, w: number, h: number): Box {
  const box = { x0: w, y0: h, x1: -1, y1: -1 };
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let first = 0;
    while (first < w && !mask[row + first]) first++;
    if (first === w) continue;
    let last = w - 1;
    while (last > first && last > box.x1 && !mask[row + last]) last--;
    box.x0 = Math.min(box.x0, first);
    box.x1 = Math.max(box.x1, last);
    if (box.y1 < 0) box.y0 = y;
    box.y1 = y;
  }
  return box;
}

/** `fillHoles` and the number of pixels it sets. */
export function fillHolesCounted(mask: Mask, w: number, h: number): { mask: Mask; count: number } {
  return fillBackgroundHoles(bitMaskInRange(mask, w, h, 0, 0));
}

/**
 * The mask whose background is `background` (bits set where the mask is clear), with its holes
 * filled, and the number of pixels it sets. On runs: the background's runs are found 32 pixels
 * at a time and joined 4-connected with a union-find; those not joined to a run on the border
 * are holes. The flood fill by pixels it replaces took 1.8 ms at 768 × 576.
 */
export function fillBackgroundHoles(background: BitMask): { mask: Mask; count: number } {
  const { w, h } = background;
  const runs = runsOf(background);
  const { x0, x1, rowStart } = runs;
  const { root } = runComponents(runs, true);
  const open = new Uint8Array(x0.length);
  for (let y = 0; y < h; y++)
    for (let k = rowStart[y]!; k < rowStart[y + 1]!; k++)
      if (y === 0 || y === h - 1 || x0[k] === 0 || x1[k] === w - 1) open[root[k]!] = 1;
  const out = new Uint8Array(w * h).fill(1);
  let count = w * h;
  for (let y = 0; y < h; y++)
    for (let k = rowStart[y]!; k < rowStart[y + 1]!; k++)
      if (open[root[k]!]) {
        out.fill(0, y * w + x0[k]!, y * w + x1[k]! + 1);
        count -= x1[k]! - x0[k]! + 1;
      }
  return { mask: out, count };
}

export function countSet(mask: Mask, within?: Mask): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] && (!within || within[i])) n++;
  return n;
}
