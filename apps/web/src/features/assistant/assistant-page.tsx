import { SettingOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useAiStatus } from './api/get-ai-status';
import { ChatPane } from './chat-pane';
import { ConversationList } from '../../components/conversations/conversation-list';
import { LoadFailed } from '../../components/load-failed';
import { SetupPanel } from './setup-panel';
import './assistant.css';

/** The Assistant: the user's conversations beside the open one, or the setup state. */
export default function AssistantPage() {
  const { t } = useTranslation();
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const status = useAiStatus();
  const inputRef = useRef<TextAreaRef>(null);
  const chat = status.data?.providers.find((p) => p.kind === 'chat');
  const ready = chat?.status === 'ready';

  const content = () => {
    // A cached "not ready" may be stale (an admin just enabled it): wait for the fresh answer.
    if (status.isPending || (status.isFetching && !ready)) {
      return <Spin className="assistant-center" />;
    }
    if (status.isError) return <LoadFailed onRetry={() => void status.refetch()} />;
    if (chat?.status !== 'ready') {
      return (
        <SetupPanel
          status={chat?.status ?? 'not-configured'}
          canConfigure={status.data.canConfigure}
        />
      );
    }
    return (
      <div className="assistant-layout">
        <ConversationList
          feature="assistant"
          hrefOf={(id) => paths.assistant.href(id)}
          openId={conversationId}
          onNew={() => {
            void navigate(paths.assistant.href());
            inputRef.current?.focus();
          }}
          onLeave={() => void navigate(paths.assistant.href(), { replace: true })}
        />
        <ChatPane
          conversationId={conversationId}
          onCreated={(id) => void navigate(paths.assistant.href(id), { replace: true })}
          inputRef={inputRef}
        />
      </div>
    );
  };

  return (
    <div className="page assistant-page">
      <header className="assistant-header">
        <div>
          <h1 className="page-heading">{t('pages.assistant')}</h1>
          <p className="assistant-muted">{t('assistant.intro')}</p>
        </div>
        {status.data?.canConfigure ? (
          <Link to={paths.aiSettings.href()} className="assistant-settings-link">
            <SettingOutlined /> {t('assistant.settingsLink')}
          </Link>
        ) : null}
      </header>
      {content()}
    </div>
  );
}
