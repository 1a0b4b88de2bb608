import type { CopilotSource, UpdateCopilotSource } from '@dermadesk/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateSource, useSourcesMutation } from './api/source-mutations';
import { EnterSubmits, WebsiteLimitsFields } from './website-limits-fields';

/** Renames a source; a website's crawl limits and re-sync schedule are changed here too. */
export function EditSourceDialog({
  source,
  onClose,
}: {
  source: CopilotSource | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UpdateCopilotSource>();
  const update = useSourcesMutation((changes: UpdateCopilotSource) =>
    updateSource(source!.id, changes),
  );

  const submit = async (values: UpdateCopilotSource) => {
    try {
      await update.mutateAsync({ ...values, name: values.name?.trim() });
      onClose();
    } catch {
      void message.error(t('errors.storeData'));
    }
  };

  return (
    <Modal
      open={source !== null}
      title={t('copilot.sources.editTitle')}
      okText={t('assistant.common.save')}
      cancelText={t('assistant.common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        onFinish={(values) => void submit(values)}
        initialValues={
          source?.kind === 'website'
            ? {
                name: source.name,
                maxDepth: source.maxDepth,
                maxPages: source.maxPages,
                syncEveryHours: source.syncEveryHours,
              }
            : { name: source?.name }
        }
      >
        <Form.Item
          name="name"
          label={t('copilot.sources.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.sourceNameRequired') },
          ]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
        {source?.kind === 'website' && <WebsiteLimitsFields />}
        <EnterSubmits />
      </Form>
    </Modal>
  );
}
