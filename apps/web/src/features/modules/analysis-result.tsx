import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  analysisWarnings,
  classificationText,
  warningText,
  type Analysis,
} from '@dermadesk/contracts';
import { MeasuredResults } from '../../components/measured-results';
import { OverlayViewer } from '../../components/overlay-viewer';
import { useModuleName } from '../../lib/module-name';
import { useResultLookup } from '../../lib/result-lookup';

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
  const lookup = useResultLookup();
  const moduleName = useModuleName();
  const { result } = analysis;
  const fmt = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const problems = result.quality.checks.filter((c) => c.verdict !== 'pass');
  const classification = result.classification;
  return (
    <section aria-labelledby={`result-${analysis.analysisId}`} className="analysis-result">
      <h3 id={`result-${analysis.analysisId}`} className="card-heading">
        {region
          ? t('imageCheck.resultFor', { region: t(`site.${region}`) })
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
          <MeasuredResults result={result} />
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
              classificationText(lookup, classification, moduleName(result.module.number))
            )
          }
        />
      )}
      {!compact && result.method && (
        <Descriptions size="small" column={1} title={t('workspace.result.method')}>
          <Descriptions.Item label={t('workspace.result.methodName')}>
            {/* One text, as on the result page: a tag beside it shrank to '1. 2. 0' at 390 px. */}
            {`${lookup(`measure.method.${result.method.name}`) ?? result.method.name} ${result.method.version}`}
          </Descriptions.Item>
          {analysisWarnings(result.warnings).length > 0 && (
            <Descriptions.Item label={t('workspace.result.warnings')}>
              {analysisWarnings(result.warnings)
                .map((w) => warningText(lookup, w))
                .join(' · ')}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('workspace.result.caveat')}>
            {t('measure.caveat')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
