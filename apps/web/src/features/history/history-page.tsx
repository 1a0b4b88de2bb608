import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** History of predictions; the table arrives with the history issue. */
export default function HistoryPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-heading">{t('pages.history')}</h1>
      <Card>
        <Empty description={t('history.empty')} />
      </Card>
    </div>
  );
}
