import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list or conversation that did not load, with the catalogue text and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errors.initialData')}
      extra={<Button onClick={onRetry}>{t('assistant.common.retry')}</Button>}
    />
  );
}
