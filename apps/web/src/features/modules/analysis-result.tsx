import { Alert, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '@dermadesk/contracts';
import { OverlayViewer } from '../../components/overlay-viewer';

const verdictType = { pass: 'success', warn: 'warning', fail: 'error' } as const;

/** Quality verdict first (with retake advice), then the image, quantities, method and caveats. */
export function AnalysisResult({
  analysis,
  compact,
  region,
}: {
  analysis: Analysis;
  compact: boolean;
  /** Multi-image modules: the body region the photo shows, named in the heading. */
  region?: string;
}) {
  const { t, i18n } = useTranslation();
  const { result } = analysis;
  const fmt = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const problems = result.quality.checks.filter((c) => c.verdict !== 'pass');
  const classification = result.classification;
  return (
    <section aria-labelledby={`result-${analysis.analysisId}`} className="analysis-result">
      <h3 id={`result-${analysis.analysisId}`} className="card-heading">
        {region
          ? t('imageCheck.resultFor', { region: t(`image.sites.${region}`) })
          : t('workspace.result.heading')}
      </h3>
      <Alert
        role="status"
        type={verdictType[result.quality.verdict]}
        showIcon
        title={t(`quality.verdict.${result.quality.verdict}`)}
        description={
          problems.length > 0 ? (
            <ul className="plain-list">
              {problems.map((c) => (
                <li key={c.check}>{t(c.messageKey, { defaultValue: c.message })}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
      {result.status === 'rejected-by-quality-gate' ? (
        <Alert type="error" showIcon title={t('quality.rejected')} />
      ) : (
        <>
          {!compact && <OverlayViewer analysis={analysis} alt={t('workspace.result.photoAlt')} />}
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            caption={t('workspace.result.quantities')}
            dataSource={Object.entries(result.quantities).map(([key, q]) => ({ key, ...q }))}
            columns={[
              { title: t('workspace.result.measure'), dataIndex: 'description' },
              {
                title: t('workspace.result.value'),
                dataIndex: 'value',
                align: 'right',
                render: (v: number | null) =>
                  v === null ? t('workspace.result.notMeasured') : fmt.format(v),
              },
              { title: t('workspace.result.unit'), dataIndex: 'unit' },
            ]}
          />
        </>
      )}
      {classification.status !== 'not-applicable' && (
        <Alert
          type={classification.status === 'model' ? 'info' : 'warning'}
          showIcon
          data-testid="classification"
          title={t(`workspace.classification.${classification.status}`)}
          description={
            classification.status === 'model' ? (
              <>
                <ul className="plain-list">
                  {classification.prediction.labels.slice(0, 5).map((l) => (
                    <li key={l.label}>
                      {l.label}: {fmt.format(l.probability * 100)} %
                    </li>
                  ))}
                </ul>
                <Typography.Text type="secondary">
                  {classification.prediction.disclaimer}
                </Typography.Text>
              </>
            ) : (
              classification.message
            )
          }
        />
      )}
      {!compact && result.method && (
        <Descriptions size="small" column={1} title={t('workspace.result.method')}>
          <Descriptions.Item label={t('workspace.result.methodName')}>
            {result.method.name} <Tag>{result.method.version}</Tag>
          </Descriptions.Item>
          {result.warnings.length > 0 && (
            <Descriptions.Item label={t('workspace.result.warnings')}>
              {result.warnings.join(' · ')}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('workspace.result.caveat')}>
            {result.caveat}
          </Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
