import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../components/feedback';
import { isApiError } from '../../lib/api/api-error';
import { useFailedJobs } from './api/get-failed-jobs';
import { useRetryFailedJob } from './api/retry-failed-job';
import { FailedJobsList } from './failed-jobs-list';
import './failed-jobs.css';

/** The organisation admin's failed background jobs; other members are refused by the server. */
export default function FailedJobsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const failures = useFailedJobs();
  const retry = useRetryFailedJob();
  const [retrying, setRetrying] = useState<string | null>(null);

  const onRetry = (id: string) => {
    setRetrying(id);
    retry.mutate(id, {
      onSuccess: () => void message.success(t('jobs.retryStarted')),
      onError: (e) =>
        void (isApiError(e) && e.status === 409
          ? message.warning(t('jobs.cannotRetry'))
          : message.error(t('jobs.retryFailed'))),
      onSettled: () => setRetrying(null),
    });
  };

  const content = () => {
    if (failures.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (failures.isError) {
      if (isApiError(failures.error) && failures.error.kind === 'access-denied') {
        return <Result status="403" title={t('noAccess.title')} subTitle={t('noAccess.detail')} />;
      }
      return (
        <Result
          status="error"
          title={t('jobs.loadFailed')}
          extra={<Button onClick={() => void failures.refetch()}>{t('jobs.reload')}</Button>}
        />
      );
    }
    return <FailedJobsList failures={failures.data} onRetry={onRetry} retrying={retrying} />;
  };

  return (
    <div className="page failed-jobs-page">
      <h1 className="page-heading">{t('jobs.title')}</h1>
      <p className="failed-jobs-intro">{t('jobs.intro')}</p>
      {content()}
    </div>
  );
}
