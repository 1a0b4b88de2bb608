import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy page loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <div className="top-progress" aria-hidden="true" />
      <Spin size="large" />
      <span>{t('loading.default')}</span>
    </div>
  );
}

/** Covers the window until the auth setup has finished. */
export function FullPageLoader({ label }: { label?: string }) {
  return (
    <div className="full-page-loader" role="status" aria-live="polite" aria-busy="true">
      <Spin size="large" />
      {label ? <span>{label}</span> : null}
    </div>
  );
}
