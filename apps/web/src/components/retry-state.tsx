import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Reloading fetches the current index.html, hence the current chunk names. */
export function RetryState() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('chunk.title')}
      subTitle={t('chunk.detail')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('chunk.retry')}
        </Button>
      }
    />
  );
}
