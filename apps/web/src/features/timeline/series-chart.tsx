import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import type { Series } from './timeline-series';

/** One score or quantity over time; the values are also given as text for screen readers. */
export function SeriesChart({ series, title }: { series: Series; title: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const iso = (at: number) => new Date(at).toISOString();
  const valueText = (value: number, label: string | null) =>
    label ?? `${formatNumber(value, lang)}${series.unit ? ` ${series.unit}` : ''}`;
  const summary = series.points
    .map((p) => `${formatDate(iso(p.at), lang)}: ${valueText(p.value, p.label)}`)
    .join('; ');

  return (
    <Card size="small" title={title} className="timeline-chart" data-testid="timeline-chart">
      <div role="img" aria-label={t('timeline.chartLabel', { name: title, values: summary })}>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={series.points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(at: number) => formatDate(iso(at), lang)}
              padding={{ left: 16, right: 16 }}
            />
            <YAxis
              width={48}
              tickFormatter={(v: number) => formatNumber(v, lang, 1)}
              domain={[0, 'auto']}
            />
            <Tooltip
              labelFormatter={(at) => formatDateTime(iso(Number(at)), lang)}
              formatter={(value) => [valueText(Number(value), null), title]}
            />
            <Line
              type="monotone"
              dataKey="value"
              stroke="#0f4c81"
              strokeWidth={2}
              dot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
