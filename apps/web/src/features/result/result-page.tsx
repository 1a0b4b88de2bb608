import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../lib/paths';

/** One result; `/result/42/anything` still shows result 42. */
export default function ResultPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <div className="page">
      <Link to={paths.history.href()}>{t('history.backToHistory')}</Link>
      <h1 className="page-heading">
        {t('pages.result')} {id}
      </h1>
      <Card>
        <Empty description={t('result.empty', { id })} />
      </Card>
    </div>
  );
}
