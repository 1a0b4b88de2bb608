import type { Amendment } from '@dermadesk/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

/**
 * Says that the saved calculator input was amended, when and by whom (the latest amendment; the
 * earlier versions are kept on the server), with the score before and after.
 */
export function AmendmentNote({ amendments }: { amendments: Amendment[] }) {
  const { t, i18n } = useTranslation();
  const last = amendments.at(-1);
  if (!last) return null;
  const score = (value: number | null) => (value === null ? t('drafts.noScore') : String(value));
  return (
    <Alert
      type="info"
      showIcon
      data-testid="amended"
      title={t('drafts.amended.title', {
        date: formatDateTime(last.amendedAt, i18n.language),
        name: last.amendedBy ?? t('resultPage.unknownUser'),
      })}
      description={t('drafts.amended.detail', {
        instrument: t(`calculator.instruments.${last.instrument}`),
        from: score(last.previousScore),
        to: score(last.score),
      })}
    />
  );
}
