import { catalogueModule } from '@dermadesk/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The display name of an analysis module from the shared catalogue (`moduleName.<key>`); a
 * number outside it, or a name not yet translated, shows as "Module 7".
 */
export function useModuleName(): (module: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (module: number) => {
      const fallback = t('moduleLabel.number', { number: module });
      const entry = catalogueModule(module);
      return entry ? t(`moduleName.${entry.key}`, { defaultValue: fallback }) : fallback;
    },
    [t],
  );
}
