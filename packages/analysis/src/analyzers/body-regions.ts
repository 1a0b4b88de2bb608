/** EASI regions; PASI uses the same four with `head` for head and neck. */
export type BodyRegion = 'headNeck' | 'upperLimbs' | 'trunk' | 'lowerLimbs';

// Order matters: limbs first ("forearm" contains "ear", "back of hand" contains "back").
const KEYWORDS: readonly (readonly [BodyRegion, readonly string[]])[] = [
  ['upperLimbs', ['arm', 'elbow', 'hand', 'wrist', 'finger', 'palm', 'upperlimb', 'upperextremit']],
  [
    'lowerLimbs',
    [
      'leg',
      'thigh',
      'knee',
      'shin',
      'calf',
      'foot',
      'feet',
      'ankle',
      'toe',
      'buttock',
      'lowerlimb',
      'lowerextremit',
    ],
  ],
  [
    'trunk',
    [
      'chest',
      'abdomen',
      'back',
      'trunk',
      'flank',
      'genital',
      'groin',
      'axilla',
      'breast',
      'shoulder',
    ],
  ],
  [
    'headNeck',
    ['head', 'face', 'scalp', 'neck', 'forehead', 'cheek', 'chin', 'nose', 'ear', 'lip', 'eyelid'],
  ],
];

/** Maps a free body-part label (`left-forearm`, `Upper back`, `lowerLimbs`) to its region. */
export function bodyRegionOf(bodyPart: string | undefined): BodyRegion | undefined {
  if (!bodyPart) return undefined;
  const s = bodyPart.toLowerCase().replace(/[^a-z]/g, '');
  return KEYWORDS.find(([, words]) => words.some((w) => s.includes(w)))?.[0];
}

/** The region key an instrument uses for a body region. */
export function instrumentRegionKey(score: 'easi' | 'pasi', region: BodyRegion): string {
  return score === 'pasi' && region === 'headNeck' ? 'head' : region;
}
