import { bitMaskInRange } from './bit-mask.js';
import { runComponents, runsOf } from './runs.js';

/** Binary masks are Uint8Array with 1 = set, row-major, same size as the working image. */
export type Mask = Uint8Array;

export interface Components {
  /** Component id per pixel (0 = background, ids from 1). */
  labels: Int32Array;
  /** areas[id] = pixel count; areas[0] is unused. */
  areas: number[];
  /** Whether the component touches the image border. */
  touchesBorder: boolean[];
}

/** A rectangle of pixels, bounds included. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Flood fill by horizontal runs from the seeds on `stack`: set pixels of `src` whose `tag` is 0
 * get `label`. A run is filled in one sweep and only the starts of the runs next to it are
 * queued, so memory is walked row by row; this was 2–4× faster than a queue of pixels. `border`:
 * whether a filled pixel lies on the image border.
 */
function fillRuns(
  src: Mask,
  tag: Int32Array,
  label: number,
  w: number,
  h: number,
  stack: number[],
  eight: boolean,
): { area: number; border: boolean } {
  let area = 0;
  let border = false;
  const open = (q: number) => tag[q] === 0 && src[q] === 1;
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (!open(p)) continue;
    const y = (p / w) | 0;
    const row = y * w;
    let l = p - row;
    let r = l;
    while (l > 0 && open(row + l - 1)) l--;
    while (r < w - 1 && open(row + r + 1)) r++;
    tag.fill(label, row + l, row + r + 1);
    area += r - l + 1;
    if (l === 0 || r === w - 1 || y === 0 || y === h - 1) border = true;
    const from = eight && l > 0 ? l - 1 : l;
    const to = eight && r < w - 1 ? r + 1 : r;
    for (let ny = y - 1; ny <= y + 1; ny += 2) {
      if (ny < 0 || ny >= h) continue;
      const nrow = ny * w;
      let inRun = false;
      for (let x = from; x <= to; x++) {
        const ok = open(nrow + x);
        if (ok && !inRun) stack.push(nrow + x);
        inRun = ok;
      }
    }
  }
  return { area, border };
}

/** Connected components (8-connectivity unless `four`), ids in scan order of their first pixel. */
export function labelComponents(mask: Mask, w: number, h: number, four = false): Components {
  const labels = new Int32Array(w * h);
  const areas = [0];
  const touchesBorder = [false];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (mask[start] !== 1 || labels[start]) continue;
    stack.push(start);
    const { area, border } = fillRuns(mask, labels, areas.length, w, h, stack, !four);
    areas.push(area);
    touchesBorder.push(border);
  }
  return { labels, areas, touchesBorder };
}

/** Mask of one component id. */
export function componentMask(c: Components, id: number): Mask {
  const out = new Uint8Array(c.labels.length);
  for (let i = 0; i < out.length; i++) out[i] = c.labels[i] === id ? 1 : 0;
  return out;
}

/** The largest component (ties → lowest id), or an empty mask. */
export function largestComponent(mask: Mask, w: number, h: number): Mask {
  const c = labelComponents(mask, w, h);
  let best = 0;
  for (let id = 1; id < c.areas.length; id++)
    if ((c.areas[id] ?? 0) > (c.areas[best] ?? 0)) best = id;
  return best ? componentMask(c, best) : new Uint8Array(w * h);
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

/**
 * `fillHoles` and the number of pixels it sets, on runs: the background's runs are found 32
 * pixels at a time and joined 4-connected with a union-find; those not joined to a run on the
 * border are holes. The flood fill by pixels it replaces took 1.8 ms at 768 × 576.
 */
export function fillHolesCounted(mask: Mask, w: number, h: number): { mask: Mask; count: number } {
  const background = runsOf(bitMaskInRange(mask, w, h, 0, 0));
  const { x0, x1, rowStart } = background;
  const { root } = runComponents(background, true);
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
