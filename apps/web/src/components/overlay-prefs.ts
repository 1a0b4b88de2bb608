import { useCallback, useState } from 'react';

/** How a clinician likes overlays shown: one opacity, and the overlays they switched off. */
export interface OverlayPrefs {
  opacity: number;
  hidden: string[];
}

export const DEFAULT_OVERLAY_PREFS: OverlayPrefs = { opacity: 60, hidden: [] };

const storageKey = (userId: string | null) => `dermadesk.overlays.${userId ?? 'anonymous'}`;

/**
 * The stored preferences, or the defaults when there are none or they are not ours to read
 * (another shape, an opacity out of 0–100). Overlays are remembered by name, so a kind of overlay
 * the clinician has never switched off is shown.
 */
export function readOverlayPrefs(storage: Storage, userId: string | null): OverlayPrefs {
  try {
    const raw = JSON.parse(storage.getItem(storageKey(userId)) ?? 'null') as unknown;
    if (typeof raw !== 'object' || raw === null) return DEFAULT_OVERLAY_PREFS;
    const { opacity, hidden } = raw as Partial<Record<keyof OverlayPrefs, unknown>>;
    return {
      opacity:
        typeof opacity === 'number' && opacity >= 0 && opacity <= 100
          ? opacity
          : DEFAULT_OVERLAY_PREFS.opacity,
      hidden: Array.isArray(hidden) ? hidden.filter((h): h is string => typeof h === 'string') : [],
    };
  } catch {
    return DEFAULT_OVERLAY_PREFS;
  }
}

export function writeOverlayPrefs(storage: Storage, userId: string | null, prefs: OverlayPrefs) {
  try {
    storage.setItem(storageKey(userId), JSON.stringify(prefs));
  } catch {
    // Storage full or disabled: the choice holds for this page only.
  }
}

/** Shows or hides one overlay, keeping the others' choices. */
export function toggleOverlay(prefs: OverlayPrefs, name: string, shown: boolean): OverlayPrefs {
  const others = prefs.hidden.filter((h) => h !== name);
  return { ...prefs, hidden: shown ? others : [...others, name] };
}

/** The user's overlay preferences, remembered in this browser across reloads and screens. */
export function useOverlayPrefs(userId: string | null) {
  const [prefs, setPrefs] = useState(() => readOverlayPrefs(localStorage, userId));
  const update = useCallback(
    (next: OverlayPrefs) => {
      setPrefs(next);
      writeOverlayPrefs(localStorage, userId, next);
    },
    [userId],
  );
  return [prefs, update] as const;
}
