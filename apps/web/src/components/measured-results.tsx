import {
  formatMeasure,
  headlineFigures,
  isCount,
  headlineWords,
  quantityWords,
  type Analysis,
} from '@dermadesk/contracts';
import { Collapse, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResultLookup } from '../lib/result-lookup';
import './measured-results.css';

type Result = Analysis['result'];

interface DetailRow {
  key: string;
  label: string;
  value: string;
  unit: string;
  about: string;
}

/**
 * A result's measurements in clinical words (clinical-scoring.md C2): the module's headline
 * figures first, each with what it means and how repeatable it is, then every measured quantity
 * folded under 'Measurement details'. Labels, units and notes come from the result-text
 * catalogue; numbers in the language's format. Used by the workspace and the result page.
 */
export function MeasuredResults({ result }: { result: Result }) {
  const { t, i18n } = useTranslation();
  const lookup = useResultLookup();
  const lang = i18n.language;
  const method = result.method?.name ?? '';
  const parameters = result.method?.parameters ?? {};
  const show = (key: string, value: number | null, unit: string) =>
    value === null ? t('measure.notMeasured') : formatMeasure(value, lang, isCount(key, unit));
  const headlines = headlineFigures(result.module.number, method).filter(
    (f) => result.quantities[f.key],
  );
  const rows: DetailRow[] = Object.entries(result.quantities).map(([key, q]) => ({
    key,
    value: show(key, q.value, q.unit),
    ...quantityWords(lookup, key, q, parameters),
  }));

  return (
    <div className="measured-results">
      {headlines.length > 0 && (
        <section aria-label={t('measure.headlines')} className="headline-figures">
          {headlines.map((f) => {
            const q = result.quantities[f.key]!;
            const words = headlineWords(lookup, method, f, q, lang);
            const unit = quantityWords(lookup, f.key, q, parameters).unit;
            const missing = q.value === null;
            return (
              <div key={f.key} className="headline-figure" data-testid={`headline-${f.key}`}>
                <Typography.Text type="secondary" className="headline-label">
                  {words.label}
                </Typography.Text>
                <div className="headline-value">
                  {missing ? (
                    <Typography.Text type="secondary">
                      {f.needsScale ? t('measure.needsScale') : t('measure.notMeasured')}
                    </Typography.Text>
                  ) : (
                    <>
                      <strong>{show(f.key, q.value, q.unit)}</strong> <span>{unit}</span>
                    </>
                  )}
                </div>
                <Typography.Paragraph type="secondary" className="headline-meaning">
                  {words.meaning} {words.repeatability}
                </Typography.Paragraph>
              </div>
            );
          })}
        </section>
      )}
      <Collapse
        size="small"
        items={[
          {
            key: 'details',
            label: t('measure.details'),
            children: (
              <Table<DetailRow>
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={rows}
                scroll={{ x: true }}
                columns={[
                  { title: t('measure.table.measure'), dataIndex: 'label' },
                  { title: t('measure.table.value'), dataIndex: 'value', align: 'right' },
                  { title: t('measure.table.unit'), dataIndex: 'unit' },
                  {
                    title: t('measure.table.about'),
                    dataIndex: 'about',
                    responsive: ['md'],
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
