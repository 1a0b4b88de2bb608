import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';

/** The empty state of a screen that a later version fills in. */
export function PlaceholderScreen({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={<h1 className="page-heading">{t('placeholder.title', { screen })}</h1>}
      subTitle={t('placeholder.detail')}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.dashboard.href())}>
          {t('placeholder.toModules')}
        </Button>
      }
    />
  );
}
