import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<h1 className="page-heading">{t('noAccess.title')}</h1>}
      subTitle={t('noAccess.detail')}
    />
  );
}
