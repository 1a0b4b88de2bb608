import { Card, Col, Empty, Row, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthedImage } from '../../components/authed-image';
import { OverlayViewer } from '../../components/overlay-viewer';
import { formatDateTime } from '../../lib/format';
import { useModuleName } from '../../lib/module-name';
import { paths } from '../../lib/paths';
import { useAnalysis } from './api/get-analysis';
import {
  pairImages,
  visitsWithPrevious,
  type TimelineEntry,
  type TimelineImage,
} from './timeline-series';

/** One side of the comparison: the stored photo with its analysis overlays. */
function Side({ image, visit }: { image: TimelineImage | null; visit: TimelineEntry | null }) {
  const { t, i18n } = useTranslation();
  if (!image || !visit) {
    return (
      <div className="compare-missing">
        <Typography.Text type="secondary">{t('timeline.noCounterpart')}</Typography.Text>
      </div>
    );
  }
  return (
    <figure className="compare-figure" data-testid={`compare-${image.analysisId}`}>
      <SidePhoto
        image={image}
        alt={t('timeline.imageAlt', {
          bodyPart: image.bodyPart ?? '',
          date: formatDateTime(visit.createdAt, i18n.language),
        })}
      />
      {image.bodyPart && <figcaption>{image.bodyPart}</figcaption>}
    </figure>
  );
}

function SidePhoto({ image, alt }: { image: TimelineImage; alt: string }) {
  const { t } = useTranslation();
  const analysis = useAnalysis(image.analysisId);
  if (analysis.data) return <OverlayViewer analysis={analysis.data} alt={alt} />;
  if (analysis.isError)
    // Without its analysis the photo alone still compares.
    return (
      <AuthedImage
        path={image.imageUrl}
        alt={alt}
        className="compare-image"
        placeholderHeight={160}
      />
    );
  return <Skeleton.Image active className="compare-loading" aria-label={t('loading.default')} />;
}

/** One visit's images side by side with the previous visit's (same module, same body part). */
export function VisitComparison({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t, i18n } = useTranslation();
  const moduleName = useModuleName();
  const visits = visitsWithPrevious(entries);
  const [chosen, setChosen] = useState<number | undefined>(visits[0]?.visit.uploadId);
  const current = visits.find((v) => v.visit.uploadId === chosen) ?? visits[0];
  if (!current) return null;
  const { visit, previous } = current;
  const when = (e: TimelineEntry) => formatDateTime(e.createdAt, i18n.language);

  return (
    <Card title={t('timeline.compareTitle')} className="timeline-compare">
      <div className="compare-choice">
        <Select<number>
          value={visit.uploadId}
          onChange={setChosen}
          aria-label={t('timeline.chooseVisit')}
          className="timeline-visit-select"
          options={visits.map(({ visit: v }) => ({
            value: v.uploadId,
            label: `${when(v)} · ${moduleName(v.module)} · #${v.uploadId}`,
          }))}
        />
        <Typography.Text type="secondary">{t('timelineHistory.compareHint')}</Typography.Text>
      </div>
      <Row gutter={16} className="compare-head">
        <Col span={12}>
          <Typography.Text strong>{t('timeline.thisVisit')}</Typography.Text>{' '}
          <Link to={paths.result.href(String(visit.uploadId))}>{when(visit)}</Link>
        </Col>
        <Col span={12}>
          <Typography.Text strong>{t('timeline.previousVisit')}</Typography.Text>{' '}
          {previous ? (
            <Link to={paths.result.href(String(previous.uploadId))}>{when(previous)}</Link>
          ) : (
            <Typography.Text type="secondary">{t('timeline.noPrevious')}</Typography.Text>
          )}
        </Col>
      </Row>
      {visit.images.length === 0 && !previous ? (
        <Empty description={t('timeline.noImages')} />
      ) : (
        pairImages(visit.images, previous?.images ?? []).map(([now, before], i) => (
          <Row
            gutter={16}
            key={`${now?.analysisId ?? 'none'}-${before?.analysisId ?? i}`}
            className="compare-row"
          >
            <Col span={12}>
              <Side image={now} visit={now ? visit : null} />
            </Col>
            <Col span={12}>
              <Side image={before} visit={before ? previous : null} />
            </Col>
          </Row>
        ))
      )}
    </Card>
  );
}
