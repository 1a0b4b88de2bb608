import { CopyOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AssistantMessage } from '@dermadesk/contracts';
import { Button, Input, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentChips } from './attachment-chips';
import { isSendKey } from './composer';
import { Markdown } from './markdown';

/** The inline editor of the last user message (edit and resend). */
export interface MessageEdit {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

interface MessageItemProps {
  message: Pick<AssistantMessage, 'role' | 'content' | 'attachments' | 'action' | 'language'> & {
    status: AssistantMessage['status'] | 'streaming';
  };
  onCopy?: (() => void) | undefined;
  onRegenerate?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
  edit?: MessageEdit | null;
}

/** One message of the conversation: the user's as typed, the assistant's as Markdown. */
export function MessageItem({ message, onCopy, onRegenerate, onEdit, edit }: MessageItemProps) {
  const { t } = useTranslation();
  const isUser = message.role === 'user';
  const streaming = message.status === 'streaming';

  const actionLabel = (): ReactNode => {
    switch (message.action) {
      case null:
        return null;
      case 'summarise':
        return t('assistant.actions.summarise');
      case 'patient-instructions':
        return t('assistant.actions.patientInstructions');
      case 'translate':
        return t('assistant.actions.translateTo', {
          language: t(`assistant.languageNames.${message.language ?? 'en'}`),
        });
    }
  };

  return (
    <li
      className={`assistant-message assistant-message-${message.role}`}
      data-testid={streaming ? 'assistant-streaming' : `assistant-message-${message.role}`}
    >
      <div className="assistant-message-head">
        <span className="assistant-message-role">
          {isUser ? t('assistant.chat.you') : t('assistant.chat.assistant')}
        </span>
        {message.action ? <Tag color="blue">{actionLabel()}</Tag> : null}
        {message.status === 'stopped' ? <Tag>{t('assistant.chat.stopped')}</Tag> : null}
        {message.status === 'failed' ? <Tag color="red">{t('assistant.chat.failed')}</Tag> : null}
      </div>
      <AttachmentChips attachments={message.attachments} />
      {edit ? (
        <div className="assistant-edit">
          <Input.TextArea
            autoFocus
            aria-label={t('assistant.chat.editLabel')}
            value={edit.value}
            autoSize={{ minRows: 2, maxRows: 10 }}
            onChange={(e) => edit.onChange(e.target.value)}
            onKeyDown={(e) => {
              if (isSendKey(e)) {
                e.preventDefault();
                if (edit.value.trim()) edit.onSubmit();
              } else if (e.key === 'Escape') edit.onCancel();
            }}
          />
          <Space>
            <Button type="primary" disabled={!edit.value.trim()} onClick={edit.onSubmit}>
              {t('assistant.chat.saveAndSend')}
            </Button>
            <Button onClick={edit.onCancel}>{t('assistant.common.cancel')}</Button>
          </Space>
        </div>
      ) : isUser ? (
        message.content && <p className="assistant-user-text">{message.content}</p>
      ) : (
        <div aria-live={streaming ? 'polite' : undefined} aria-busy={streaming || undefined}>
          {message.content ? (
            <Markdown text={message.content} />
          ) : streaming ? (
            <p className="assistant-thinking">{t('assistant.chat.thinking')}</p>
          ) : null}
        </div>
      )}
      {!edit && (onCopy ?? onRegenerate ?? onEdit) ? (
        <Space className="assistant-message-actions" size={4}>
          {onCopy ? (
            <Button size="small" type="text" icon={<CopyOutlined />} onClick={onCopy}>
              {t('assistant.chat.copy')}
            </Button>
          ) : null}
          {onRegenerate ? (
            <Button size="small" type="text" icon={<ReloadOutlined />} onClick={onRegenerate}>
              {t('assistant.chat.regenerate')}
            </Button>
          ) : null}
          {onEdit ? (
            <Button size="small" type="text" icon={<EditOutlined />} onClick={onEdit}>
              {t('assistant.chat.edit')}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </li>
  );
}
