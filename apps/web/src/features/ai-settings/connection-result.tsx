import type { AiConnectionTest } from '@dermadesk/contracts';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

/** The outcome of "Test connection": ok or not, how long it took, what the endpoint said. */
export function ConnectionResult({ result }: { result: AiConnectionTest }) {
  const { t, i18n } = useTranslation();
  const latency = formatNumber(Math.round(result.latencyMs), i18n.language);
  return (
    <Alert
      role="status"
      data-testid="ai-connection-result"
      type={result.ok ? 'success' : 'error'}
      showIcon
      message={
        result.ok ? t('aiSettings.test.ok', { latency }) : t('aiSettings.test.failed', { latency })
      }
      description={
        <>
          {result.message ? <p className="ai-settings-test-message">{result.message}</p> : null}
          {result.models.length ? (
            <div>
              <span>{t('aiSettings.test.models')} </span>
              {result.models.map((model) => (
                <Tag key={model}>{model}</Tag>
              ))}
            </div>
          ) : null}
        </>
      }
    />
  );
}
