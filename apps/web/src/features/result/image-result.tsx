import type { UploadImage } from '@dermadesk/contracts';
import { Alert, Card, Col, Descriptions, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../lib/format';
import { ClinicianInputView } from './clinician-input';
import { ImageComment } from './image-comment';
import { OverlayViewer } from '../../components/overlay-viewer';

const verdictColor = { pass: 'green', warn: 'orange', fail: 'red' } as const;

interface QuantityRow {
  key: string;
  description: string;
  value: string;
}

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
  const lang = i18n.language;
  const { analysis } = image;
  const result = analysis.result;
  const quantities: QuantityRow[] = Object.entries(result.quantities).map(([key, q]) => ({
    key,
    description: q.description || key,
    value: q.value === null ? '–' : `${formatNumber(q.value, lang)} ${q.unit}`.trim(),
  }));
  const title = image.bodyPart ? `${image.bodyPart} · ${image.imageName}` : image.imageName;

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
            <Descriptions.Item label={t('resultPage.quality')}>
              <Tag color={verdictColor[result.quality.verdict]}>
                {t(`resultPage.verdict.${result.quality.verdict}`)}
              </Tag>
            </Descriptions.Item>
            {result.method && (
              <Descriptions.Item label={t('resultPage.method')}>
                {result.method.name} {result.method.version}
              </Descriptions.Item>
            )}
          </Descriptions>
          {result.status === 'rejected-by-quality-gate' && (
            <Alert
              type="warning"
              showIcon
              className="result-block"
              message={t('resultPage.rejected')}
              description={result.quality.checks
                .filter((c) => c.verdict === 'fail')
                .map((c) => c.message)
                .join(' ')}
            />
          )}
          {quantities.length > 0 && (
            <Table<QuantityRow>
              className="result-block"
              size="small"
              pagination={false}
              dataSource={quantities}
              columns={[
                { title: t('resultPage.quantity'), dataIndex: 'description' },
                { title: t('resultPage.value'), dataIndex: 'value', align: 'right' },
              ]}
            />
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
                  : result.classification.message
              }
            />
          )}
          {result.warnings.length > 0 && (
            <Alert className="result-block" type="warning" message={result.warnings.join(' ')} />
          )}
          <Typography.Paragraph type="secondary" className="result-block result-caveat">
            {result.caveat}
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
