import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EncounterSummary } from '@dermadesk/contracts';
import { SearchBox } from '../../components/search-box';
import { useEncounters } from './api/list-encounters';
import { formatClock } from './format-clock';

export function EncounterList({
  q,
  onSearch,
  selected,
  onSelect,
  onCreate,
  creating,
}: {
  q: string;
  onSearch: (q: string) => void;
  selected: string | undefined;
  onSelect: (id: string) => void;
  onCreate: () => void;
  creating: boolean;
}) {
  const { t, i18n } = useTranslation();
  const list = useEncounters(q);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (e: EncounterSummary) => (
    <>
      <Tag data-status={e.transcriptStatus}>{t(`scribe.status.${e.transcriptStatus}`)}</Tag>
      <Tag color={e.noteStatus === 'draft' ? 'blue' : undefined}>
        {t(`scribe.status.note-${e.noteStatus}`)}
      </Tag>
    </>
  );
  return (
    <aside className="scribe-list" aria-label={t('scribe.list.title')}>
      <Button type="primary" block icon={<PlusOutlined />} loading={creating} onClick={onCreate}>
        {t('scribe.list.new')}
      </Button>
      <SearchBox
        keyword={q}
        onSearch={onSearch}
        placeholder={t('scribe.list.search')}
        label={t('scribe.list.search')}
        debounceMs={300}
      />
      {list.data && list.data.length === 0 ? (
        <Empty description={t(q ? 'scribe.list.noMatch' : 'scribe.list.empty')} />
      ) : (
        <List
          loading={list.isLoading}
          dataSource={list.data ?? []}
          renderItem={(e) => (
            <List.Item
              className={e.id === selected ? 'scribe-list-item is-selected' : 'scribe-list-item'}
              onClick={() => onSelect(e.id)}
            >
              <button type="button" className="scribe-list-button" aria-current={e.id === selected}>
                <Typography.Text strong ellipsis>
                  {e.title}
                </Typography.Text>
                <Typography.Text type="secondary" className="scribe-list-meta">
                  {date.format(new Date(e.createdAt))}
                  {e.subjectId ? ` · ${e.subjectId}` : ''} · {formatClock(e.durationSeconds)}
                </Typography.Text>
                <span>{status(e)}</span>
              </button>
            </List.Item>
          )}
        />
      )}
    </aside>
  );
}
