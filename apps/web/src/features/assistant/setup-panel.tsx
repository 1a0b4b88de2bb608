import { SettingOutlined } from '@ant-design/icons';
import { aiEnvVariables, type AiProviderStatus } from '@dermadesk/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * Shown instead of the chat while the chat model is not ready: says honestly what is missing
 * (the server's environment, or the admin's switch) and, to admins, where to fix it.
 */
export function SetupPanel({
  status,
  canConfigure,
}: {
  status: Exclude<AiProviderStatus, 'ready'>;
  canConfigure: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const variables = Object.values(aiEnvVariables.chat).join(', ');
  const detail =
    status === 'disabled'
      ? t('assistant.setup.disabled')
      : t('assistant.setup.notConfigured', { variables });
  return (
    <Result
      className="assistant-setup"
      data-testid="assistant-setup"
      status="info"
      icon={<SettingOutlined />}
      title={
        <h2>
          {status === 'disabled'
            ? t('assistant.setup.disabledTitle')
            : t('assistant.setup.notConfiguredTitle')}
        </h2>
      }
      subTitle={
        <>
          <p>{detail}</p>
          <p>{canConfigure ? t('assistant.setup.adminHint') : t('assistant.setup.askAdmin')}</p>
        </>
      }
      extra={
        canConfigure ? (
          <Button type="primary" onClick={() => void navigate(paths.aiSettings.href())}>
            {t('assistant.setup.openSettings')}
          </Button>
        ) : null
      }
    />
  );
}
