import { CloseOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { uploadDocument, useSourcesMutation } from './api/source-mutations';
import { checkPdf } from './pdf-check';

interface Row {
  uid: string;
  file: File;
  percent: number;
  /**
   * `failed`: sent again with the next Upload (the network or the server may do better);
   * `rejected`: the server refused the file itself (damaged, encrypted, too large), so it is not.
   */
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'rejected';
  /** Why it failed, shown under its name (the message toast alone is gone in seconds). */
  error?: string;
}

/** Catalogue key and state of an upload that failed: the file itself, or the sending of it. */
function failureOf(e: unknown): { key: string; state: 'failed' | 'rejected' } {
  const reason =
    e instanceof ApiError ? (e.details as { reason?: string } | undefined)?.reason : undefined;
  if (reason === 'encrypted' || reason === 'broken')
    return { key: `copilot.sources.${reason}`, state: 'rejected' };
  if (e instanceof ApiError && e.status === 413)
    return { key: 'validation.fileTooLarge', state: 'rejected' };
  if (e instanceof ApiError && e.kind === 'http')
    return { key: 'errors.uploadFailed', state: 'failed' };
  return { key: 'errors.uploadUrl', state: 'failed' };
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

  const submit = async ({ name }: { name: string }) => {
    const pending = rows.filter((r) => r.state === 'waiting' || r.state === 'failed');
    if (!pending.length) {
      void message.error(t('validation.selectFile'));
      return;
    }
    // One file keeps the name as typed; several are told apart by their file names. A refused
    // file left in the list does not count (it had turned the next file's name into 'name – file').
    const several = rows.filter((r) => r.state !== 'rejected').length > 1;
    setBusy(true);
    for (const row of pending) {
      patch(row.uid, { state: 'uploading', percent: 0, error: undefined });
      try {
        await upload.mutateAsync({
          name: several ? `${name} – ${row.file.name}` : name,
          file: row.file,
          onProgress: (f) => patch(row.uid, { percent: Math.round(f * 100) }),
        });
        patch(row.uid, { state: 'done', percent: 100 });
        void message.success(t('success.uploaded', { name: row.file.name }));
      } catch (e) {
        const { key, state } = failureOf(e);
        const error = t(key, { name: row.file.name });
        patch(row.uid, { state, error });
        void message.error(error);
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
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
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
            <span className="copilot-file-row">
              <span className="copilot-file-name">{r.file.name}</span>
              {r.state !== 'uploading' && !busy && (
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('copilot.sources.removeFile', { name: r.file.name })}
                  onClick={() => setRows((all) => all.filter((x) => x.uid !== r.uid))}
                />
              )}
            </span>
            {r.error && (
              <span className="copilot-error" role="alert">
                {r.error}
              </span>
            )}
            <Progress
              percent={r.percent}
              size="small"
              status={
                r.state === 'failed' || r.state === 'rejected'
                  ? 'exception'
                  : r.state === 'done'
                    ? 'success'
                    : 'active'
              }
            />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
