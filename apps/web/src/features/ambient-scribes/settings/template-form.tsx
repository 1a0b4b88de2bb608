import { App, Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  parseTemplateJson,
  type SaveTemplateInput,
  type ScribeTemplate,
} from '@dermadesk/contracts';
import { ApiError } from '../../../lib/api/api-error';
import { useSaveTemplate, useTemplateName } from '../api/templates';

type Values = Required<Omit<SaveTemplateInput, 'scope'>> & { scope: 'org' | 'user' };

const EXAMPLE_FIELDS = JSON.stringify(
  [{ name: 'Subjective', instruction: 'What the patient reports', format: 'prose' }],
  null,
  2,
);

/**
 * A template's form: name, who shares it, the sections (`fields`) and whole example notes
 * (`examples`) as JSON text, the instruction and both languages. The JSON is checked as typed
 * with the spec's messages, and the server's own refusals land under their fields.
 */
export function TemplateForm({
  template,
  admin,
  onDone,
}: {
  /** The template to change, or one to start from (a ready-made one is copied, never changed). */
  template: ScribeTemplate | null;
  admin: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const templateName = useTemplateName();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveTemplate();
  const changing = template?.editable ? template : null;
  const initial: Values = {
    name: template
      ? changing
        ? template.name
        : `${templateName(template)} (${t('scribe.settings.templates.copy')})`
      : '',
    scope: template?.scope === 'org' && admin ? 'org' : 'user',
    fields: template ? JSON.stringify(template.fields, null, 2) : EXAMPLE_FIELDS,
    examples: template?.examples.length ? JSON.stringify(template.examples, null, 2) : '',
    instruction: template?.instruction ?? '',
    conversationLanguage: template?.conversationLanguage ?? 'auto',
    chartNotesLanguage: template?.chartNotesLanguage ?? 'same',
  };

  const json = (field: 'fields' | 'examples') => ({
    validator: (_: unknown, text: string | undefined) => {
      const parsed = parseTemplateJson(field, text ?? '');
      if (parsed.ok) return Promise.resolve();
      const key = {
        required: 'validation.required',
        json: 'validation.invalidJson',
        shape: `scribe.settings.templates.${field}Shape`,
      }[parsed.problem];
      return Promise.reject(new Error(t(key, { field })));
    },
  });
  const required = { required: true, whitespace: true, message: t('validation.required') };

  const submit = (values: Values) =>
    save.mutate(
      { id: changing?.id, body: values },
      {
        onSuccess: () => {
          void message.success(t('scribe.settings.saved'));
          onDone();
        },
        onError: (e) => {
          // A 400 lists `{ path: '/fields', message }`: each message goes under its field.
          const issues =
            e instanceof ApiError && Array.isArray(e.details)
              ? (e.details as { path: string; message: string }[])
              : [];
          const named = issues
            .map((i) => ({ name: i.path.split('/')[1] as keyof Values, errors: [i.message] }))
            .filter((i) => i.name in initial);
          if (named.length) form.setFields(named);
          else void message.error(t('errors.storeData'));
        },
      },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      requiredMark={false}
    >
      <Form.Item name="name" label={t('scribe.settings.templates.name')} rules={[required]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="scope" label={t('scribe.settings.templates.scope')}>
        <Select
          options={[
            { value: 'user', label: t('scribe.settings.templates.scopeUser') },
            ...(admin ? [{ value: 'org', label: t('scribe.settings.templates.scopeOrg') }] : []),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="fields"
        label={t('scribe.settings.templates.fields')}
        extra={t('scribe.settings.templates.fieldsHelp')}
        rules={[json('fields')]}
      >
        <Input.TextArea
          className="scribe-json"
          autoSize={{ minRows: 6, maxRows: 18 }}
          spellCheck={false}
        />
      </Form.Item>
      <Form.Item
        name="examples"
        label={t('scribe.settings.templates.examples')}
        extra={t('scribe.settings.templates.examplesHelp')}
        rules={[json('examples')]}
      >
        <Input.TextArea
          className="scribe-json"
          autoSize={{ minRows: 2, maxRows: 12 }}
          spellCheck={false}
        />
      </Form.Item>
      <Form.Item name="instruction" label={t('scribe.settings.templates.instruction')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={8000} />
      </Form.Item>
      <Space wrap>
        <Form.Item
          name="conversationLanguage"
          label={t('scribe.settings.templates.conversationLanguage')}
          extra={t('scribe.settings.templates.autoHelp')}
          rules={[required]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="chartNotesLanguage"
          label={t('scribe.settings.templates.chartNotesLanguage')}
          extra={t('scribe.settings.templates.sameHelp')}
          rules={[required]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Space>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('scribe.settings.save')}
        </Button>
        <Button onClick={onDone}>{t('scribe.cancel')}</Button>
      </Space>
    </Form>
  );
}
