import { Alert, Button, Card, InputNumber, Space, Statistic, Table } from 'antd';
import type React from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleInstrument } from '@dermadesk/contracts';
import type { ScoreResult } from '@dermadesk/analysis/scores';
import { useCalculatorNames } from '../../lib/calculator-names';
import { useBandLabel } from './band-label';
import { CalculatorListTable } from './calculator-list';
import { gradeDescriptorKey } from './grade-guide';
import { GradeGuidePanel } from './grade-guide-panel';
import { isListInstrument, rowsOf } from './list-calculator';
import { getPath } from './workspace-state';
import type { CalculatorField, CalculatorSpec } from './calculator-spec';
import './calculator-form.css';

interface Props {
  instrument: ModuleInstrument;
  spec: CalculatorSpec;
  input: Record<string, unknown>;
  /** Paths pre-filled from the measurements and not changed by the clinician. */
  suggested: ReadonlySet<string>;
  score: ScoreResult;
  onChange: (path: string, value: unknown) => void;
  /** The clinician accepts the suggested values as they stand. */
  onConfirm: () => void;
}

function FieldInput({
  field,
  label,
  value,
  suggested,
  onChange,
}: {
  field: CalculatorField;
  label: string;
  value: unknown;
  suggested: boolean;
  onChange: Props['onChange'];
}) {
  const { t } = useTranslation();
  return (
    <InputNumber
      aria-label={label}
      aria-description={suggested ? t('workspace.calculator.suggested') : undefined}
      data-testid={`calc-${field.path}`}
      className={suggested ? 'calc-suggested' : undefined}
      min={field.min}
      max={field.max}
      step={field.step}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => onChange(field.path, typeof v === 'number' ? v : null)}
    />
  );
}

/** The instrument's form, pre-filled from the measurements, recomputed live on every change. */
export function CalculatorForm({
  instrument,
  spec,
  input,
  suggested,
  score,
  onChange,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const bandLabel = useBandLabel();
  const names = useCalculatorNames();
  const name = names.instrument(instrument);
  const fieldLabel = names.field;
  const grid = spec.grid;
  return (
    <Card title={<h3 className="card-heading">{t('workspace.calculator.heading', { name })}</h3>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <p>{t('workspace.calculator.lead')}</p>
        {suggested.size > 0 && (
          <Alert
            type="warning"
            role="status"
            data-testid="suggested-notice"
            title={
              <>
                <span className="calc-suggested-sample" aria-hidden />{' '}
                {t('gradeGuide.suggestedNotice', { count: suggested.size })}
              </>
            }
            description={
              <Button size="small" onClick={onConfirm}>
                {t('gradeGuide.confirm')}
              </Button>
            }
          />
        )}
        <Space wrap align="start">
          {spec.fields.map((f) => {
            const value = getPath(input, f.path);
            const meaning = gradeDescriptorKey(instrument, f.label, value);
            return (
              <label key={f.path} className="calc-field">
                <span>{fieldLabel(f.label)}</span>
                <FieldInput
                  field={f}
                  label={fieldLabel(f.label)}
                  value={value}
                  suggested={suggested.has(f.path)}
                  onChange={onChange}
                />
                {suggested.has(f.path) && (
                  <span className="calc-suggested-text">{t('gradeGuide.suggestedShort')}</span>
                )}
                {meaning && <span className="calc-meaning">{t(meaning)}</span>}
              </label>
            );
          })}
        </Space>
        {grid && (
          // The grid's own width decides its layout (calculator-form.css): columns when every
          // sign's name fits whole, one block per region below that.
          <div className="calc-grid-frame">
            <Table
              size="small"
              pagination={false}
              rowKey="region"
              className="calc-grid"
              tableLayout="fixed"
              dataSource={grid.regions.map((region) => ({ region }))}
              columns={[
                {
                  title: t('workspace.calculator.region'),
                  dataIndex: 'region',
                  width: '24%',
                  render: (r: string) => fieldLabel(r),
                  onCell: () => ({ className: 'calc-grid-region' }),
                },
                ...grid.columns.map((c) => ({
                  title: fieldLabel(c.label),
                  key: c.label,
                  // Names the input when the grid is laid out as blocks (no header row to read).
                  onCell: () =>
                    ({ 'data-label': fieldLabel(c.label) }) as React.TdHTMLAttributes<HTMLElement>,
                  render: (_: unknown, row: { region: string }) => {
                    const path = `regions.${row.region}.${c.label}`;
                    return (
                      <FieldInput
                        field={{ ...c, path }}
                        label={`${fieldLabel(row.region)} – ${fieldLabel(c.label)}`}
                        value={getPath(input, path)}
                        suggested={suggested.has(path)}
                        onChange={onChange}
                      />
                    );
                  },
                })),
              ]}
            />
          </div>
        )}
        <GradeGuidePanel instrument={instrument} />
        {spec.list && isListInstrument(instrument) && (
          <CalculatorListTable
            instrument={instrument}
            list={spec.list}
            rows={rowsOf(instrument, input)}
            suggested={suggested}
            onChange={onChange}
          />
        )}
        <div aria-live="polite" data-testid="score">
          <Statistic
            title={name}
            value={score.display ?? '—'}
            suffix={score.maxScore !== null ? `/ ${score.maxScore}` : undefined}
          />
          {score.status === 'complete' && score.band && (
            <p data-testid="score-band">
              <strong>{bandLabel(score.band.label)}</strong> ({score.band.scheme})
            </p>
          )}
          {score.status === 'incomplete' && (
            <p>{t('workspace.calculator.incomplete', { count: score.missing.length })}</p>
          )}
          {score.errors.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t('workspace.calculator.invalid')}
              description={score.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}
            />
          )}
          <p className="muted calc-formula" data-testid="score-formula">
            {names.formula(score.instrument, score.formula)}
          </p>
        </div>
      </Space>
    </Card>
  );
}
