import { renameConversationSchema, type ConversationSummary } from '@dermadesk/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRenameConversation, type ConversationFeature } from './conversations-api';

const titleRule = renameConversationSchema.shape.title;

/** Renames a conversation; the title is checked by the contract's own schema. */
export function RenameDialog({
  feature,
  conversation,
  onClose,
}: {
  feature: ConversationFeature;
  conversation: ConversationSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string }>();
  const rename = useRenameConversation(feature);

  const submit = async ({ title }: { title: string }) => {
    if (!conversation) return;
    try {
      await rename.mutateAsync({ id: conversation.id, title: title.trim() });
      onClose();
    } catch {
      form.setFields([{ name: 'title', errors: [t('errors.apiStatus')] }]);
    }
  };

  return (
    <Modal
      open={conversation !== null}
      title={t('assistant.conversations.renameTitle')}
      okText={t('assistant.common.save')}
      cancelText={t('assistant.common.cancel')}
      confirmLoading={rename.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ title: conversation?.title ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="title"
          label={t('assistant.conversations.titleLabel')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                titleRule.safeParse(value ?? '').success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.required'))),
            },
          ]}
        >
          <Input autoFocus maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
