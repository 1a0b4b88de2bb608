import type { TextLookup } from '@dermadesk/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The result-text catalogue through i18next, as the `TextLookup` the contracts' result-words
 * functions take (the server passes its own over the same catalogue): undefined for a key the
 * catalogue lacks, so those functions fall back to the engine's English.
 */
export function useResultLookup(): TextLookup {
  const { t, i18n } = useTranslation();
  return useMemo<TextLookup>(
    () => (key, params) => (i18n.exists(key) ? t(key, params) : undefined),
    [t, i18n],
  );
}
