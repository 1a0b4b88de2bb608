import { linearRgbToLab } from '../image/color.js';
import type { WorkingImage } from '../image/intake.js';
import { skinRegion, type SkinRegion } from '../image/skin.js';
import type { MethodInfo } from '../method.js';
import { SAMPLE_SIDE, sampleImage } from './image-sample.js';

export type Verdict = 'pass' | 'warn' | 'fail';
export type QualityCheckName =
  'resolution' | 'sharpness' | 'exposure' | 'colourCast' | 'skinFraction';

export interface QualityCheck {
  check: QualityCheckName;
  verdict: Verdict;
  value: number;
  unit: string;
  /** i18n key for the UI; `message` is the English text. */
  messageKey: string;
  message: string;
}

export interface QualityReport {
  /** Worst verdict of all checks. */
  verdict: Verdict;
  checks: QualityCheck[];
  method: MethodInfo;
}

/** Thresholds as [warn, fail]. Defaults are uncalibrated starting points (B0): tune per site. */
export interface QualityThresholds {
  /** Shorter side of the original, px: warn below, fail below. */
  minShortSide: readonly [number, number];
  /** Variance of the Laplacian at 512 px long side: warn below, fail below. */
  sharpness: readonly [number, number];
  /** Fraction of clipped pixels (a channel at 0 or 255): warn above, fail above. */
  clipped: readonly [number, number];
  /** Allowed CIELAB hue angle of the mean colour, degrees: [inner range, outer range]. */
  hue: readonly [readonly [number, number], readonly [number, number]];
  /** Fraction of skin-like pixels: warn below, fail below. */
  skinFraction: readonly [number, number];
}

export const DEFAULT_QUALITY: QualityThresholds = {
  minShortSide: [720, 320],
  sharpness: [50, 15],
  clipped: [0.02, 0.1],
  hue: [
    [15, 85],
    [0, 100],
  ],
  skinFraction: [0.3, 0.1],
};

/** What each check says when it warns or fails (the result page translates them by this text). */
export const QUALITY_MESSAGES: Record<
  QualityCheckName,
  Record<Exclude<Verdict, 'pass'>, string>
> = {
  resolution: {
    warn: 'image resolution is low: retake closer',
    fail: 'image resolution is too low: retake',
  },
  sharpness: { warn: 'image may be blurred: hold still', fail: 'image is blurred: retake' },
  exposure: {
    warn: 'parts of the image are over- or under-exposed',
    fail: 'image is badly exposed: retake with even light',
  },
  colourCast: {
    warn: 'image has a colour cast: check the lighting',
    fail: 'strong colour cast: retake under neutral light',
  },
  skinFraction: {
    warn: 'little skin is visible: frame the area closer',
    fail: 'no skin found in the image: retake',
  },
};

function check(
  name: QualityCheckName,
  verdict: Verdict,
  value: number,
  unit: string,
): QualityCheck {
  const message = verdict === 'pass' ? 'ok' : QUALITY_MESSAGES[name][verdict];
  return { check: name, verdict, value, unit, messageKey: `quality.${name}.${verdict}`, message };
}

const below = (v: number, [warn, fail]: readonly [number, number]): Verdict =>
  v < fail ? 'fail' : v < warn ? 'warn' : 'pass';
const above = (v: number, [warn, fail]: readonly [number, number]): Verdict =>
  v > fail ? 'fail' : v > warn ? 'warn' : 'pass';

/** The hue of the mean linear colour in degrees, or null when it is near-neutral. */
function meanHue(r: number, g: number, b: number, n: number): number | null {
  const [, a, bb] = linearRgbToLab(r / n, g / n, b / n);
  // A near-neutral mean (grey card, white background) carries no hue to judge.
  return Math.hypot(a, bb) < 5 ? null : (Math.atan2(bb, a) * 180) / Math.PI;
}

/**
 * Quality gate run before every module: resolution, sharpness (variance of the Laplacian),
 * exposure (clipped pixels), colour cast (hue of the mean colour) and the skin-like fraction.
 */
export function assessQuality(
  img: WorkingImage,
  thresholds: Partial<QualityThresholds> = {},
  skin: SkinRegion = skinRegion(img),
): QualityReport {
  const t = { ...DEFAULT_QUALITY, ...thresholds };
  const shortSide = Math.min(img.source.width, img.source.height);
  const sample = sampleImage(img);
  const { w, h, sharpness } = sample;
  const clipped = sample.clipped / (w * h);
  const hue = meanHue(sample.r, sample.g, sample.b, w * h);
  const skinFraction = skin.skinLikePixels / (img.width * img.height);
  const [inner, outer] = t.hue;
  const hueVerdict: Verdict =
    hue === null || (hue >= inner[0] && hue <= inner[1])
      ? 'pass'
      : hue >= outer[0] && hue <= outer[1]
        ? 'warn'
        : 'fail';
  const checks = [
    check('resolution', below(shortSide, t.minShortSide), shortSide, 'px (shorter side)'),
    check('sharpness', below(sharpness, t.sharpness), sharpness, 'variance of Laplacian'),
    check('exposure', above(clipped, t.clipped), clipped, 'fraction of clipped pixels'),
    check('colourCast', hueVerdict, hue ?? 0, 'degrees (CIELAB hue of mean colour)'),
    check('skinFraction', below(skinFraction, t.skinFraction), skinFraction, 'fraction of pixels'),
  ];
  const verdict: Verdict = checks.some((c) => c.verdict === 'fail')
    ? 'fail'
    : checks.some((c) => c.verdict === 'warn')
      ? 'warn'
      : 'pass';
  return {
    verdict,
    checks,
    method: {
      name: 'quality-gate',
      version: '1.1.0',
      parameters: {
        minShortSide: t.minShortSide.join('/'),
        sharpness: t.sharpness.join('/'),
        clipped: t.clipped.join('/'),
        skinFraction: t.skinFraction.join('/'),
        sample: `nearest-neighbour ${SAMPLE_SIDE} px long side (sharpness, exposure, colour cast)`,
      },
      references: [
        'Pech-Pacheco et al. 2000 (variance of Laplacian)',
        'Chai & Ngan 1999 (YCbCr skin box)',
      ],
    },
  };
}
