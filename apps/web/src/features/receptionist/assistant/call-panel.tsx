import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ConfigProvider, Input, Progress, Space, Tag } from 'antd';
import { aiEnvVariables, type DeskMessage, type Locale } from '@dermadesk/contracts';
import { useAssistantStatus, useConversation, useSendTurn } from './api/conversations';
import { sendUtterance, useEndCall, useStartCall } from './api/calls';
import { CallSummaryView } from './call-summary';
import { ConversationLines } from './conversation-lines';
import { speak, useCallAudio } from './use-call-audio';

/**
 * A call in the browser: the caller speaks into the microphone, each utterance is transcribed
 * and answered by the assistant, whose answer is shown and read aloud. Ending the call finalizes
 * the transcript; its summary arrives a moment later and goes into the patient's record.
 */
export function CallPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Locale;
  const status = useAssistantStatus();
  const startCall = useStartCall();
  const endCall = useEndCall();
  const typed = useSendTurn();
  const [callId, setCallId] = useState<string | null>(null);
  const [messages, setMessages] = useState<DeskMessage[]>([]);
  const [thinking, setThinking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const ended = Boolean(endCall.data && endCall.data.id === callId);
  const detail = useConversation(ended ? callId : null, 2000);
  const summaryPending = !detail.data || detail.data.summaryStatus === 'pending';
  const live = useRef<string | null>(null);

  async function answered(added: DeskMessage[]) {
    setMessages((m) => [...m, ...added]);
    const reply = added.filter((m) => m.role === 'assistant' && m.content).at(-1);
    if (reply) await speak(reply.content, language);
  }

  const audio = useCallAudio(async (wav) => {
    const id = live.current;
    if (!id) return;
    setThinking(true);
    try {
      const data = await sendUtterance(id, wav, language);
      setThinking(false);
      await answered(data.messages);
    } catch {
      setFailed(t('rxAssistant.call.utteranceFailed'));
    } finally {
      setThinking(false);
    }
  });

  async function begin() {
    setFailed(null);
    setMessages([]);
    endCall.reset();
    const call = await startCall.mutateAsync(language);
    live.current = call.id;
    setCallId(call.id);
    try {
      await audio.start();
    } catch {
      setFailed(t('rxAssistant.call.noMicrophone'));
    }
  }

  function finish() {
    if (!callId) return;
    live.current = null;
    audio.stop();
    window.speechSynthesis?.cancel();
    endCall.mutate(callId);
  }

  if (!status.data) return null;
  const missing = (['transcription', 'chat'] as const).filter((k) => status.data[k] !== 'ready');
  if (missing.length) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('rxAssistant.call.unavailable')}
        description={missing
          .map((k) =>
            t(`rxAssistant.call.missing.${k}`, {
              env: `${aiEnvVariables[k].baseUrl}, ${aiEnvVariables[k].model}`,
            }),
          )
          .join(' ')}
        data-testid="rx-call-unavailable"
      />
    );
  }

  const inCall = Boolean(callId) && !ended;
  return (
    <div className="rx-guided" data-testid="rx-call">
      <Space wrap>
        {inCall ? (
          // antd's derived hover red (#d4514c) gives white text 4.1:1; the pressed shade keeps 7.9:1.
          <ConfigProvider theme={{ token: { colorErrorHover: '#a1181d' } }}>
            <Button danger type="primary" onClick={finish} loading={endCall.isPending}>
              {t('rxAssistant.call.end')}
            </Button>
          </ConfigProvider>
        ) : (
          <Button
            type="primary"
            onClick={() => void begin().catch(() => setFailed(t('rxAssistant.chat.failed')))}
            loading={startCall.isPending}
          >
            {t(callId ? 'rxAssistant.call.again' : 'rxAssistant.call.start')}
          </Button>
        )}
        {callId && (
          <Tag
            color={inCall ? 'processing' : 'success'}
            className={inCall ? undefined : 'rx-tag-done'}
            data-testid="rx-transcript-status"
          >
            {t('rxAssistant.call.transcription')}:{' '}
            {t(inCall ? 'rxAssistant.call.inProgress' : 'rxAssistant.call.finalized')}
          </Tag>
        )}
        {inCall && (
          <span className="rx-muted" aria-live="polite">
            {t(`rxAssistant.call.state.${thinking ? 'thinking' : audio.state}`)}
          </span>
        )}
      </Space>
      {inCall && (
        <Progress
          percent={Math.min(100, Math.round(audio.level * 400))}
          showInfo={false}
          size="small"
          aria-label={t('rxAssistant.call.level')}
        />
      )}
      {failed && <Alert type="error" showIcon title={failed} />}
      {callId && <ConversationLines messages={messages} pending={thinking} />}
      {inCall && (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('rxAssistant.call.type')}
            aria-label={t('rxAssistant.call.type')}
            onPressEnter={() => {
              if (!draft.trim() || !callId) return;
              typed.mutate(
                { id: callId, body: { content: draft.trim(), language } },
                { onSuccess: (data) => void answered(data.messages) },
              );
              setDraft('');
            }}
            disabled={typed.isPending}
          />
        </Space.Compact>
      )}
      {ended && <CallSummaryView conversation={detail.data} pending={summaryPending} />}
    </div>
  );
}
