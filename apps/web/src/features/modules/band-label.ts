import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The calculators name their bands in English (`moderate`, `suspicious range (4.75–5.45)`); the
 * catalogue's `scoreBands` translates them, keyed by that English label. A label it does not
 * list (SALT's S0–S5 grades are codes) shows as the calculator gave it.
 */
export function useBandLabel(): (label: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (label: string) => {
      const bands = t('scoreBands', { returnObjects: true }) as unknown as Record<string, string>;
      return bands[label] ?? label;
    },
    [t],
  );
}
