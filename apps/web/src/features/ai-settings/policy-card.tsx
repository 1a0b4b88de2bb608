import type { AiSettings } from '@dermadesk/contracts';
import { Button, Card, Checkbox, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useUpdateAiPolicy } from './api/update-ai-policy';
import { schemaRule } from '../../lib/schema-rule';
import { useSettingsSave } from './use-settings-save';
import {
  fieldSchemas,
  policyFormValues,
  policyUpdate,
  type PolicyFormValues,
} from './settings-form';

/** "2026-05" as "May 2026" in the user's language (the server counts calendar months in UTC). */
function formatMonth(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** The organisation's limits (monthly tokens, calls at once) and the Assistant's prompt. */
export function PolicyCard({ settings }: { settings: AiSettings }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<PolicyFormValues>();
  const update = useUpdateAiPolicy();
  const useDefault = Form.useWatch('useDefaultPrompt', form) ?? settings.systemPrompt === null;

  useEffect(() => form.setFieldsValue(policyFormValues(settings)), [form, settings]);

  const save = useSettingsSave(
    form,
    ['monthlyTokenBudget', 'concurrencyLimit', 'systemPrompt'],
    update.mutateAsync,
  );

  return (
    <Card title={<h2 className="card-heading">{t('aiSettings.policy.title')}</h2>}>
      <Form
        form={form}
        layout="vertical"
        initialValues={policyFormValues(settings)}
        onFinish={(values) => void save(policyUpdate(values))}
      >
        <Form.Item
          name="monthlyTokenBudget"
          label={t('aiSettings.policy.budget')}
          extra={
            <>
              {t('aiSettings.policy.budgetHint')}{' '}
              <strong data-testid="ai-usage">
                {t('aiSettings.policy.usage', {
                  month: formatMonth(settings.usage.month, i18n.language),
                  tokens: formatNumber(settings.usage.tokens, i18n.language),
                })}
              </strong>
            </>
          }
          rules={[schemaRule(fieldSchemas.monthlyTokenBudget, t('aiSettings.invalidValue'))]}
        >
          <InputNumber min={1} precision={0} className="ai-settings-number" />
        </Form.Item>
        <Form.Item
          name="concurrencyLimit"
          label={t('aiSettings.policy.concurrency')}
          extra={t('aiSettings.policy.concurrencyHint')}
          rules={[
            { required: true, message: t('validation.required') },
            schemaRule(fieldSchemas.concurrencyLimit, t('aiSettings.invalidValue')),
          ]}
        >
          <InputNumber min={1} max={64} precision={0} className="ai-settings-number" />
        </Form.Item>
        <Form.Item name="useDefaultPrompt" valuePropName="checked">
          <Checkbox>{t('aiSettings.policy.useDefault')}</Checkbox>
        </Form.Item>
        {useDefault ? (
          <Form.Item label={t('aiSettings.policy.defaultPrompt')} htmlFor="ai-default-prompt">
            <Input.TextArea
              id="ai-default-prompt"
              readOnly
              value={settings.defaultSystemPrompt}
              autoSize={{ minRows: 3, maxRows: 12 }}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="systemPrompt"
            label={t('aiSettings.policy.systemPrompt')}
            rules={[
              { required: true, whitespace: true, message: t('validation.required') },
              schemaRule(fieldSchemas.systemPrompt, t('aiSettings.invalidValue')),
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} maxLength={8000} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('aiSettings.save')}
        </Button>
      </Form>
    </Card>
  );
}
