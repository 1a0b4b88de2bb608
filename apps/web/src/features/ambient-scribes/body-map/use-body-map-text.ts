import { bodyMapLines, localeSchema, siteName } from '@dermadesk/contracts';
import { useTranslation } from 'react-i18next';
import { useResultLookup } from '../../../lib/result-lookup';
import { useBodyMap } from '../api/body-map';

/** The stored body map as the note states it, in the UI's language, with its heading. */
export function useBodyMapText(encounterId: string) {
  const { t, i18n } = useTranslation();
  const lookup = useResultLookup();
  const marks = useBodyMap(encounterId).data?.marks ?? [];
  const locale = localeSchema.catch('en').parse(i18n.language);
  return {
    heading: t('scribeOut.bodyMap.title'),
    lines: bodyMapLines(marks, locale, (site) => siteName(lookup, site)),
  };
}
