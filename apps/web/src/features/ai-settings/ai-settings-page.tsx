import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api/api-error';
import { paths } from '../../lib/paths';
import { useAiSettings } from './api/get-ai-settings';
import { PolicyCard } from './policy-card';
import { ProviderCard } from './provider-card';
import './ai-settings.css';

/** The organisation admin's AI settings; other members are refused by the server. */
export default function AiSettingsPage() {
  const { t } = useTranslation();
  const settings = useAiSettings();

  const content = () => {
    if (settings.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
    if (settings.isError) {
      // The server refuses non-admins; they get the app's usual no-access texts.
      if (isApiError(settings.error) && settings.error.kind === 'access-denied') {
        return <Result status="403" title={t('noAccess.title')} subTitle={t('noAccess.detail')} />;
      }
      return (
        <Result
          status="error"
          title={t('errors.initialData')}
          extra={<Button onClick={() => void settings.refetch()}>{t('aiSettings.retry')}</Button>}
        />
      );
    }
    return (
      <>
        {settings.data.providers.map((provider) => (
          <ProviderCard key={provider.kind} provider={provider} />
        ))}
        <PolicyCard settings={settings.data} />
      </>
    );
  };

  return (
    <div className="page ai-settings-page">
      <div>
        <h1 className="page-heading">{t('aiSettings.title')}</h1>
        <p className="ai-settings-muted">{t('aiSettings.intro')}</p>
        <Link to={paths.assistant.href()}>
          <ArrowLeftOutlined /> {t('aiSettings.backToAssistant')}
        </Link>
      </div>
      {content()}
    </div>
  );
}
