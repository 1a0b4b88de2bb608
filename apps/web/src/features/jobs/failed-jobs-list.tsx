import type { JobFailure } from '@dermadesk/contracts';
import { Button, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

export interface FailedJobsListProps {
  failures: JobFailure[];
  onRetry: (failureId: string) => void;
  /** The failure whose retry is on its way (its button spins, the others wait). */
  retrying: string | null;
}

/** One card per failed job: what, when, after how many attempts, why; and a way to run it again. */
export function FailedJobsList({ failures, onRetry, retrying }: FailedJobsListProps) {
  const { t, i18n } = useTranslation();
  if (!failures.length) {
    return (
      <Empty
        className="failed-jobs-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{t('jobs.empty')}</strong>
            <br />
            {t('jobs.emptyDetail')}
          </>
        }
      />
    );
  }
  return (
    <ul className="failed-jobs-list" aria-label={t('jobs.title')}>
      {failures.map((f) => (
        <li key={f.id} className="failed-job" data-testid="failed-job">
          <div className="failed-job-head">
            {/* Features name their jobs in the catalogue; an unknown type shows as the server names it. */}
            <h2 className="failed-job-name">{t(`jobs.names.${f.job}`, { defaultValue: f.job })}</h2>
            {f.retriedAt ? (
              <Tag className="failed-job-retried">
                {t('jobs.retried', { when: formatDateTime(f.retriedAt, i18n.language) })}
              </Tag>
            ) : (
              <Button
                onClick={() => onRetry(f.id)}
                loading={retrying === f.id}
                disabled={retrying !== null && retrying !== f.id}
              >
                {t('jobs.retry')}
              </Button>
            )}
          </div>
          <dl className="failed-job-facts">
            <div>
              <dt>{t('jobs.failedAt')}</dt>
              <dd>
                <time dateTime={f.failedAt}>{formatDateTime(f.failedAt, i18n.language)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('jobs.attempts')}</dt>
              <dd>{f.attempts}</dd>
            </div>
          </dl>
          <p className="failed-job-reason">
            <span className="failed-job-label">{t('jobs.reason')}</span> {f.error}
          </p>
        </li>
      ))}
    </ul>
  );
}
