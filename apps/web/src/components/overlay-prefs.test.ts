import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OVERLAY_PREFS,
  readOverlayPrefs,
  toggleOverlay,
  writeOverlayPrefs,
} from './overlay-prefs';

describe('overlay preferences', () => {
  it('are remembered per user, by overlay name', () => {
    const hidden = toggleOverlay(DEFAULT_OVERLAY_PREFS, 'erythema-heatmap', false);
    writeOverlayPrefs(localStorage, 'u1', { ...hidden, opacity: 35 });
    expect(readOverlayPrefs(localStorage, 'u1')).toEqual({
      opacity: 35,
      hidden: ['erythema-heatmap'],
    });
    expect(readOverlayPrefs(localStorage, 'u2')).toEqual(DEFAULT_OVERLAY_PREFS);
    const shown = toggleOverlay(readOverlayPrefs(localStorage, 'u1'), 'erythema-heatmap', true);
    expect(shown.hidden).toEqual([]);
  });

  it('fall back to the defaults when what is stored is not theirs', () => {
    for (const raw of ['{', '"x"', '{"opacity":140,"hidden":"a"}', '[1]']) {
      localStorage.setItem('dermadesk.overlays.u1', raw);
      const prefs = readOverlayPrefs(localStorage, 'u1');
      expect(prefs.opacity).toBe(60);
      expect(prefs.hidden).toEqual([]);
    }
  });
});
