import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Same limit as the contract's note attachment. */
const NOTE_MAX = 20_000;

/** A pasted clinical note, given to the Assistant as context. */
export function NoteDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('assistant.attachments.noteTitle')}
      okText={t('assistant.attachments.addNote')}
      cancelText={t('assistant.common.cancel')}
      okButtonProps={{ disabled: !text.trim() }}
      onOk={() => {
        onAdd(text.trim());
        close();
      }}
    >
      <label className="assistant-field-label" htmlFor="assistant-note">
        {t('assistant.attachments.noteLabel')}
      </label>
      <Input.TextArea
        id="assistant-note"
        autoFocus
        value={text}
        maxLength={NOTE_MAX}
        autoSize={{ minRows: 6, maxRows: 14 }}
        placeholder={t('assistant.attachments.notePlaceholder')}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}
