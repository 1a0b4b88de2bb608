import { byAnatomy, calculatorGroupRank, scoreResultSchema } from '@dermadesk/contracts';
import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCalculatorNames } from '../../lib/calculator-names';
import { formatNumber } from '../../lib/format';

type ScoreResult = ReturnType<typeof scoreResultSchema.parse>;

/** What a multi-image upload stores as its aggregate (server-computed). */
export function readAggregate(aggregate: Record<string, unknown> | null) {
  if (!aggregate) return null;
  const score = scoreResultSchema.safeParse(aggregate.score);
  if (!score.success) return null;
  const adjusted = Array.isArray(aggregate.adjustedRegions)
    ? aggregate.adjustedRegions.filter((r): r is string => typeof r === 'string')
    : [];
  const instrument = typeof aggregate.instrument === 'string' ? aggregate.instrument : '';
  return { instrument, score: score.data, adjustedRegions: adjusted };
}

interface BreakdownRow {
  key: string;
  region: string;
  inputs: string;
  weight: number | undefined;
  term: number | null;
}

/**
 * The breakdown per region from head to feet, regions and grades by name (`headNeck` → 'Head and
 * neck').
 */
function breakdownRows(score: ScoreResult, language: string, field: (key: string) => string) {
  const parts = byAnatomy(Object.entries(score.breakdown), ([r]) => r, calculatorGroupRank);
  return parts.map(([region, part]): BreakdownRow => ({
    key: region,
    region: field(region),
    inputs: Object.entries(part.inputs)
      .map(
        ([k, v]) =>
          `${field(k)} ${typeof v === 'number' ? formatNumber(v, language) : v === null ? '–' : String(v)}`,
      )
      .join(' · '),
    weight: part.weight,
    term: part.term,
  }));
}

/** The aggregate score of a multi-image module (EASI/PASI over body regions). */
export function AggregateScore({ aggregate }: { aggregate: Record<string, unknown> | null }) {
  const { t, i18n } = useTranslation();
  const data = readAggregate(aggregate);
  const names = useCalculatorNames();
  if (!data) {
    return (
      <Card title={t('resultPage.aggregate.title')} className="result-aggregate">
        <Typography.Text type="secondary">{t('resultPage.aggregate.none')}</Typography.Text>
      </Card>
    );
  }
  const { score, instrument, adjustedRegions } = data;
  const lang = i18n.language;
  // The calculators' English band labels are the keys of `scoreBands` (contracts result texts).
  const bands = t('scoreBands', { returnObjects: true }) as unknown as Record<string, string>;
  return (
    <Card
      title={t('resultPage.aggregate.title')}
      className="result-aggregate"
      data-testid="aggregate-score"
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label={t('resultPage.aggregate.instrument')}>
          {(score.instrument || instrument).toUpperCase()}
        </Descriptions.Item>
        <Descriptions.Item label={t('resultPage.aggregate.score')}>
          <strong>
            {score.display ?? (score.score === null ? '–' : formatNumber(score.score, lang))}
          </strong>
          {score.maxScore !== null && ` / ${formatNumber(score.maxScore, lang)}`}{' '}
          {score.band && <Tag color="blue">{bands[score.band.label] ?? score.band.label}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('resultPage.aggregate.formula')} span={2}>
          <code>{names.formula(score.instrument, score.formula)}</code>
        </Descriptions.Item>
        {adjustedRegions.length > 0 && (
          <Descriptions.Item label={t('resultPage.aggregate.adjusted')} span={2}>
            {adjustedRegions.map(names.field).join(', ')}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table<BreakdownRow>
        className="result-breakdown"
        size="small"
        pagination={false}
        dataSource={breakdownRows(score, lang, names.field)}
        columns={[
          { title: t('resultPage.aggregate.region'), dataIndex: 'region' },
          { title: t('resultPage.aggregate.inputs'), dataIndex: 'inputs' },
          {
            title: t('resultPage.aggregate.weight'),
            dataIndex: 'weight',
            align: 'right',
            render: (w: number | undefined) => (w === undefined ? '–' : formatNumber(w, lang)),
          },
          {
            title: t('resultPage.aggregate.term'),
            dataIndex: 'term',
            align: 'right',
            render: (v: number | null) => (v === null ? '–' : formatNumber(v, lang)),
          },
        ]}
      />
    </Card>
  );
}
