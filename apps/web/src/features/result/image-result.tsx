import {
  analysisWarnings,
  classificationText,
  siteName,
  warningText,
  type UploadImage,
} from '@dermadesk/contracts';
import { Alert, Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MeasuredResults } from '../../components/measured-results';
import { OverlayViewer } from '../../components/overlay-viewer';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useModuleName } from '../../lib/module-name';
import { useResultLookup } from '../../lib/result-lookup';
import { ClinicianInputView } from './clinician-input';
import { ImageComment } from './image-comment';

const verdictColor = { pass: 'green', warn: 'orange', fail: 'red' } as const;

/** One analysed image: the photo with overlays, the measured results, the clinician's input. */
export function ImageResult({
  image,
  uploadId,
  allowComment,
}: {
  image: UploadImage;
  uploadId: number;
  allowComment: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lookup = useResultLookup();
  const moduleName = useModuleName();
  const lang = i18n.language;
  const { analysis } = image;
  const result = analysis.result;
  const warnings = analysisWarnings(result.warnings);
  const title = image.bodyPart
    ? `${siteName(lookup, image.bodyPart)} · ${image.imageName}`
    : image.imageName;

  return (
    <Card className="image-result" title={title} data-testid="image-result">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={11}>
          <OverlayViewer
            analysis={analysis}
            alt={t('resultPage.imageAlt', { name: image.imageName })}
          />
        </Col>
        <Col xs={24} lg={13}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('resultPage.analysedAt')}>
              {formatDateTime(image.createdAt, lang)}
            </Descriptions.Item>
            {/* The verdict reads as in the workspace ('Image quality: good'): no second label. */}
            <Descriptions.Item>
              <Tag color={verdictColor[result.quality.verdict]}>
                {t(`quality.verdict.${result.quality.verdict}`)}
              </Tag>
            </Descriptions.Item>
            {result.method && (
              <Descriptions.Item label={t('resultPage.method')}>
                {lookup(`measure.method.${result.method.name}`) ?? result.method.name}{' '}
                {result.method.version}
              </Descriptions.Item>
            )}
          </Descriptions>
          {result.status === 'rejected-by-quality-gate' && (
            <Alert
              type="warning"
              showIcon
              className="result-block"
              message={t('quality.rejected')}
              description={result.quality.checks
                .filter((c) => c.verdict === 'fail')
                .map((c) => t(c.messageKey, { defaultValue: c.message }))
                .join(' ')}
            />
          )}
          {result.status === 'measured' && (
            <div className="result-block">
              <MeasuredResults result={result} />
            </div>
          )}
          {result.classification.status !== 'not-applicable' && (
            <Alert
              className="result-block"
              type={result.classification.status === 'model' ? 'info' : 'warning'}
              message={t('resultPage.classification')}
              description={
                result.classification.status === 'model'
                  ? result.classification.prediction.labels
                      .slice(0, 3)
                      .map((l) => `${l.label} ${formatNumber(l.probability * 100, lang, 0)}%`)
                      .join(' · ')
                  : classificationText(
                      lookup,
                      result.classification,
                      moduleName(result.module.number),
                    )
              }
            />
          )}
          {warnings.length > 0 && (
            <Alert
              className="result-block"
              type="warning"
              message={warnings.map((w) => warningText(lookup, w)).join(' ')}
            />
          )}
          <Typography.Paragraph type="secondary" className="result-block result-caveat">
            {t('measure.caveat')}
          </Typography.Paragraph>
          <ClinicianInputView image={image} />
          {allowComment && (
            <ImageComment uploadId={uploadId} imageId={image.id} comment={image.userComment} />
          )}
          {!allowComment && image.userComment && (
            <Descriptions column={1} size="small" className="result-block">
              <Descriptions.Item label={t('resultPage.comment.label')}>
                {image.userComment}
              </Descriptions.Item>
            </Descriptions>
          )}
        </Col>
      </Row>
    </Card>
  );
}
