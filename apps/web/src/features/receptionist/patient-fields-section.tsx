import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, Button, Checkbox, Input, Select, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  patientEntitySchema,
  patientFieldTypes,
  type PatientEntity,
  type PatientField,
} from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';
import { usePatientEntity, useSavePatientEntity } from './api/patient-record';

/**
 * A stable key from a label ('Referring doctor' → 'referringDoctor'): saved values are stored
 * under it, so it is fixed once the field is saved and a later label change keeps them.
 */
export function keyOf(label: string): string {
  const words = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const key = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .replace(/^[^a-z]+/, '');
  return (key || 'field').slice(0, 40);
}

type Draft = PatientField & { saved: boolean };

/** The entity description editor: the organisation's own patient fields (admins save it). */
export function PatientFieldsSection() {
  const entity = usePatientEntity();
  return entity.data ? <FieldsEditor saved={entity.data} /> : null;
}

function FieldsEditor({ saved }: { saved: PatientEntity }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const save = useSavePatientEntity();
  const [fields, setFields] = useState<Draft[]>(() =>
    saved.fields.map((f) => ({ ...f, saved: true })),
  );

  const change = (i: number, patch: Partial<Draft>) =>
    setFields((fs) => fs.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const move = (i: number, by: number) =>
    setFields((fs) => {
      const next = [...fs];
      const [f] = next.splice(i, 1);
      next.splice(i + by, 0, f!);
      return next;
    });

  const value: PatientEntity = {
    fields: fields.map(({ saved, ...f }) => ({
      ...f,
      key: saved ? f.key : keyOf(f.label),
      choices: f.type === 'choice' ? f.choices : [],
    })),
  };
  const parsed = patientEntitySchema.safeParse(value);

  return (
    <section>
      <h3>{t('frontDesk.fields.title')}</h3>
      <p className="rx-muted">{t('frontDesk.fields.hint')}</p>
      {fields.map((f, i) => (
        <Space key={i} wrap align="center" className="rx-field-row">
          <Input
            value={f.label}
            maxLength={80}
            onChange={(e) => change(i, { label: e.target.value })}
            placeholder={t('frontDesk.fields.label')}
            aria-label={t('frontDesk.fields.label')}
            style={{ width: 200 }}
          />
          <Select
            value={f.type}
            onChange={(type) => change(i, { type })}
            aria-label={t('frontDesk.fields.type')}
            style={{ width: 140 }}
            options={patientFieldTypes.map((x) => ({
              value: x,
              label: t(`frontDesk.fields.types.${x}`),
            }))}
          />
          <Checkbox
            checked={f.required}
            onChange={(e) => change(i, { required: e.target.checked })}
          >
            {t('frontDesk.fields.required')}
          </Checkbox>
          {f.type === 'choice' && (
            <Select
              mode="tags"
              value={f.choices}
              onChange={(choices: string[]) => change(i, { choices })}
              open={false}
              suffixIcon={null}
              tokenSeparators={[',']}
              placeholder={t('frontDesk.fields.choices')}
              aria-label={t('frontDesk.fields.choices')}
              style={{ minWidth: 220 }}
            />
          )}
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            aria-label={t('frontDesk.fields.up')}
            onClick={() => move(i, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={i === fields.length - 1}
            aria-label={t('frontDesk.fields.down')}
            onClick={() => move(i, 1)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('frontDesk.fields.remove')}
            onClick={() => setFields((fs) => fs.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      {!parsed.success && fields.length > 0 && (
        <p className="rx-error" role="alert">
          {t('frontDesk.fields.invalid')}
        </p>
      )}
      <Space wrap>
        <Button
          onClick={() =>
            setFields((fs) => [
              ...fs,
              { key: '', label: '', type: 'text', required: false, choices: [], saved: false },
            ])
          }
        >
          {t('frontDesk.fields.add')}
        </Button>
        <Button
          type="primary"
          disabled={!parsed.success}
          loading={save.isPending}
          onClick={() =>
            save.mutate(value, {
              onSuccess: () => {
                setFields(value.fields.map((f) => ({ ...f, saved: true })));
                void message.success(t('receptionist.common.saved'));
              },
              onError: (e) =>
                void message.error(
                  isApiError(e) && e.kind === 'access-denied'
                    ? t('frontDesk.fields.adminsOnly')
                    : t('errors.unexpected'),
                ),
            })
          }
        >
          {t('frontDesk.fields.save')}
        </Button>
      </Space>
    </section>
  );
}
