import {
  byAnatomy,
  calculatorGroupRank,
  type ClinicianCalculator,
  type UploadImage,
} from '@dermadesk/contracts';
import { Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCalculatorNames } from '../../lib/calculator-names';
import { formatNumber } from '../../lib/format';

type Entry = ClinicianCalculator['entries'][number];
interface GradeRow {
  key: string;
  group: string;
  cells: Record<string, Entry['value']>;
}

/**
 * Rows of a region × sign grid: each run of one region, site or nail (a VASI site may repeat),
 * in anatomical order.
 */
function gradeRows(entries: readonly Entry[]): GradeRow[] {
  const rows: GradeRow[] = [];
  for (const e of entries) {
    if (e.group === null) continue;
    let row = rows.at(-1);
    if (!row || row.group !== e.group || e.field in row.cells) {
      row = { key: `${rows.length}`, group: e.group, cells: {} };
      rows.push(row);
    }
    row.cells[e.field] = e.value;
  }
  // From head to feet, whatever order they were entered in (a VASI site's rows stay together).
  return byAnatomy(rows, (r) => r.group, calculatorGroupRank);
}

/** The clinician's calculator as entered: its name, score and band, then every grade. */
export function CalculatorInput({ calculator }: { calculator: ClinicianCalculator }) {
  const { t, i18n } = useTranslation();
  const names = useCalculatorNames();
  const lang = i18n.language;
  const value = (v: Entry['value'] | undefined) =>
    v === null || v === undefined
      ? '–'
      : typeof v === 'number'
        ? formatNumber(v, lang)
        : typeof v === 'boolean'
          ? t(v ? 'common.yes' : 'common.no')
          : v;
  // The calculators' English band labels are the keys of `scoreBands` (modules.json).
  const bands = t('scoreBands', { returnObjects: true }) as unknown as Record<string, string>;
  const { score } = calculator;
  const name = names.instrument(calculator.instrument, score?.instrument);
  const plain = calculator.entries.filter((e) => e.group === null);
  const rows = gradeRows(calculator.entries);
  const fields = [...new Set(calculator.entries.filter((e) => e.group).map((e) => e.field))];
  return (
    <div className="result-block" data-testid="clinician-calculator">
      <Typography.Paragraph className="clinician-score">
        <strong>{name}</strong>{' '}
        {score?.status === 'complete' ? (
          <>
            <strong data-testid="clinician-score">
              {score.display ?? formatNumber(score.score ?? 0, lang)}
            </strong>
            {score.maxScore !== null && ` / ${formatNumber(score.maxScore, lang)}`}{' '}
            {score.band && (
              <Tag color="blue" data-testid="clinician-band" title={score.band.scheme}>
                {bands[score.band.label] ?? score.band.label}
              </Tag>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">
            {t('report.incomplete', { count: score?.missing.length ?? 0 })}
          </Typography.Text>
        )}
      </Typography.Paragraph>
      {plain.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, xl: 3 }}
          data-testid="clinician-grades"
          items={plain.map((e) => ({
            key: e.field,
            label: names.field(e.field),
            children: value(e.value),
          }))}
        />
      )}
      {rows.length > 0 && (
        <Table<GradeRow>
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="clinician-grid"
          dataSource={rows}
          columns={[
            {
              title: t('workspace.calculator.region'),
              dataIndex: 'group',
              render: (g: string) => names.group(g),
            },
            ...fields.map((f) => ({
              title: names.field(f),
              key: f,
              align: 'right' as const,
              render: (_: unknown, row: GradeRow) => value(row.cells[f]),
            })),
          ]}
        />
      )}
    </div>
  );
}

/** What the clinician entered for an image: agreement, the calculator as entered, a note. */
export function ClinicianInputView({ image }: { image: UploadImage }) {
  const { t } = useTranslation();
  const input = image.clinicianInput;
  const calculator = image.clinicianCalculator;
  if (input.concur === undefined && !calculator && !input.note) return null;
  return (
    <section className="result-block result-clinician" aria-labelledby={`clinician-${image.id}`}>
      <Typography.Title level={5} id={`clinician-${image.id}`}>
        {t('resultPage.clinician.title')}
      </Typography.Title>
      {input.concur !== undefined && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('resultPage.clinician.concur')}>
            {input.concur ? t('common.yes') : t('common.no')}
          </Descriptions.Item>
        </Descriptions>
      )}
      {calculator && <CalculatorInput calculator={calculator} />}
      {input.note && (
        <Descriptions column={1} size="small" className="result-block">
          <Descriptions.Item label={t('resultPage.clinician.note')}>{input.note}</Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
