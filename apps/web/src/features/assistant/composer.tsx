import {
  DownOutlined,
  FileTextOutlined,
  LineChartOutlined,
  PaperClipOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { locales, type AssistantAction, type Locale } from '@dermadesk/contracts';
import { Button, Dropdown, Input, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisPicker } from './analysis-picker';
import { AttachmentChips } from './attachment-chips';
import { NoteDialog } from './note-dialog';
import { addAttachment, canSend, type Draft } from './draft';

export interface QuickAction {
  action: AssistantAction;
  language: Locale | null;
}

/** Enter sends and Shift+Enter starts a new line (not while an IME is composing a word). */
export function isSendKey(e: KeyboardEvent) {
  return e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing;
}

interface ComposerProps {
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  /** A reply is streaming: Send becomes Stop. */
  streaming: boolean;
  /** A reply has ended and its saved copy is loading: nothing new can start yet. */
  busy: boolean;
  onSend: (quick?: QuickAction) => void;
  onStop: () => void;
  inputRef?: Ref<TextAreaRef>;
}

/** The message box with its attachments, quick actions and Send/Stop button. */
export function Composer({
  draft,
  onDraftChange,
  streaming,
  busy,
  onSend,
  onStop,
  inputRef,
}: ComposerProps) {
  const { t } = useTranslation();
  const [picker, setPicker] = useState<'analysis' | 'note' | null>(null);
  const idle = !streaming && !busy;

  const send = (quick?: QuickAction) => {
    if (idle && (quick || canSend(draft))) onSend(quick);
  };

  return (
    <div className="assistant-composer">
      <AttachmentChips
        attachments={draft.attachments}
        onRemove={(index) =>
          onDraftChange({ ...draft, attachments: draft.attachments.filter((_, i) => i !== index) })
        }
      />
      <Input.TextArea
        ref={inputRef}
        aria-label={t('assistant.chat.messageLabel')}
        value={draft.content}
        autoSize={{ minRows: 2, maxRows: 10 }}
        maxLength={20_000}
        placeholder={t('assistant.chat.placeholder')}
        onChange={(e) => onDraftChange({ ...draft, content: e.target.value })}
        onKeyDown={(e) => {
          if (isSendKey(e)) {
            e.preventDefault();
            send();
          }
        }}
      />
      <div className="assistant-composer-bar">
        <Space wrap>
          {/* Opened by a click and placed above: the composer sits at the foot of the screen,
              and a hover menu that flips while the pointer travels to it can be missed. */}
          <Dropdown
            disabled={!idle}
            trigger={['click']}
            placement="topLeft"
            menu={{
              items: [
                {
                  key: 'analysis',
                  icon: <LineChartOutlined />,
                  label: t('assistant.attachments.analysis'),
                },
                { key: 'note', icon: <FileTextOutlined />, label: t('assistant.attachments.note') },
              ],
              onClick: ({ key }) => setPicker(key as 'analysis' | 'note'),
            }}
          >
            <Button icon={<PaperClipOutlined />}>
              {t('assistant.attachments.attach')} <DownOutlined />
            </Button>
          </Dropdown>
          <span className="assistant-quick-label">{t('assistant.actions.label')}</span>
          <Button disabled={!idle} onClick={() => send({ action: 'summarise', language: null })}>
            {t('assistant.actions.summarise')}
          </Button>
          <Button
            disabled={!idle}
            title={t('assistant.actions.patientInstructionsHint')}
            onClick={() => send({ action: 'patient-instructions', language: null })}
          >
            {t('assistant.actions.patientInstructions')}
          </Button>
          <Dropdown
            disabled={!idle}
            trigger={['click']}
            placement="topRight"
            menu={{
              items: locales.map((language) => ({
                key: language,
                label: t('assistant.actions.translateTo', {
                  language: t(`assistant.languageNames.${language}`),
                }),
              })),
              onClick: ({ key }) => send({ action: 'translate', language: key as Locale }),
            }}
          >
            <Button>
              {t('assistant.actions.translate')} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
        {streaming ? (
          <Button danger icon={<StopOutlined />} onClick={onStop}>
            {t('assistant.chat.stop')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!idle || !canSend(draft)}
            onClick={() => send()}
          >
            {t('assistant.chat.send')}
          </Button>
        )}
      </div>
      <AnalysisPicker
        open={picker === 'analysis'}
        onClose={() => setPicker(null)}
        onPick={(attachment) => {
          onDraftChange({ ...draft, attachments: addAttachment(draft.attachments, attachment) });
          setPicker(null);
        }}
      />
      <NoteDialog
        open={picker === 'note'}
        onClose={() => setPicker(null)}
        onAdd={(text) =>
          onDraftChange({
            ...draft,
            attachments: addAttachment(draft.attachments, { kind: 'note', text }),
          })
        }
      />
    </div>
  );
}
