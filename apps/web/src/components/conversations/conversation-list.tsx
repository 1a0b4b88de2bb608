import { EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@dermadesk/contracts';
import { App, Button, Input, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { ConfirmDeleteButton } from '../confirm-delete-button';
import { LoadFailed } from '../load-failed';
import {
  useConversations,
  useDeleteConversation,
  type ConversationFeature,
} from './conversations-api';
import { RenameDialog } from './rename-dialog';
import './conversations.css';

interface ConversationListProps {
  feature: ConversationFeature;
  /** Where a conversation opens. */
  hrefOf: (id: string) => string;
  openId: string | undefined;
  onNew: () => void;
  /** Deleting the open conversation leaves it first (so it is not fetched again). */
  onLeave: () => void;
}

/** The user's conversations, a page at a time: search by title, new, rename, delete. */
export function ConversationList({
  feature,
  hrefOf,
  openId,
  onNew,
  onLeave,
}: ConversationListProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [q, setQ] = useState('');
  const list = useConversations(feature, q);
  const deletion = useDeleteConversation(feature);
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);

  const titleOf = (c: ConversationSummary) => c.title || t('assistant.conversations.untitled');

  const remove = async (c: ConversationSummary) => {
    if (c.id === openId) onLeave();
    try {
      await deletion.mutateAsync(c.id);
      void message.success(t('assistant.conversations.deleted'));
    } catch {
      void message.error(t('errors.deleteData'));
    }
  };

  const showOlder = async () => {
    const result = await list.fetchNextPage();
    if (result.isFetchNextPageError) void message.error(t('assistant.conversations.olderFailed'));
  };

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <nav className="conversation-sidebar" aria-label={t('assistant.conversations.label')}>
      <Button type="primary" block icon={<PlusOutlined />} onClick={onNew}>
        {t('assistant.conversations.new')}
      </Button>
      <Input.Search
        allowClear
        placeholder={t('assistant.conversations.search')}
        aria-label={t('assistant.conversations.search')}
        // antd's own button is named by its icon's English 'search'; this one by the catalogue.
        enterButton={
          <Button
            icon={<SearchOutlined aria-hidden />}
            aria-label={t('assistant.conversations.searchButton')}
          />
        }
        onSearch={(value) => setQ(value.trim())}
        onChange={(e) => {
          // Clearing the box shows everything again without a second key press.
          if (!e.target.value) setQ('');
        }}
      />
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <p className="conversation-muted">
          {q ? t('assistant.conversations.noMatch') : t('assistant.conversations.empty')}
        </p>
      ) : (
        <ul className="conversation-list" aria-busy={list.isFetching || undefined}>
          {items.map((c) => (
            <li key={c.id} className={c.id === openId ? 'is-open' : undefined}>
              <Link
                to={hrefOf(c.id)}
                aria-current={c.id === openId ? 'page' : undefined}
                className="conversation-link"
              >
                <span className="conversation-title">{titleOf(c)}</span>
                <span className="conversation-muted">
                  {formatDateTime(c.updatedAt, i18n.language)}
                </span>
              </Link>
              <span className="conversation-actions">
                <Tooltip title={t('assistant.conversations.rename')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('assistant.conversations.renameOf', { title: titleOf(c) })}
                    onClick={() => setRenaming(c)}
                  />
                </Tooltip>
                <ConfirmDeleteButton
                  label={t('assistant.conversations.deleteOf', { title: titleOf(c) })}
                  tooltip={t('assistant.conversations.delete')}
                  title={t('assistant.conversations.deleteConfirm')}
                  okText={t('assistant.conversations.delete')}
                  cancelText={t('assistant.common.cancel')}
                  onConfirm={() => void remove(c)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Not while a new search shows the previous matches: their cursor is not this list's. */}
      {list.hasNextPage && !list.isPlaceholderData && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void showOlder()}>
          {t('assistant.conversations.showOlder')}
        </Button>
      )}
      <RenameDialog feature={feature} conversation={renaming} onClose={() => setRenaming(null)} />
    </nav>
  );
}
