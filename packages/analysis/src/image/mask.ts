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

/** Connected components (8-connectivity unless `four`), iterative flood fill. */
export function labelComponents(mask: Mask, w: number, h: number, four = false): Components {
  const labels = new Int32Array(w * h);
  const areas = [0];
  const touchesBorder = [false];
  const stack = new Int32Array(w * h);
  let next = 1;
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || labels[start]) continue;
    let top = 0;
    stack[top++] = start;
    labels[start] = next;
    let area = 0;
    let border = false;
    const visit = (q: number) => {
      if (mask[q] && !labels[q]) {
        labels[q] = next;
        stack[top++] = q;
      }
    };
    while (top > 0) {
      const p = stack[--top]!;
      area++;
      const x = p % w;
      const left = x > 0;
      const right = x < w - 1;
      const up = p >= w;
      const down = p < w * (h - 1);
      if (!left || !right || !up || !down) border = true;
      if (left) visit(p - 1);
      if (right) visit(p + 1);
      if (up) visit(p - w);
      if (down) visit(p + w);
      if (four) continue;
      if (up && left) visit(p - w - 1);
      if (up && right) visit(p - w + 1);
      if (down && left) visit(p + w - 1);
      if (down && right) visit(p + w + 1);
    }
    areas.push(area);
    touchesBorder.push(border);
    next++;
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
  // Flood the background from the border; every background pixel not reached is a hole.
  const outside = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  let head = 0;
  let tail = 0;
  const push = (p: number) => {
    if (!mask[p] && !outside[p]) {
      outside[p] = 1;
      queue[tail++] = p;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (head < tail) {
    const p = queue[head++]!;
    const x = p % w;
    if (x > 0) push(p - 1);
    if (x < w - 1) push(p + 1);
    if (p >= w) push(p - w);
    if (p < w * (h - 1)) push(p + w);
  }
  return maskWhere(w * h, (i) => !outside[i]);
}

/** A mask from a per-index test (a plain loop: TypedArray.from with a map function is slow). */
export function maskWhere(length: number, test: (i: number) => boolean): Mask {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = test(i) ? 1 : 0;
  return out;
}

/** A float plane from a per-index function. */
export function planeOf(length: number, value: (i: number) => number): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = value(i);
  return out;
}

export const invert = (m: Mask): Mask => maskWhere(m.length, (i) => !m[i]);

/**
 * One separable pass of a (2r+1) window along rows (`horizontal`) or columns: the output is
 * `hit` where any pixel in the window (inside the image) equals `value`, else 1 − hit.
 */
function windowPass(
  src: Mask,
  w: number,
  h: number,
  r: number,
  horizontal: boolean,
  value: 0 | 1,
): Mask {
  const out = new Uint8Array(w * h);
  const hit = value === 1 ? 1 : 0;
  const [lines, len, stride, step] = horizontal ? [h, w, w, 1] : [w, h, 1, w];
  for (let line = 0; line < lines; line++) {
    const base = line * stride;
    let count = 0;
    for (let i = 0; i <= r && i < len; i++) if (src[base + i * step] === value) count++;
    for (let i = 0; i < len; i++) {
      out[base + i * step] = count > 0 ? hit : 1 - hit;
      const add = i + r + 1;
      const sub = i - r;
      if (add < len && src[base + add * step] === value) count++;
      if (sub >= 0 && src[base + sub * step] === value) count--;
    }
  }
  return out;
}

/** Dilation with a (2r+1)² square. */
export function dilate(mask: Mask, w: number, h: number, r: number): Mask {
  return windowPass(windowPass(mask, w, h, r, true, 1), w, h, r, false, 1);
}

/** Erosion with a (2r+1)² square; outside the image counts as set (no border erosion). */
export function erode(mask: Mask, w: number, h: number, r: number): Mask {
  return windowPass(windowPass(mask, w, h, r, true, 0), w, h, r, false, 0);
}

export const open = (m: Mask, w: number, h: number, r: number) =>
  dilate(erode(m, w, h, r), w, h, r);
export const close = (m: Mask, w: number, h: number, r: number) =>
  erode(dilate(m, w, h, r), w, h, r);

export function countSet(mask: Mask, within?: Mask): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] && (!within || within[i])) n++;
  return n;
}

export function and(a: Mask, b: Mask): Mask {
  return maskWhere(a.length, (i) => a[i] === 1 && b[i] === 1);
}
