import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, Space } from 'antd';
import type { DeskMessage, Locale } from '@dermadesk/contracts';
import { useSendTurn, useStartConversation } from './api/conversations';
import { ConversationLines } from './conversation-lines';

/**
 * The assistant with a chat model at the desk: the staff type what the caller says (or the
 * caller types), the assistant answers and books through its tools.
 */
export function AssistantChat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Locale;
  const start = useStartConversation();
  const send = useSendTurn();
  const [id, setId] = useState<string | null>(null);
  const [messages, setMessages] = useState<DeskMessage[]>([]);
  const [draft, setDraft] = useState('');
  const busy = start.isPending || send.isPending;

  async function say() {
    const content = draft.trim();
    if (!content) return;
    setDraft('');
    const conversation = id ?? (await start.mutateAsync(language)).id;
    setId(conversation);
    send.mutate(
      { id: conversation, body: { content, language } },
      { onSuccess: (data) => setMessages((m) => [...m, ...data.messages]) },
    );
  }

  return (
    <div className="rx-guided" data-testid="rx-assistant">
      <p className="rx-muted">{t('rxAssistant.chat.intro')}</p>
      <ConversationLines messages={messages} pending={send.isPending} />
      {(send.isError || start.isError) && (
        <Alert type="error" showIcon title={t('rxAssistant.chat.failed')} />
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          value={draft}
          autoSize={{ minRows: 1, maxRows: 6 }}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey) return;
            e.preventDefault();
            void say();
          }}
          placeholder={t('rxAssistant.chat.placeholder')}
          aria-label={t('rxAssistant.chat.placeholder')}
          disabled={busy}
        />
        <Button type="primary" disabled={!draft.trim() || busy} onClick={() => void say()}>
          {t('rxAssistant.chat.send')}
        </Button>
      </Space.Compact>
      {id && (
        <Button
          onClick={() => {
            setId(null);
            setMessages([]);
          }}
        >
          {t('rxAssistant.chat.new')}
        </Button>
      )}
    </div>
  );
}
