import type { BodySide } from '@dermadesk/contracts';

/**
 * A body outline drawn from rounded boxes, one per body site of the catalogue, in a 100 × 220
 * box per figure. The boxes are both the drawing and the click targets, so a mark placed on a
 * part names that part's site. Seen from the front, the patient's right is on the viewer's left;
 * from the back, on the viewer's right.
 */
export const FIGURE = { width: 100, height: 220 } as const;

interface Part {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
  /** A site for each side, or a lateral site's name without `left-`/`right-`. */
  site: { front: string; back: string } | { lateral: string };
  /** For a lateral part: which side of the drawing it is on. */
  onViewerLeft?: boolean;
}

const pair = (lateral: string, x: number, y: number, w: number, h: number, r = 4): Part[] => [
  { x, y, w, h, r, site: { lateral }, onViewerLeft: true },
  { x: FIGURE.width - x - w, y, w, h, r, site: { lateral }, onViewerLeft: false },
];

export const PARTS: readonly Part[] = [
  { x: 38, y: 4, w: 24, h: 28, r: 12, site: { front: 'face', back: 'scalp' } },
  { x: 44, y: 31, w: 12, h: 9, r: 2, site: { front: 'anterior-neck', back: 'posterior-neck' } },
  { x: 31, y: 39, w: 38, h: 30, r: 6, site: { front: 'chest', back: 'upper-back' } },
  { x: 37, y: 69, w: 26, h: 27, r: 2, site: { front: 'abdomen', back: 'lower-back' } },
  ...pair('flank', 31, 69, 6, 27, 2),
  { x: 33, y: 96, w: 34, h: 14, r: 5, site: { front: 'groin', back: 'buttocks' } },
  ...pair('upper-arm', 19, 41, 11, 34, 5),
  ...pair('elbow', 17, 75, 11, 8, 3),
  ...pair('forearm', 15, 83, 11, 28, 4),
  ...pair('hand', 13, 111, 12, 15, 5),
  ...pair('thigh', 33, 110, 16, 40, 6),
  ...pair('knee', 34, 150, 14, 11, 4),
  ...pair('lower-leg', 35, 161, 12, 38, 5),
  ...pair('foot', 33, 199, 15, 12, 4),
];

/** The catalogue site of a part, seen from `side`. */
export function siteOf(part: Part, side: BodySide): string {
  if (!('lateral' in part.site)) return part.site[side];
  const patientRight = side === 'front' ? part.onViewerLeft : !part.onViewerLeft;
  return `${patientRight ? 'right' : 'left'}-${part.site.lateral}`;
}

/** The site under a point of a figure (fractions of its box), or null off the body. */
export function siteAt(side: BodySide, x: number, y: number): string | null {
  const px = x * FIGURE.width;
  const py = y * FIGURE.height;
  const part = PARTS.find((p) => px >= p.x && px <= p.x + p.w && py >= p.y && py <= p.y + p.h);
  return part ? siteOf(part, side) : null;
}
