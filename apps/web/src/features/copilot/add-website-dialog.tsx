import {
  COPILOT_DEFAULT_DEPTH,
  COPILOT_DEFAULT_PAGES,
  websiteUrlSchema,
  type CreateWebsiteSource,
} from '@dermadesk/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { addWebsite, useSourcesMutation } from './api/source-mutations';
import { EnterSubmits, WebsiteLimitsFields } from './website-limits-fields';

/** Adds a website: name, address, and how deep and how many pages the crawler may go. */
export function AddWebsiteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateWebsiteSource>();
  const add = useSourcesMutation(addWebsite);

  const submit = async (values: CreateWebsiteSource) => {
    try {
      await add.mutateAsync({ ...values, name: values.name.trim(), url: values.url.trim() });
      form.resetFields();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        form.setFields([{ name: 'url', errors: [t('validation.websiteExists')] }]);
      } else if (e instanceof ApiError && e.kind === 'http' && e.status && e.status < 500) {
        void message.error(t('errors.importWebsite'));
      } else void message.error(t('errors.storeWebsite'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('copilot.sources.addWebsite')}
      okText={t('copilot.sources.add')}
      cancelText={t('assistant.common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        initialValues={{
          maxDepth: COPILOT_DEFAULT_DEPTH,
          maxPages: COPILOT_DEFAULT_PAGES,
          syncEveryHours: null,
        }}
      >
        <Form.Item
          name="name"
          label={t('copilot.sources.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.sourceNameRequired') },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('copilot.sources.url')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                websiteUrlSchema.safeParse(value ?? '').success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.websiteUrl'))),
            },
          ]}
        >
          <Input inputMode="url" placeholder="https://" maxLength={2000} />
        </Form.Item>
        <WebsiteLimitsFields />
        <EnterSubmits />
      </Form>
    </Modal>
  );
}
