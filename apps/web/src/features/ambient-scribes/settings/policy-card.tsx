import { App, Button, Card, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScribeOrgSettings } from '@dermadesk/contracts';
import { useSaveScribeSettings, useScribeSettings } from '../api/templates';

interface PolicyForm {
  requireConsent: boolean;
  consentText: string;
  audioRetentionDays: number | null;
  maxUploadMb: number;
}

/**
 * The organisation's scribe policy: the consent step and its text, audio retention and the
 * upload limit. Admins change it; members see it. An empty consent text keeps the product's,
 * shown in each user's language.
 */
export function PolicyCard({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useScribeSettings();
  const save = useSaveScribeSettings();
  if (!settings.data) return null;
  const initial: PolicyForm = { ...settings.data, consentText: settings.data.consentText ?? '' };

  const submit = (v: PolicyForm) => {
    const body: ScribeOrgSettings = {
      requireConsent: v.requireConsent,
      consentText: v.consentText.trim() || null,
      audioRetentionDays: v.audioRetentionDays ?? null,
      maxUploadMb: v.maxUploadMb,
    };
    save.mutate(body, {
      onSuccess: () => void message.success(t('scribe.settings.saved')),
      onError: () => void message.error(t('errors.storeData')),
    });
  };

  return (
    <Card title={t('scribe.settings.policy.title')} className="scribe-settings-card">
      {!admin && (
        <Typography.Paragraph type="secondary">
          {t('scribe.settings.policy.adminsOnly')}
        </Typography.Paragraph>
      )}
      <Form<PolicyForm>
        layout="vertical"
        initialValues={initial}
        disabled={!admin}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item
          name="requireConsent"
          label={t('scribe.settings.policy.requireConsent')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="consentText"
          label={t('scribe.settings.policy.consentText')}
          extra={t('scribe.settings.policy.consentTextHelp', {
            text: t('scribe.recorder.consentDefault'),
          })}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={4000} />
        </Form.Item>
        <Form.Item
          name="audioRetentionDays"
          label={t('scribe.settings.policy.retention')}
          extra={t('scribe.settings.policy.retentionHelp')}
        >
          <InputNumber min={1} max={3650} precision={0} />
        </Form.Item>
        <Form.Item
          name="maxUploadMb"
          label={t('scribe.settings.policy.maxUpload')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber min={1} max={200} precision={0} />
        </Form.Item>
        {admin && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('scribe.settings.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
