import { SettingOutlined } from '@ant-design/icons';
import { aiEnvVariables, type AiProviderStatus } from '@dermadesk/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * Shown instead of the chat while the chat model is not ready: says what is missing in words the
 * reader can act on. A clinician is told to ask the organisation's admin; an admin gets the way
 * to the AI settings; only then is the server's own configuration (for whoever runs it) named.
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
  const lines =
    status === 'disabled'
      ? [
          t('assistant.setup.disabled'),
          canConfigure ? t('assistant.setup.adminHint') : t('assistant.setup.askAdmin'),
        ]
      : canConfigure
        ? [t('assistantSetup.admin'), t('assistantSetup.operator', { variables })]
        : [t('assistantSetup.clinician')];
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
      subTitle={lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
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
