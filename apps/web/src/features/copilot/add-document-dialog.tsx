import { InboxOutlined } from '@ant-design/icons';
import { App, Form, Input, Modal, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { uploadDocument, useSourcesMutation } from './api/source-mutations';
import { checkPdf } from './pdf-check';

interface Row {
  uid: string;
  file: File;
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
}

/** Adds one source per PDF: a name, files by drag and drop or picker, progress per file. */
export function AddDocumentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const upload = useSourcesMutation(uploadDocument);

  const patch = (uid: string, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.uid === uid ? { ...r, ...change } : r)));

  const addFiles = async (file: File) => {
    const problem = await checkPdf(file);
    if (problem === 'tooLarge')
      void message.error(t('validation.fileTooLarge', { name: file.name }));
    else if (problem === 'notPdf') void message.error(t('validation.pdfOnly'));
    else
      setRows((all) => [
        ...all,
        { uid: `${file.name}-${file.size}-${all.length}`, file, percent: 0, state: 'waiting' },
      ]);
  };

  const close = () => {
    if (busy) return;
    form.resetFields();
    setRows([]);
    onClose();
  };

  const submit = async () => {
    const { name } = await form.validateFields();
    const pending = rows.filter((r) => r.state !== 'done');
    if (!pending.length) {
      void message.error(t('validation.selectFile'));
      return;
    }
    setBusy(true);
    for (const row of pending) {
      patch(row.uid, { state: 'uploading', percent: 0 });
      try {
        await upload.mutateAsync({
          name: pending.length > 1 || rows.length > 1 ? `${name} – ${row.file.name}` : name,
          file: row.file,
          onProgress: (f) => patch(row.uid, { percent: Math.round(f * 100) }),
        });
        patch(row.uid, { state: 'done', percent: 100 });
        void message.success(t('success.uploaded', { name: row.file.name }));
      } catch (e) {
        patch(row.uid, { state: 'failed' });
        const reason =
          e instanceof ApiError
            ? (e.details as { reason?: string } | undefined)?.reason
            : undefined;
        if (reason === 'encrypted' || reason === 'broken')
          void message.error(t(`copilot.sources.${reason}`, { name: row.file.name }));
        else if (e instanceof ApiError && e.status === 413)
          void message.error(t('validation.fileTooLarge', { name: row.file.name }));
        else if (e instanceof ApiError && e.kind === 'http')
          void message.error(t('errors.uploadFailed'));
        else void message.error(t('errors.uploadUrl'));
      }
    }
    setBusy(false);
    setRows((all) => {
      const left = all.filter((r) => r.state !== 'done');
      if (!left.length) {
        form.resetFields();
        onClose();
      }
      return left;
    });
  };

  return (
    <Modal
      open={open}
      title={t('copilot.sources.addDocument')}
      okText={t('copilot.sources.upload')}
      cancelText={t('assistant.common.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="name"
          label={t('copilot.sources.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.sourceNameRequired') },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Upload.Dragger
          accept="application/pdf,.pdf"
          multiple
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void addFiles(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('copilot.sources.drop')}</p>
          <p className="copilot-muted">{t('copilot.sources.limits')}</p>
        </Upload.Dragger>
      </Form>
      <ul className="copilot-upload-list" aria-label={t('copilot.sources.files')}>
        {rows.map((r) => (
          <li key={r.uid}>
            <span className="copilot-file-name">{r.file.name}</span>
            <Progress
              percent={r.percent}
              size="small"
              status={
                r.state === 'failed' ? 'exception' : r.state === 'done' ? 'success' : 'active'
              }
            />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
