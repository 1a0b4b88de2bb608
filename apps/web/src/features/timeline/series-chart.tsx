import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { visitLabels, type Series, type SeriesPoint } from './timeline-series';

/** Axis numbers with as many decimals as the values' range needs, never more than two. */
function axisFormat(points: readonly SeriesPoint[], language: string) {
  const max = Math.max(...points.map((p) => Math.abs(p.value)), 0);
  const digits = max >= 100 ? 0 : max >= 10 ? 1 : 2;
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: digits });
  // Room for the longest label (the axis' top tick is at most about twice the largest value).
  const longest = Math.max(format.format(max * 2).length, format.format(-max).length, 3);
  return { format: (v: number) => format.format(v), width: Math.min(96, 12 + longest * 8) };
}

interface DotProps {
  cx?: number;
  cy?: number;
  payload?: SeriesPoint;
}

/** One series over time; a point opens its result, by mouse or keyboard. */
export function SeriesChart({
  series,
  title,
  unit,
}: {
  series: Series;
  title: string;
  /** The unit in the user's language. */
  unit: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language;
  const labels = visitLabels(
    series.points.map((p) => p.at),
    lang,
  );
  const axis = axisFormat(series.points, lang);
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const valueText = (value: number, label: string | null) =>
    label ?? `${number.format(value)}${unit ? ` ${unit}` : ''}`;
  const summary = series.points
    .map((p) => `${labels.get(p.at)}: ${valueText(p.value, p.label)}`)
    .join('; ');
  const open = (point: SeriesPoint) => void navigate(paths.result.href(String(point.uploadId)));

  const dot = ({ cx, cy, payload }: DotProps) => {
    if (cx === undefined || cy === undefined || !payload) return <g />;
    const name = t('timeline.openPoint', {
      when: formatDateTime(new Date(payload.at).toISOString(), lang),
      value: valueText(payload.value, payload.label),
    });
    return (
      <g
        key={`${payload.uploadId}-${payload.at}`}
        role="link"
        tabIndex={0}
        aria-label={name}
        className="timeline-point"
        data-testid={`timeline-point-${payload.uploadId}`}
        onClick={() => open(payload)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            open(payload);
          }
        }}
      >
        {/* A wider transparent disc: an easier target than the 4 px dot, on touch too. */}
        <circle cx={cx} cy={cy} r={12} fill="transparent" />
        <circle cx={cx} cy={cy} r={5} fill="#fff" stroke="#0f4c81" strokeWidth={2} />
      </g>
    );
  };

  return (
    <Card size="small" title={title} className="timeline-chart" data-testid="timeline-chart">
      <p className="sr-only">{t('timeline.chartLabel', { name: title, values: summary })}</p>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={series.points} margin={{ top: 12, right: 24, bottom: 8, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={series.points.map((p) => p.at)}
            tickFormatter={(at: number) => labels.get(at) ?? ''}
            interval="preserveStartEnd"
            minTickGap={12}
            padding={{ left: 24, right: 24 }}
          />
          <YAxis width={axis.width} tickFormatter={axis.format} domain={[0, 'auto']} />
          <Tooltip
            labelFormatter={(at) => formatDateTime(new Date(Number(at)).toISOString(), lang)}
            formatter={(value) => [valueText(Number(value), null), title]}
          />
          <Line
            type="linear"
            dataKey="value"
            stroke="#0f4c81"
            strokeWidth={2}
            dot={dot}
            activeDot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Card>
  );
}
