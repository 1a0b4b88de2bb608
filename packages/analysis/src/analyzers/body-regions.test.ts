import { describe, expect, it } from 'vitest';
import { bodyRegionOf } from './body-regions.js';

describe('bodyRegionOf', () => {
  it.each([
    ['left-forearm', 'upperLimbs'],
    ['Back of hand', 'upperLimbs'],
    ['upper back', 'trunk'],
    ['Forehead', 'headNeck'],
    ['headNeck', 'headNeck'],
    ['right thigh', 'lowerLimbs'],
    ['buttocks', 'lowerLimbs'],
    ['spleen', undefined],
  ])('%s → %s', (part, region) => expect(bodyRegionOf(part)).toBe(region));
});
