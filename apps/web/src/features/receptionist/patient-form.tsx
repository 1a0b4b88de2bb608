import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Checkbox, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { z } from 'zod';
import {
  extraFieldsSchema,
  locales,
  patientInputSchema,
  sexes,
  type Patient,
  type PatientEntity,
  type PatientField,
  type PatientInput,
} from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';
import { DateField } from './pickers';

export type PatientFormValues = Omit<PatientInput, 'confirmDuplicate'>;

/** A saved record as the form edits it. */
export function formValuesOf(p: Patient): PatientFormValues {
  const { id: _id, createdAt: _createdAt, ...values } = p;
  return values;
}

/** A zod issue as the user reads it: the catalogue's words, never zod's English. */
function issueText(issue: z.core.$ZodIssue, t: TFunction) {
  // A parse result's issues carry no input, so a wrong type is read as a missing value: the form
  // only ever leaves a field empty (undefined), it never puts a value of another type.
  const missing =
    (issue.code === 'too_small' && issue.minimum === 1) || issue.code === 'invalid_type';
  return missing ? t('receptionist.common.required') : t('frontDesk.form.invalid');
}

/** antd's field errors; `name` is a path the form's value type cannot spell for extra fields. */
type FieldErrors = { name: never; errors: string[] }[];

/**
 * Checks the form as the server will: the contract's patient schema and the organisation's
 * extra fields (extraFieldsSchema of its entity description). Returns the body, or the errors
 * to show beside the fields.
 */
export function checkPatientForm(
  values: PatientFormValues,
  entity: PatientEntity,
  t: TFunction,
): { body: PatientInput } | { errors: FieldErrors } {
  // Empty optional extra inputs arrive as undefined or ''; the schema wants them absent.
  const extra = Object.fromEntries(
    Object.entries(values.extra ?? {}).filter(([, v]) => v !== undefined && v !== ''),
  );
  const base = patientInputSchema.safeParse({ ...values, extra });
  const fields = extraFieldsSchema(entity.fields).safeParse(extra);
  const errors: FieldErrors = [
    ...(base.success ? [] : base.error.issues.filter((i) => i.path[0] !== 'extra')),
    ...(fields.success
      ? []
      : fields.error.issues.map((i) => ({ ...i, path: ['extra', ...i.path] }))),
  ].map((i) => ({ name: i.path as never, errors: [issueText(i, t)] }));
  if (errors.length || !base.success) return { errors };
  return { body: base.data };
}

/** The server's 400 on the organisation's fields, mapped back beside those fields. */
export function serverFieldErrors(e: unknown, t: TFunction): FieldErrors {
  if (!isApiError(e) || e.status !== 400) return [];
  const issues = (e.details as { issues?: { path: (string | number)[] }[] } | undefined)?.issues;
  return (issues ?? []).map((i) => ({
    name: i.path as never,
    errors: [t('frontDesk.form.invalid')],
  }));
}

function ExtraInput({ field }: { field: PatientField }) {
  const { t } = useTranslation();
  switch (field.type) {
    case 'text':
      return <Input />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} />;
    case 'date':
      return <DateField />;
    case 'boolean':
      return <Checkbox>{t('frontDesk.form.yes')}</Checkbox>;
    case 'choice':
      return <Select allowClear options={field.choices.map((c) => ({ value: c, label: c }))} />;
  }
}

/**
 * The patient form: the usual fields, the Skin AI subject IDs, then the organisation's own fields
 * in the order its entity description lists them.
 */
export function PatientFormFields({
  form,
  entity,
  initial,
}: {
  form: FormInstance<PatientFormValues>;
  entity: PatientEntity;
  initial?: PatientFormValues;
}) {
  const { t, i18n } = useTranslation();
  const required = [{ required: true, message: t('receptionist.common.required') }];
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <Form<PatientFormValues>
      form={form}
      layout="vertical"
      className="rx-patient-form"
      initialValues={
        initial ?? { sex: 'unknown', contactConsent: false, subjectIds: [], extra: {} }
      }
    >
      <Form.Item name="firstName" label={t('receptionist.patients.firstName')} rules={required}>
        <Input />
      </Form.Item>
      <Form.Item name="lastName" label={t('receptionist.patients.lastName')} rules={required}>
        <Input />
      </Form.Item>
      <Form.Item name="dateOfBirth" label={t('receptionist.patients.dateOfBirth')} rules={required}>
        <DateField />
      </Form.Item>
      <Form.Item name="sex" label={t('receptionist.patients.sex')}>
        <Select options={sexes.map((s) => ({ value: s, label: t(`receptionist.sex.${s}`) }))} />
      </Form.Item>
      <Form.Item name="phone" label={t('receptionist.patients.phone')}>
        <Input type="tel" />
      </Form.Item>
      <Form.Item name="email" label={t('receptionist.patients.email')}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="preferredLanguage" label={t('frontDesk.form.language')}>
        <Select
          allowClear
          options={locales.map((l) => ({ value: l, label: languageName.of(l) ?? l }))}
        />
      </Form.Item>
      <Form.Item name="address" label={t('frontDesk.form.address')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
      <Form.Item
        name="subjectIds"
        label={t('receptionist.patients.subjectIds')}
        extra={t('frontDesk.form.subjectIdsHint')}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} />
      </Form.Item>
      {entity.fields.map((f) => (
        <Form.Item
          key={f.key}
          name={['extra', f.key]}
          label={f.label}
          valuePropName={f.type === 'boolean' ? 'checked' : 'value'}
          rules={f.required && f.type !== 'boolean' ? required : undefined}
        >
          <ExtraInput field={f} />
        </Form.Item>
      ))}
      <Form.Item name="notes" label={t('frontDesk.form.notes')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="contactConsent" valuePropName="checked">
        <Checkbox>{t('receptionist.patients.consent')}</Checkbox>
      </Form.Item>
    </Form>
  );
}
