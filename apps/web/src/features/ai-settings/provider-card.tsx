import { aiEnvVariables, type AiProviderSettings } from '@dermadesk/contracts';
import { Alert, Button, Card, Form, Input, Space, Switch, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestAiConnection } from './api/test-ai-connection';
import { useUpdateAiProvider } from './api/update-ai-provider';
import { ConnectionResult } from './connection-result';
import { schemaRule } from '../../lib/schema-rule';
import { useSettingsSave } from './use-settings-save';
import {
  fieldSchemas,
  providerFormValues,
  providerUpdate,
  type ProviderFormValues,
} from './settings-form';

/** The two endpoint fields whose empty value falls back to a server default. */
const endpointFields = ['baseUrl', 'model'] as const;

/** One kind of model (chat, transcription, embeddings): its switch, endpoint, key and test. */
export function ProviderCard({ provider }: { provider: AiProviderSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProviderFormValues>();
  const update = useUpdateAiProvider(provider.kind);
  const test = useTestAiConnection(provider.kind);
  const env = aiEnvVariables[provider.kind];
  const { organisation, defaults } = provider;

  // Saved values come back from the server (the typed key is never kept in the form).
  useEffect(() => form.setFieldsValue(providerFormValues(provider)), [form, provider]);

  const save = useSettingsSave(form, ['baseUrl', 'model', 'apiKey'], update.mutateAsync);

  const keyState = organisation.keySet
    ? t('aiSettings.key.set')
    : defaults.keySet
      ? t('aiSettings.key.default', { variable: env.apiKey })
      : t('aiSettings.key.notSet');

  return (
    <Card
      data-testid={`ai-provider-${provider.kind}`}
      title={<h2 className="card-heading">{t(`aiSettings.kinds.${provider.kind}`)}</h2>}
      extra={
        <Tag className={`ai-status ai-status-${provider.status}`}>
          {t(`aiSettings.status.${provider.status}`)}
        </Tag>
      }
    >
      <Form
        form={form}
        name={`ai-${provider.kind}`}
        layout="vertical"
        initialValues={providerFormValues(provider)}
        onFinish={(values) => void save(providerUpdate(values))}
      >
        <Form.Item
          name="enabled"
          label={t('aiSettings.enabled')}
          valuePropName="checked"
          extra={t('aiSettings.enabledHint')}
        >
          <Switch />
        </Form.Item>
        {endpointFields.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`aiSettings.${name}`)}
            extra={t(defaults[name] ? 'aiSettings.defaultFrom' : 'aiSettings.noDefault', {
              variable: env[name],
            })}
            rules={[
              schemaRule(
                fieldSchemas[name],
                name === 'baseUrl' ? t('validation.websiteUrl') : t('aiSettings.invalidValue'),
              ),
            ]}
          >
            <Input placeholder={defaults[name] ?? ''} autoComplete="off" />
          </Form.Item>
        ))}
        <Form.Item
          name="apiKey"
          label={t('aiSettings.apiKey')}
          extra={
            <span data-testid={`ai-key-state-${provider.kind}`}>
              {keyState} {t('aiSettings.key.hint')}
            </span>
          }
          rules={[schemaRule(fieldSchemas.apiKey, t('aiSettings.invalidValue'))]}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={
              organisation.keySet ? t('aiSettings.key.replace') : t('aiSettings.key.enter')
            }
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('aiSettings.save')}
          </Button>
          {organisation.keySet ? (
            <Button danger disabled={update.isPending} onClick={() => void save({ apiKey: null })}>
              {t('aiSettings.key.clear')}
            </Button>
          ) : null}
          <Button loading={test.isPending} onClick={() => test.mutate()}>
            {t('aiSettings.test.button')}
          </Button>
          <span className="ai-settings-muted">{t('aiSettings.test.hint')}</span>
        </Space>
      </Form>
      <div className="ai-settings-test" aria-live="polite">
        {test.data && !test.isPending ? <ConnectionResult result={test.data} /> : null}
        {test.isError ? <Alert type="error" showIcon message={t('errors.apiStatus')} /> : null}
      </div>
    </Card>
  );
}
