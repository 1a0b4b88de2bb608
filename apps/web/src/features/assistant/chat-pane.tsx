import type { AssistantMessage, ReplyRequest } from '@dermadesk/contracts';
import { Alert, App, Result, Spin } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error';
import { useCreateConversation } from './api/create-conversation';
import { useConversation } from './api/get-conversation';
import { Composer, type QuickAction } from './composer';
import { LoadFailed } from '../../components/load-failed';
import { emptyDraft, localEcho, toAttachmentInput, type Draft } from './draft';
import { MessageItem } from './message-item';
import { visibleMessages } from './reply-state';
import { useReply } from './use-reply';

interface ChatPaneProps {
  conversationId: string | undefined;
  /** A first message opens a new conversation: the page shows it in the URL. */
  onCreated: (conversationId: string) => void;
  inputRef: RefObject<TextAreaRef | null>;
}

/** The open conversation: its messages, the answer streaming in, and the message box. */
export function ChatPane({ conversationId, onCreated, inputRef }: ChatPaneProps) {
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const conversation = useConversation(conversationId);
  const creation = useCreateConversation();
  const reply = useReply(conversationId);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  // The edit belongs to the conversation it was opened in (another one may be open now).
  const [edit, setEdit] = useState<{ conversationId: string; text: string } | null>(null);
  const editText = edit && edit.conversationId === conversationId ? edit.text : null;
  const setEditText = (text: string | null) =>
    setEdit(text === null || !conversationId ? null : { conversationId, text });
  const [createFailed, setCreateFailed] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  const mine = reply.state.conversationId === conversationId;
  const active = mine && reply.state.status !== 'idle';
  const streaming = mine && reply.state.status === 'streaming';
  const saved = conversationId ? (conversation.data?.messages ?? []) : [];
  const shown = active ? visibleMessages(saved, reply.state) : saved;
  const last = shown.at(-1);
  const lastUser = shown.findLast((m) => m.role === 'user');

  // Follow the answer as it grows.
  const answerLength = mine ? reply.state.answer.length : 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [shown.length, answerLength, active]);

  const start = (id: string, body: ReplyRequest, user: AssistantMessage | null) =>
    reply.start({
      conversationId: id,
      body,
      user,
      onAccepted: () => {
        if (body.mode === 'send') setDraft(emptyDraft);
        if (body.mode === 'edit') setEditText(null);
      },
    });

  const send = async (quick?: QuickAction) => {
    setCreateFailed(false);
    let id = conversationId;
    if (!id) {
      try {
        id = (await creation.mutateAsync()).id;
      } catch {
        setCreateFailed(true);
        return;
      }
      onCreated(id);
    }
    const action = quick?.action ?? null;
    const language = quick?.language ?? null;
    await start(
      id,
      {
        mode: 'send',
        content: draft.content.trim(),
        attachments: draft.attachments.map(toAttachmentInput),
        action,
        language,
      },
      localEcho(draft.content, draft.attachments, action, language),
    );
  };

  const resendEdited = (original: AssistantMessage, text: string) => {
    if (!conversationId) return;
    void start(
      conversationId,
      {
        mode: 'edit',
        content: text.trim(),
        attachments: original.attachments.map(toAttachmentInput),
      },
      localEcho(text, original.attachments),
    );
  };

  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => void toast.success(t('assistant.chat.copied')),
      () => void toast.error(t('assistant.chat.copyFailed')),
    );
  };

  const notFound = isApiError(conversation.error) && conversation.error.status === 404;
  const errorKey = createFailed ? 'errors.apiStatus' : mine ? reply.state.errorKey : null;

  const body = () => {
    if (conversationId && conversation.isPending && !active)
      return <Spin className="assistant-center" />;
    if (notFound) return <Result status="404" title={t('assistant.chat.notFound')} />;
    if (conversation.isError) return <LoadFailed onRetry={() => void conversation.refetch()} />;
    if (!shown.length && !active) {
      return (
        <div className="assistant-empty">
          <h2>{t('assistant.chat.emptyTitle')}</h2>
          <p>{t('assistant.chat.emptyHint')}</p>
        </div>
      );
    }
    const idle = !active;
    return (
      <ol className="assistant-messages" ref={listRef} aria-label={t('assistant.chat.messages')}>
        {shown.map((m) => {
          const isLastAnswer = idle && m === last && m.role === 'assistant';
          const isLastUser = idle && m === lastUser;
          return (
            <MessageItem
              key={m.id}
              message={m}
              onCopy={m.role === 'assistant' && m.content ? () => copy(m.content) : undefined}
              onRegenerate={
                isLastAnswer && conversationId
                  ? () => void start(conversationId, { mode: 'regenerate' }, null)
                  : undefined
              }
              onEdit={isLastUser ? () => setEditText(m.content) : undefined}
              edit={
                isLastUser && editText !== null
                  ? {
                      value: editText,
                      onChange: setEditText,
                      onSubmit: () => resendEdited(m, editText),
                      onCancel: () => setEditText(null),
                    }
                  : null
              }
            />
          );
        })}
        {active && reply.state.user && reply.state.mode !== 'regenerate' ? (
          <MessageItem message={reply.state.user} />
        ) : null}
        {active ? (
          <MessageItem
            message={{
              role: 'assistant',
              content: reply.state.answer,
              attachments: [],
              action: null,
              language: null,
              status: streaming ? 'streaming' : 'complete',
            }}
          />
        ) : null}
      </ol>
    );
  };

  return (
    <section className="assistant-chat" aria-label={t('assistant.chat.label')}>
      {body()}
      {errorKey ? (
        <Alert
          className="assistant-error"
          type="error"
          showIcon
          role="alert"
          message={t(errorKey)}
          closable={{ 'aria-label': t('assistant.chat.dismiss') }}
          onClose={() => {
            setCreateFailed(false);
            reply.dismissError();
          }}
        />
      ) : null}
      {notFound ? null : (
        <Composer
          inputRef={inputRef}
          draft={draft}
          onDraftChange={setDraft}
          streaming={streaming}
          busy={(active && !streaming) || creation.isPending}
          onSend={(quick) => void send(quick)}
          onStop={reply.stop}
        />
      )}
    </section>
  );
}
