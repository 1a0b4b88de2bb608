import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useModuleName } from '../../lib/module-name';
import { paths } from '../../lib/paths';
import { useTimeline } from './api/get-timeline';
import { SeriesChart } from './series-chart';
import { quantitySeries, scoreSeries, type Series } from './timeline-series';
import { VisitComparison } from './visit-comparison';
import './timeline.css';

/** `erythemaAreaPct` → "erythema area pct": quantity keys have no catalogue text yet. */
const humanize = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

function Charts({ series, title }: { series: Series[]; title: (s: Series) => string }) {
  return (
    <Row gutter={[16, 16]}>
      {series.map((s) => (
        <Col xs={24} xl={12} key={s.key}>
          <SeriesChart series={s} title={title(s)} />
        </Col>
      ))}
    </Row>
  );
}

/** Every analysis of one subject across modules: scores and measures over time, visits compared. */
export default function TimelinePage() {
  const { t } = useTranslation();
  const moduleName = useModuleName();
  const { subjectId = '' } = useParams();
  const timeline = useTimeline(subjectId);

  let body;
  if (timeline.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message={t('errors.initialData')}
        action={<Button onClick={() => void timeline.refetch()}>{t('historyPage.retry')}</Button>}
      />
    );
  } else if (!timeline.data) {
    body = (
      <Card aria-busy="true" aria-label={t('loading.default')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else if (timeline.data.entries.length === 0) {
    body = (
      <Card>
        <Empty description={t('timeline.empty')} />
      </Card>
    );
  } else {
    const { entries } = timeline.data;
    const scores = scoreSeries(entries);
    const quantities = quantitySeries(entries);
    body = (
      <Space direction="vertical" size="large" className="timeline-body">
        <Typography.Text type="secondary">
          {t('timeline.summary', { count: entries.length })}
        </Typography.Text>
        <section aria-labelledby="timeline-scores">
          <h2 id="timeline-scores" className="timeline-section">
            {t('timeline.scores')}
          </h2>
          {scores.length ? (
            <Charts series={scores} title={(s) => s.name} />
          ) : (
            <Typography.Text type="secondary">{t('timeline.noScores')}</Typography.Text>
          )}
        </section>
        {quantities.length > 0 && (
          <section aria-labelledby="timeline-quantities">
            <h2 id="timeline-quantities" className="timeline-section">
              {t('timeline.quantities')}
            </h2>
            <Charts
              series={quantities}
              title={(s) =>
                `${moduleName(s.module ?? 0)} · ${s.description || humanize(s.name)}${s.unit ? ` (${s.unit})` : ''}`
              }
            />
          </section>
        )}
        <VisitComparison entries={entries} />
      </Space>
    );
  }

  return (
    <div className="page">
      <Link to={paths.history.href()} className="back-link">
        <ArrowLeftOutlined /> {t('history.backToHistory')}
      </Link>
      <h1 className="page-heading">{t('timeline.heading', { subjectId })}</h1>
      {body}
    </div>
  );
}
