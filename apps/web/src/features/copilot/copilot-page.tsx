import { SettingOutlined } from '@ant-design/icons';
import type { CopilotCitation } from '@dermadesk/contracts';
import { Alert, Button, Input, Result, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConversationList } from '../../components/conversations/conversation-list';
import { LoadFailed } from '../../components/load-failed';
import { paths } from '../../lib/paths';
import { useCopilotSettings } from './api/copilot-settings';
import { useSources } from './api/list-sources';
import { AnswerView } from './answer-view';
import { CitationViewer } from './citation-viewer';
import { CitationsPanel } from './citations-panel';
import { useAsk } from './use-ask';
import './copilot.css';

/** Ask the clinic's sources: streamed answers with numbered citations and the cited page. */
export default function CopilotPage() {
  const { t } = useTranslation();
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const sources = useSources();
  const settings = useCopilotSettings();
  const { turns, busy, loading, loadFailed, notFound, retry, ask, stop } = useAsk(
    conversationId,
    (id) => void navigate(paths.copilot.href(id), { replace: true }),
  );
  const [question, setQuestion] = useState('');
  const [narrow, setNarrow] = useState<string[] | null>(null);
  const [open, setOpen] = useState<CopilotCitation | null>(null);

  const ready = (sources.data ?? []).filter((s) => s.status === 'ready');
  // Only ready sources can be chosen; a chosen one still indexing or since deleted is not shown.
  const selection = (narrow ?? settings.data?.sourceIds ?? []).filter((id) =>
    ready.some((s) => s.id === id),
  );
  const latest = turns.findLast((turn) => turn.answer);

  const send = async () => {
    const q = question.trim();
    if (!q || busy) return;
    if (narrow && !narrow.length) return;
    setQuestion('');
    // A failure keeps the typed question so it can be sent again.
    if (!(await ask(q, narrow ?? undefined))) setQuestion(q);
  };

  return (
    <div className="page copilot-page">
      <header className="copilot-header">
        <div>
          <h1 className="page-heading">{t('pages.copilot')}</h1>
          <p className="copilot-muted">{t('copilot.ask.intro')}</p>
        </div>
        <span className="copilot-toolbar">
          <Link to={paths.copilotSettings.href()}>
            <SettingOutlined /> {t('pages.copilotSettings')}
          </Link>
        </span>
      </header>
      {sources.data && ready.length === 0 ? (
        // The link sits under the text: as an antd action it took half of a phone's width.
        <Alert
          type="info"
          showIcon
          message={t('copilot.ask.noSources')}
          description={
            <Link to={paths.copilotSettings.href()}>{t('copilot.sources.addDocument')}</Link>
          }
        />
      ) : null}
      <div className="copilot-layout">
        <ConversationList
          feature="copilot"
          hrefOf={(id) => paths.copilot.href(id)}
          openId={conversationId}
          onNew={() => {
            setOpen(null);
            void navigate(paths.copilot.href());
          }}
          onLeave={() => void navigate(paths.copilot.href(), { replace: true })}
        />
        <section className="copilot-chat" aria-label={t('copilot.ask.conversation')}>
          <div className="copilot-turns">
            {notFound ? (
              <Result status="404" title={t('assistant.chat.notFound')} />
            ) : loadFailed ? (
              <LoadFailed onRetry={retry} />
            ) : loading ? (
              <Spin className="copilot-empty" />
            ) : turns.length === 0 ? (
              <p className="copilot-muted copilot-empty">{t('copilot.ask.empty')}</p>
            ) : (
              turns.map((turn, i) => <AnswerView key={i} turn={turn} onOpen={setOpen} />)
            )}
          </div>
          <form
            className="copilot-composer"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <label className="copilot-narrow">
              <span>{t('copilot.ask.sources')}</span>
              <Select
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                // A long source name would otherwise fold every tag into '+ 2 ...'.
                maxTagTextLength={24}
                value={selection}
                disabled={sources.isSuccess && !ready.length}
                // Nothing chosen yet: questions search every ready source (see the server's scope).
                placeholder={t(ready.length ? 'copilot.ask.allSources' : 'copilot.ask.noneReady')}
                onChange={(ids) => setNarrow(ids)}
                options={ready.map((s) => ({ value: s.id, label: s.name }))}
                status={narrow && !narrow.length ? 'error' : undefined}
                aria-label={t('copilot.ask.sources')}
              />
            </label>
            {narrow && !narrow.length && (
              <p className="copilot-error" role="alert">
                {t('validation.chooseOption')}
              </p>
            )}
            <Input.TextArea
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={4000}
              placeholder={t('copilot.ask.placeholder')}
              aria-label={t('copilot.ask.question')}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void send();
                }
              }}
            />
            <span className="copilot-toolbar">
              {busy ? (
                <Button onClick={stop}>{t('copilot.ask.stop')}</Button>
              ) : (
                <Button type="primary" htmlType="submit" disabled={!question.trim()}>
                  {t('copilot.ask.send')}
                </Button>
              )}
            </span>
          </form>
        </section>
        <CitationsPanel
          citations={latest?.answer?.citations ?? []}
          closest={Boolean(latest?.answer?.notFound)}
          onOpen={setOpen}
        />
      </div>
      <CitationViewer citation={open} onClose={() => setOpen(null)} />
    </div>
  );
}
