import { useTranslation } from 'react-i18next';
import { Alert, Card, Tag } from 'antd';
import type { DeskConversation } from '@dermadesk/contracts';

/** A finished call's summary: why they called, what came of it, what is left to do. */
export function CallSummaryView({
  conversation,
  pending,
}: {
  conversation: DeskConversation | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation();
  if (pending || !conversation) {
    return <p className="rx-muted">{t('rxAssistant.summary.pending')}</p>;
  }
  if (conversation.summaryStatus === 'failed' || !conversation.summary) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('rxAssistant.summary.failed')}
        description={conversation.summaryError}
      />
    );
  }
  const { reason, outcomes, followUps } = conversation.summary;
  return (
    <Card size="small" title={t('rxAssistant.summary.title')} data-testid="rx-call-summary">
      <p>
        <strong>{t('rxAssistant.summary.reason')}:</strong> {reason}
      </p>
      <p>
        <strong>{t('rxAssistant.summary.outcome')}:</strong>{' '}
        {outcomes.map((o) => (
          <Tag key={o}>{t(`rxAssistant.outcome.${o}`)}</Tag>
        ))}
      </p>
      {followUps.length > 0 && (
        <>
          <strong>{t('rxAssistant.summary.followUps')}:</strong>
          <ul>
            {followUps.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      )}
      <p className="rx-muted">
        {conversation.patientName
          ? t('rxAssistant.summary.filed', { name: conversation.patientName })
          : t('rxAssistant.summary.noPatient')}
      </p>
    </Card>
  );
}
