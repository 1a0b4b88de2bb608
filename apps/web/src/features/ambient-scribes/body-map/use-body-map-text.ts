import { bodyMapLines, localeSchema, siteName, type BodyMark } from '@dermadesk/contracts';
import { useTranslation } from 'react-i18next';
import { useResultLookup } from '../../../lib/result-lookup';

/** The body map's marks as the note states them, in the UI's language, with its heading. */
export function useBodyMapText(marks: BodyMark[]) {
  const { t, i18n } = useTranslation();
  const lookup = useResultLookup();
  const locale = localeSchema.catch('en').parse(i18n.language);
  return {
    heading: t('scribeOut.bodyMap.title'),
    lines: bodyMapLines(marks, locale, (site) => siteName(lookup, site)),
  };
}

export type BodyMapText = ReturnType<typeof useBodyMapText>;
