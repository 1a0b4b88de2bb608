import { WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './status-message';

/** Reloading fetches the current index.html, hence the current chunk names. */
export function RetryState() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      icon={<WarningFilled style={{ color: '#b76e00' }} />}
      title={t('chunk.title')}
      detail={t('chunk.detail')}
      action={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('chunk.retry')}
        </Button>
      }
    />
  );
}
