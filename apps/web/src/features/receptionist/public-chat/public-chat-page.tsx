import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert, Button, Card, Input, List, Select, Space } from 'antd';
import { locales, type Locale, type PublicChatInfo, type PublicReply } from '@dermadesk/contracts';
import { ApiError } from '../../../lib/api/api-error';
import { setLanguage } from '../../../lib/i18n/i18n';
import { GuidedChat } from '../guided-chat';
import { formatInZone } from '../zoned-format';
import {
  startPublicConversation,
  usePublicGuided,
  usePublicInfo,
  usePublicTurn,
} from './public-api';
import '../receptionist.css';

/**
 * A clinic's booking chat for its patients (no sign-in): with a chat model the assistant, else
 * the guided booking. The caller sees free times and what they booked here, nothing else.
 */
export default function PublicChatPage() {
  const { t, i18n } = useTranslation();
  const { key = '' } = useParams();
  const info = usePublicInfo(key);
  const error = info.error instanceof ApiError ? info.error : null;

  return (
    <main className="rx-public">
      <Space className="rx-public-head" wrap>
        <h1 className="rx-title">{info.data?.clinicName || t('rxAssistant.public.title')}</h1>
        <Select
          value={i18n.language as Locale}
          onChange={(lng: Locale) => void setLanguage(lng)}
          aria-label={t('profile.language')}
          options={locales.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          style={{ width: 140 }}
        />
      </Space>
      {info.isError && (
        <Alert
          type={error?.status === 429 ? 'warning' : 'info'}
          showIcon
          title={t(
            error?.status === 429 ? 'rxAssistant.public.tooMany' : 'rxAssistant.public.closed',
          )}
        />
      )}
      {info.data && <p className="rx-muted">{t('rxAssistant.public.intro')}</p>}
      {info.data &&
        (info.data.assistant ? (
          <PublicAssistant info={info.data} linkKey={key} />
        ) : (
          <PublicGuided info={info.data} linkKey={key} />
        ))}
    </main>
  );
}

function PublicGuided({ info, linkKey }: { info: PublicChatInfo; linkKey: string }) {
  const answer = usePublicGuided(linkKey);
  return <GuidedChat types={info.types} answer={answer} />;
}

function PublicAssistant({ info, linkKey }: { info: PublicChatInfo; linkKey: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Locale;
  const turn = usePublicTurn(linkKey);
  const [conversation, setConversation] = useState<{ id: string; token: string } | null>(null);
  const [lines, setLines] = useState<PublicReply['messages']>([]);
  const [bookings, setBookings] = useState<PublicReply['bookings']>([]);
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);

  async function say() {
    const content = draft.trim();
    if (!content) return;
    setDraft('');
    setFailed(false);
    try {
      const c = conversation ?? (await startPublicConversation(linkKey, language));
      setConversation(c);
      const reply = await turn.mutateAsync({
        id: c.id,
        body: { token: c.token, content, language },
      });
      setLines((l) => [...l, ...reply.messages]);
      setBookings(reply.bookings);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="rx-guided" data-testid="rx-public-assistant">
      <div className="rx-guided-lines" aria-live="polite" tabIndex={0}>
        {lines.length === 0 && (
          <div className="rx-line rx-line-desk">{t('rxAssistant.public.hello')}</div>
        )}
        {lines.map((line, i) => (
          <div key={i} className={`rx-line rx-line-${line.role === 'caller' ? 'caller' : 'desk'}`}>
            {line.content}
          </div>
        ))}
        {turn.isPending && (
          <div className="rx-line rx-line-desk rx-muted">{t('rxAssistant.thinking')}</div>
        )}
      </div>
      {failed && <Alert type="error" showIcon title={t('rxAssistant.chat.failed')} />}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={() => void say()}
          placeholder={t('rxAssistant.public.placeholder')}
          aria-label={t('rxAssistant.public.placeholder')}
          disabled={turn.isPending}
          maxLength={2000}
        />
        <Button
          type="primary"
          disabled={!draft.trim() || turn.isPending}
          onClick={() => void say()}
        >
          {t('rxAssistant.chat.send')}
        </Button>
      </Space.Compact>
      {bookings.length > 0 && (
        <Card
          size="small"
          title={t('rxAssistant.public.yourBookings')}
          data-testid="rx-public-bookings"
        >
          <List
            size="small"
            dataSource={bookings}
            renderItem={(b) => (
              <List.Item>
                {b.typeName} · {formatInZone(b.start, language, info.timeZone)}
                {b.status === 'cancelled' ? ` · ${t('rxAssistant.public.cancelled')}` : ''}
              </List.Item>
            )}
          />
        </Card>
      )}
    </div>
  );
}
