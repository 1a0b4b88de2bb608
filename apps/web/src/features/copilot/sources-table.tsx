import {
  DownloadOutlined,
  EditOutlined,
  FilePdfOutlined,
  GlobalOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { COPILOT_SOURCE_FAILURES, type CopilotSource } from '@dermadesk/contracts';
import { App, Button, Checkbox, Grid, Progress, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { formatDateTime, formatFileSize, formatNumber } from '../../lib/format';
import { useCopilotSettings, useSaveSelection } from './api/copilot-settings';
import { deleteSource, syncSource, useSourcesMutation } from './api/source-mutations';
import { EditSourceDialog } from './edit-source-dialog';

const statusColour = {
  queued: 'default',
  processing: 'processing',
  ready: 'success',
  failed: 'error',
} as const;

/** Why a source failed, in the user's language (the server stores the English text). */
export function failureText(t: TFunction, s: Pick<CopilotSource, 'error' | 'fileName' | 'name'>) {
  const name = s.fileName ?? s.name;
  switch (s.error) {
    case COPILOT_SOURCE_FAILURES.processFailed:
      return t('errors.processFailed');
    case COPILOT_SOURCE_FAILURES.importWebsite:
      // The catalogue's words alone left the clinician guessing what to do about it.
      return `${t('errors.importWebsite')} ${t('copilot.sources.unreachable')}`;
    case COPILOT_SOURCE_FAILURES.encrypted:
      return t('copilot.sources.encrypted', { name });
    case COPILOT_SOURCE_FAILURES.broken:
      return t('copilot.sources.broken', { name });
    case undefined:
    default:
      return s.error;
  }
}

interface SourcesTableProps {
  sources: CopilotSource[];
  loading: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
}

/** The sources with status, size and who added them; which ones Copilot uses; sync and delete. */
export function SourcesTable({ sources, loading, selected, onSelect }: SourcesTableProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const settings = useCopilotSettings();
  const saveSelection = useSaveSelection();
  const remove = useSourcesMutation(deleteSource);
  const sync = useSourcesMutation(syncSource);
  const used = new Set(settings.data?.sourceIds ?? []);
  const [editing, setEditing] = useState<CopilotSource | null>(null);
  // Below 576 px the status stacks under the name and the actions under each other, so the
  // headers keep a readable width (French "Nom de la source" was squeezed into a narrow column).
  const narrow = !Grid.useBreakpoint().sm;

  const toggleUse = async (id: string, on: boolean) => {
    const next = on ? [...used, id] : [...used].filter((s) => s !== id);
    if (!next.length) {
      void message.error(t('validation.chooseOption'));
      return;
    }
    try {
      await saveSelection.mutateAsync(next);
    } catch {
      void message.error(t('errors.storeData'));
    }
  };

  const statusCell = (s: CopilotSource) => (
    <div className="copilot-status">
      <Tag color={statusColour[s.status]}>{t(`copilot.status.${s.status}`)}</Tag>
      {s.status === 'processing' && <Progress percent={s.progress ?? 0} size="small" />}
      {s.status === 'failed' && s.error && (
        <span className="copilot-error">{failureText(t, s)}</span>
      )}
      {s.pagesWithoutText.length > 0 && (
        <span className="copilot-muted">
          {t('copilot.sources.noText', { count: s.pagesWithoutText.length, total: s.pages })}
        </span>
      )}
      {s.pagesOcr.length > 0 && (
        <span className="copilot-muted">
          {t('copilot.sources.ocr', { count: s.pagesOcr.length, total: s.pages })}
        </span>
      )}
      {s.lastSync && (
        <span className="copilot-muted">
          {t('copilot.sources.lastSync', {
            when: formatDateTime(s.lastSync.at, i18n.language),
            ...s.lastSync,
          })}
        </span>
      )}
    </div>
  );

  const columns: ColumnsType<CopilotSource> = [
    {
      key: 'use',
      title: t('copilot.sources.use'),
      width: 70,
      render: (_, s) => (
        <Checkbox
          checked={used.has(s.id)}
          disabled={saveSelection.isPending}
          aria-label={t('copilot.sources.useOf', { name: s.name })}
          onChange={(e) => void toggleUse(s.id, e.target.checked)}
        />
      ),
    },
    {
      key: 'name',
      title: t('copilot.sources.name'),
      render: (_, s) => (
        <div className="copilot-source-name">
          <span>
            {s.kind === 'pdf' ? <FilePdfOutlined aria-hidden /> : <GlobalOutlined aria-hidden />}{' '}
            <strong>{s.name}</strong>
          </span>
          <span className="copilot-muted copilot-break">{s.fileName ?? s.url}</span>
          {narrow && statusCell(s)}
        </div>
      ),
    },
    {
      key: 'status',
      title: t('copilot.sources.status'),
      responsive: ['sm'],
      render: (_, s) => statusCell(s),
    },
    {
      key: 'pages',
      title: t('copilot.sources.pages'),
      responsive: ['md'],
      render: (_, s) => formatNumber(s.pages, i18n.language, 0),
    },
    {
      key: 'size',
      title: t('copilot.sources.size'),
      responsive: ['lg'],
      render: (_, s) => (s.kind === 'pdf' ? formatFileSize(s.sizeBytes, i18n.language) : '—'),
    },
    {
      key: 'addedBy',
      title: t('copilot.sources.addedBy'),
      responsive: ['lg'],
      dataIndex: 'addedBy',
    },
    {
      key: 'updated',
      title: t('copilot.sources.updated'),
      responsive: ['md'],
      render: (_, s) => formatDateTime(s.updatedAt, i18n.language),
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('copilot.sources.actions')}</span>,
      width: narrow ? 48 : 120,
      render: (_, s) => (
        <span className={narrow ? 'copilot-actions copilot-actions-stacked' : 'copilot-actions'}>
          <Tooltip title={t('copilot.sources.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('copilot.sources.editOf', { name: s.name })}
              onClick={() => setEditing(s)}
            />
          </Tooltip>
          {s.kind === 'website' && (
            <Tooltip title={t('copilot.sources.sync')}>
              <Button
                type="text"
                size="small"
                icon={<SyncOutlined />}
                aria-label={t('copilot.sources.syncOf', { name: s.name })}
                disabled={s.status === 'queued' || s.status === 'processing'}
                onClick={() =>
                  void sync.mutateAsync(s.id).catch(() => message.error(t('errors.apiStatus')))
                }
              />
            </Tooltip>
          )}
          <ConfirmDeleteButton
            label={t('copilot.sources.deleteOf', { name: s.name })}
            tooltip={t('copilot.sources.delete')}
            title={t(
              s.kind === 'website'
                ? 'copilot.sources.deleteConfirmWebsite'
                : 'copilot.sources.deleteConfirm',
              { name: s.name },
            )}
            okText={t('common.yes')}
            cancelText={t('common.no')}
            onConfirm={() => {
              remove.mutateAsync(s.id).catch(() => void message.error(t('errors.deleteData')));
            }}
          />
        </span>
      ),
    },
  ];

  return (
    <>
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={sources}
        loading={loading}
        pagination={false}
        locale={{ emptyText: t('copilot.sources.empty') }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys as string[]),
          getCheckboxProps: (s) => ({
            disabled: s.kind !== 'pdf',
            'aria-label': t('copilot.sources.selectOf', { name: s.name }),
          }),
          // A visible heading: the column's boxes choose what the Download button fetches. On a
          // phone the button's icon stands for the word, which would take a quarter of the row.
          columnTitle: narrow ? (
            <Tooltip title={t('copilot.sources.download')}>
              <DownloadOutlined aria-label={t('copilot.sources.download')} role="img" />
            </Tooltip>
          ) : (
            t('copilot.sources.download')
          ),
          columnWidth: narrow ? 44 : 96,
        }}
        scroll={{ x: true }}
      />
      <EditSourceDialog source={editing} onClose={() => setEditing(null)} />
    </>
  );
}
