import { quantityWords } from '@dermadesk/contracts';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackToHistory } from '../../components/back-to-history';
import { useModuleName } from '../../lib/module-name';
import { useResultLookup } from '../../lib/result-lookup';
import { useTimeline } from './api/get-timeline';
import { FigurePicker } from './figure-picker';
import { SeriesChart } from './series-chart';
import {
  byHeadlineOrder,
  choicesFor,
  isShown,
  loadFigureChoices,
  saveFigureChoices,
  type FigureChoices,
} from './series-selection';
import { quantitySeries, scoreSeries, type Series, type TimelineEntry } from './timeline-series';
import { VisitComparison } from './visit-comparison';
import './timeline.css';

/** What a chart and the figure picker call a series, and its unit, in the user's language. */
function useFigureWords() {
  const moduleName = useModuleName();
  const lookup = useResultLookup();
  return (s: Series) => {
    if (s.kind === 'score') return { title: s.name, unit: '' };
    const words = quantityWords(lookup, s.name, { unit: s.unit, description: s.description });
    return {
      title: `${moduleName(s.module ?? 0)} · ${words.label}${words.unit ? ` (${words.unit})` : ''}`,
      unit: words.unit,
    };
  };
}

/** The plotted figures: headline ones by default, the clinician's additions remembered. */
function Figures({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation();
  const words = useFigureWords();
  const title = (s: Series) => words(s).title;
  const all = useMemo(
    () => [...scoreSeries(entries), ...quantitySeries(entries)].sort(byHeadlineOrder),
    [entries],
  );
  const [choices, setChoices] = useState<FigureChoices>(loadFigureChoices);
  const choose = (next: FigureChoices) => {
    setChoices(next);
    saveFigureChoices(next);
  };
  const shown = all.filter((s) => isShown(s, choices));

  return (
    <section aria-labelledby="timeline-figures-heading">
      <h2 id="timeline-figures-heading" className="timeline-section">
        {t('timelineHistory.figuresHeading')}
      </h2>
      <FigurePicker
        all={all}
        shown={shown}
        title={title}
        onChange={(keys) => choose(choicesFor(all, keys, choices))}
        onReset={() => choose(choicesFor(all, [], {}))}
      />
      <Typography.Paragraph type="secondary" className="timeline-hint">
        {t('timelineHistory.figuresHint')}
      </Typography.Paragraph>
      {shown.length ? (
        <Row gutter={[16, 16]}>
          {shown.map((s) => (
            <Col xs={24} xl={12} key={s.key}>
              <SeriesChart series={s} {...words(s)} />
            </Col>
          ))}
        </Row>
      ) : (
        <Typography.Text type="secondary">{t('timelineHistory.noFigureShown')}</Typography.Text>
      )}
    </section>
  );
}

/** Every analysis of one subject across modules: figures over time, visits compared. */
export default function TimelinePage() {
  const { t } = useTranslation();
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
    body = (
      <Space direction="vertical" size="large" className="timeline-body">
        <Typography.Text type="secondary">
          {t('timeline.summary', { count: entries.length })}
        </Typography.Text>
        <Figures entries={entries} />
        <VisitComparison entries={entries} />
      </Space>
    );
  }

  return (
    <div className="page">
      <BackToHistory />
      <h1 className="page-heading">{t('timeline.heading', { subjectId })}</h1>
      {body}
    </div>
  );
}
