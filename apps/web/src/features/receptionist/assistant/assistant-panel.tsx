import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from 'antd';
import { aiEnvVariables, type AppointmentType } from '@dermadesk/contracts';
import { paths } from '../../../lib/paths';
import { useGuidedAnswer } from '../api/guided';
import { GuidedChat } from '../guided-chat';
import { useAssistantStatus } from './api/conversations';
import { AssistantChat } from './assistant-chat';

/**
 * The assistant beside the calendar: with a chat model, the assistant that books through its
 * tools; without one, the guided booking (a full way to book) and what to configure.
 */
export function AssistantPanel({ types }: { types: AppointmentType[] }) {
  const { t } = useTranslation();
  const status = useAssistantStatus();
  const guided = useGuidedAnswer();
  if (!status.data) return null;
  if (status.data.chat === 'ready') return <AssistantChat />;
  const env = aiEnvVariables.chat;
  return (
    <div className="rx-panel">
      <Alert
        type="info"
        showIcon
        title={t('rxAssistant.offline.title')}
        description={
          <>
            {t(
              status.data.chat === 'disabled'
                ? 'rxAssistant.offline.disabled'
                : 'rxAssistant.offline.notConfigured',
              { env: `${env.baseUrl}, ${env.model}` },
            )}{' '}
            <Link className="rx-inline-link" to={paths.aiSettings.href()}>
              {t('rxAssistant.offline.settings')}
            </Link>
          </>
        }
      />
      <GuidedChat types={types.filter((x) => x.active)} answer={guided} />
    </div>
  );
}
