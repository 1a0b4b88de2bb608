import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Reloading fetches the current index.html, hence the current chunk names. */
export function RetryState() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={<h1 className="page-heading">{t('chunk.title')}</h1>}
      subTitle={t('chunk.detail')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('chunk.retry')}
        </Button>
      }
    />
  );
}
