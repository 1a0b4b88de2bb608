import { lastWordBits, packMask, unpackMask, type BitMask } from './bit-mask.js';
import type { Mask } from './mask.js';

/*
 * Dilation and erosion with a (2r+1)² square on bit masks (32 pixels per word). Erosion is the
 * complement of the dilation of the complement (pixels outside the image count neither way, so
 * there is no border erosion). The square is a row pass and a column pass, each grown one side
 * at a time by doubling (offsets 0..1, 0..3, 0..7, …), so a radius costs about 4·log₂ r in-place
 * sweeps at 32 pixels per word operation. One-sided, because a symmetric step would need the
 * part of the window that falls outside the image.
 *
 * At 768 × 576, a close then an open with r = 2 took 1.3 ms on bits against 7.3 ms for the
 * former passes over bytes (four per word). The byte API packs and unpacks around each call:
 * open with r = 1 took 1.7 against 3.3 ms, close with r = 17 3.6 against 6.8 ms.
 */

/** Doubling steps covering offsets 0..r; a step stays below 32 so it shifts within word pairs. */
function doublingSteps(r: number): number[] {
  const steps: number[] = [];
  for (let covered = 1; covered <= r; covered += steps[steps.length - 1]!)
    steps.push(Math.min(covered, r + 1 - covered, 31));
  return steps;
}

/** Each pixel ORs the pixel s (1..31) to its left (`fromLeft`) or to its right; in place. */
function orRowShift({ bits, h, stride }: BitMask, s: number, fromLeft: boolean) {
  const back = 32 - s;
  for (let y = 0; y < h; y++) {
    const first = y * stride;
    const last = first + stride - 1;
    // Pixel x is bit x & 31, so pixels moving to higher x shift bits left. Words are read before
    // they are overwritten: walked downwards when bits move up, and upwards when they move down.
    if (fromLeft) {
      for (let k = last; k > first; k--)
        bits[k] = bits[k]! | (bits[k]! << s) | (bits[k - 1]! >>> back);
      bits[first] = bits[first]! | (bits[first]! << s);
    } else {
      for (let k = first; k < last; k++)
        bits[k] = bits[k]! | (bits[k]! >>> s) | (bits[k + 1]! << back);
      bits[last] = bits[last]! | (bits[last]! >>> s);
    }
  }
}

/** Each row ORs the row s below (`fromBelow`) or above; in place. */
function orColumnShift({ bits, stride }: BitMask, s: number, fromBelow: boolean) {
  const span = s * stride;
  if (fromBelow) for (let k = 0; k + span < bits.length; k++) bits[k] = bits[k]! | bits[k + span]!;
  else for (let k = bits.length - 1; k >= span; k--) bits[k] = bits[k]! | bits[k - span]!;
}

function clearPadding({ bits, w, h, stride }: BitMask) {
  const keep = lastWordBits(w);
  for (let y = 1; y <= h; y++) bits[y * stride - 1] = bits[y * stride - 1]! & keep;
}

function complement(m: BitMask) {
  for (let k = 0; k < m.bits.length; k++) m.bits[k] = ~m.bits[k]!;
  clearPadding(m);
}

/** Dilation with a (2r+1)² square, in place. */
function grow(m: BitMask, r: number) {
  const steps = doublingSteps(r);
  for (const s of steps) orRowShift(m, s, true);
  clearPadding(m); // or the shifts to lower x would bring the bits past the width back in
  for (const s of steps) orRowShift(m, s, false);
  for (const s of steps) orColumnShift(m, s, true);
  for (const s of steps) orColumnShift(m, s, false);
}

function shrink(m: BitMask, r: number) {
  complement(m);
  grow(m, r);
  complement(m);
}

const copy = (m: BitMask): BitMask => ({ ...m, bits: m.bits.slice() });

/** Dilation with a (2r+1)² square. */
export function dilateBits(m: BitMask, r: number): BitMask {
  const out = copy(m);
  grow(out, r);
  return out;
}

/** Erosion with a (2r+1)² square; outside the image counts as set (no border erosion). */
export function erodeBits(m: BitMask, r: number): BitMask {
  const out = copy(m);
  shrink(out, r);
  return out;
}

export function openBits(m: BitMask, r: number): BitMask {
  const out = copy(m);
  shrink(out, r);
  grow(out, r);
  return out;
}

export function closeBits(m: BitMask, r: number): BitMask {
  const out = copy(m);
  grow(out, r);
  shrink(out, r);
  return out;
}

/** `closeBits` of a byte mask. */
export const close = (mask: Mask, w: number, h: number, r: number) =>
  unpackMask(closeBits(packMask(mask, w, h), r));
