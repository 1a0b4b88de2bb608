import type { UploadSummary } from '@dermadesk/contracts';
import { App, Button, Card, Result, Skeleton } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccount } from '../../lib/account/account-store';
import { placeOwner, rememberHistoryPlace } from '../../lib/history-place';
import { useDeleteUpload } from './api/delete-upload';
import { useExportUploadsCsv } from './api/export-uploads-csv';
import { useUploads } from './api/get-uploads';
import { HistoryTable } from './history-table';
import { HistoryToolbar } from './history-toolbar';
import {
  historyViewParams,
  lastPage,
  parseHistoryView,
  uploadsRequest,
  type HistoryView,
} from './history-url-state';
import './history.css';

/** History of predictions: the organisation's uploads, searchable, filterable and exportable. */
export default function HistoryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseHistoryView(params), [params]);
  const body = useMemo(() => uploadsRequest(view), [view]);
  const uploads = useUploads(body);
  const deletion = useDeleteUpload();
  const exportCsv = useExportUploadsCsv();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);

  // "Back to History" from a result or a timeline comes back to this search, filter, sort, page.
  const owner = placeOwner(useAccount());
  useEffect(() => rememberHistoryPlace(owner, params.toString()), [owner, params]);

  const changeView = useCallback(
    (change: Partial<HistoryView>) => {
      setParams(historyViewParams({ ...view, ...change }));
    },
    [view, setParams],
  );

  // A delete (or a shared link) may leave the page past the end: go to the last page with rows.
  const total = uploads.data?.total;
  useEffect(() => {
    if (total !== undefined && !uploads.isPlaceholderData && view.page > lastPage(total)) {
      setParams(historyViewParams({ ...view, page: lastPage(total) }), { replace: true });
    }
  }, [total, uploads.isPlaceholderData, view, setParams]);

  const onDelete = async ({ id, subjectId }: UploadSummary) => {
    try {
      await deletion.mutateAsync(id);
      setSelectedIds((ids) => ids.filter((x) => x !== id));
      void message.success(t('timelineHistory.deleted', { id, subjectId }));
    } catch {
      void message.error(t('errors.deleteData'));
    }
  };

  const onExport = () => {
    if (selectedIds.length === 0) {
      void message.warning(t('validation.chooseDownload'));
      return;
    }
    exportCsv.mutate(selectedIds, {
      onError: () => void message.error(t('historyPage.exportFailed')),
    });
  };

  const filtered = Boolean(view.keyword) || view.modules.length > 0;

  return (
    <div className="page">
      <h1 className="page-heading">{t('pages.history')}</h1>
      <Card>
        <HistoryToolbar
          view={view}
          onChangeView={changeView}
          selectedCount={selectedIds.length}
          exporting={exportCsv.isPending}
          onExport={onExport}
        />
        {uploads.isError && !uploads.data ? (
          <Result
            status="error"
            title={t('errors.initialData')}
            extra={
              <Button type="primary" onClick={() => void uploads.refetch()}>
                {t('historyPage.retry')}
              </Button>
            }
          />
        ) : uploads.isPending ? (
          <div data-testid="history-skeleton" aria-busy="true" aria-label={t('loading.default')}>
            <Skeleton active title={false} paragraph={{ rows: 10 }} />
          </div>
        ) : (
          <HistoryTable
            view={view}
            data={uploads.data}
            loading={uploads.isFetching || deletion.isPending}
            selectedIds={selectedIds}
            onSelect={setSelectedIds}
            onChangeView={changeView}
            onDelete={onDelete}
            emptyText={filtered ? t('historyPage.noMatch') : t('history.empty')}
          />
        )}
      </Card>
    </div>
  );
}
