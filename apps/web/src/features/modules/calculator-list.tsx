import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCalculatorNames } from '../../lib/calculator-names';
import type { CalculatorList, ListColumn, ListRow } from './list-calculator';
import { newRow, type ListInstrument } from './list-calculator';

interface Props {
  instrument: ListInstrument;
  list: CalculatorList;
  rows: ListRow[];
  /** Paths pre-filled from the measurements and not changed by the clinician. */
  suggested: ReadonlySet<string>;
  onChange: (path: string, value: unknown) => void;
}

/** The rows of a list instrument (VASI sites, NAPSI nails): each editable, added and removed. */
export function CalculatorListTable({ instrument, list, rows, suggested, onChange }: Props) {
  const { t } = useTranslation();
  const names = useCalculatorNames();
  const fieldLabel = names.field;
  const choiceLabel = (column: string, value: string | number) => {
    if (column === 'depigmentation') return `${value} %`;
    return column === 'nail' ? names.group(String(value)) : fieldLabel(String(value));
  };
  const cell = (c: ListColumn, row: ListRow, index: number) => {
    const path = `${list.key}.${index}.${c.key}`;
    const label = `${t('workspace.calculator.row', { n: index + 1 })} – ${fieldLabel(c.key)}`;
    const common = {
      'aria-label': label,
      'aria-description': suggested.has(path) ? t('workspace.calculator.suggested') : undefined,
      className: suggested.has(path) ? 'calc-suggested' : undefined,
      'data-testid': `calc-${path}`,
    };
    const value = row[c.key];
    return c.kind === 'choice' ? (
      <Select
        {...common}
        style={{ minWidth: 150 }}
        value={value ?? undefined}
        onChange={(v: string | number) => onChange(path, v)}
        options={c.choices.map((v) => ({ value: v, label: choiceLabel(c.key, v) }))}
      />
    ) : (
      <InputNumber
        {...common}
        min={c.min}
        max={c.max}
        step={c.step}
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange(path, typeof v === 'number' ? v : null)}
      />
    );
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Table<ListRow & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        scroll={{ x: true }}
        locale={{ emptyText: t(`workspace.calculator.empty.${list.key}`) }}
        dataSource={rows.map((row, index) => ({ ...row, index }))}
        columns={[
          ...list.columns.map((c) => ({
            title: fieldLabel(c.key),
            key: c.key,
            render: (_: unknown, row: ListRow & { index: number }) => cell(c, row, row.index),
          })),
          {
            title: t('workspace.calculator.remove'),
            key: 'remove',
            render: (_: unknown, row: { index: number }) => (
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('workspace.calculator.removeRow', { n: row.index + 1 })}
                onClick={() =>
                  onChange(
                    list.key,
                    rows.filter((_, i) => i !== row.index),
                  )
                }
              />
            ),
          },
        ]}
      />
      <Button
        icon={<PlusOutlined aria-hidden />}
        disabled={rows.length >= list.max}
        onClick={() => onChange(list.key, [...rows, newRow(instrument, rows)])}
      >
        {t(`workspace.calculator.add.${list.key}`)}
      </Button>
    </Space>
  );
}
