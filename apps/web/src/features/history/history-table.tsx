import type { UploadSummary } from '@dermadesk/contracts';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useModuleName } from '../../lib/module-name';
import { paths } from '../../lib/paths';
import type { UploadPage } from '@dermadesk/contracts';
import { HISTORY_PAGE_SIZE, type HistoryView, type SortColumn } from './history-url-state';

interface HistoryTableProps {
  view: HistoryView;
  data: UploadPage | undefined;
  loading: boolean;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onChangeView: (change: Partial<HistoryView>) => void;
  onDelete: (upload: UploadSummary) => Promise<void>;
  /** What the table shows when there is no row. */
  emptyText: string;
}

const antdOrder = (view: HistoryView, column: SortColumn): SortOrder =>
  view.column === column ? (view.direction === 'asc' ? 'ascend' : 'descend') : null;

/** The history table: server-side pages of 10, sort by column, selection kept across pages. */
export function HistoryTable(props: HistoryTableProps) {
  const { view, data, loading, selectedIds, onSelect, onChangeView, onDelete, emptyText } = props;
  const { t, i18n } = useTranslation();
  const moduleName = useModuleName();

  const sortable = (column: SortColumn) => ({
    key: column,
    sorter: true,
    sortOrder: antdOrder(view, column),
    sortDirections: ['descend', 'ascend', 'descend'] as SortOrder[],
  });

  const columns: TableColumnsType<UploadSummary> = [
    { title: t('history.columns.id'), dataIndex: 'id', ...sortable('id') },
    {
      title: t('history.columns.uploadedTime'),
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      render: (value: string) => (
        <time dateTime={value}>{formatDateTime(value, i18n.language)}</time>
      ),
    },
    {
      title: t('history.columns.subjectId'),
      dataIndex: 'subjectId',
      ...sortable('subjectId'),
      render: (subjectId: string) => (
        <Link
          to={paths.subjectTimeline.href(subjectId)}
          aria-label={t('timeline.linkLabel', { subjectId })}
        >
          {subjectId}
        </Link>
      ),
    },
    {
      title: t('history.columns.moduleType'),
      dataIndex: 'module',
      ...sortable('module'),
      render: (module: number) => moduleName(module),
    },
    {
      title: t('history.columns.numberOfImages'),
      dataIndex: 'imageCount',
      align: 'right',
      ...sortable('imageCount'),
    },
    {
      title: t('history.columns.view'),
      key: 'view',
      // The actions stay on screen while the other columns scroll (a phone is 390 px wide).
      fixed: 'right',
      render: (_, row) => (
        <Link
          to={paths.result.href(String(row.id))}
          aria-label={t('historyPage.viewLabel', { id: row.id })}
        >
          <EyeOutlined /> {t('history.columns.view')}
        </Link>
      ),
    },
    {
      title: t('history.columns.delete'),
      key: 'delete',
      fixed: 'right',
      render: (_, row) => (
        <Popconfirm
          title={t('history.confirmDelete')}
          description={t('timelineHistory.deleteWhat', {
            id: row.id,
            subjectId: row.subjectId,
            module: moduleName(row.module),
            date: formatDateTime(row.createdAt, i18n.language),
            images: row.imageCount,
          })}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          okButtonProps={{ danger: true }}
          // Focus on the safe answer as it opens (mounted anew each time), so the keyboard is there.
          cancelButtonProps={{ autoFocus: true }}
          destroyOnHidden
          onConfirm={() => void onDelete(row)}
        >
          <Button
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('historyPage.deleteLabel', { id: row.id })}
          />
        </Popconfirm>
      ),
    },
  ];

  const onChange: TableProps<UploadSummary>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      onChangeView({ page: pagination.current ?? 1 });
      return;
    }
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const column = (sorter.columnKey as SortColumn | undefined) ?? 'createdAt';
      // antd cycles to "no order"; the list always has one, so that click means the default.
      if (!sorter.order) onChangeView({ page: 1, column: 'createdAt', direction: 'desc' });
      else onChangeView({ page: 1, column, direction: sorter.order === 'ascend' ? 'asc' : 'desc' });
    }
  };

  return (
    <Table<UploadSummary>
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading}
      onChange={onChange}
      size="middle"
      showSorterTooltip={{ target: 'sorter-icon' }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      rowSelection={{
        selectedRowKeys: selectedIds,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (row) => ({ 'aria-label': t('historyPage.selectLabel', { id: row.id }) }),
      }}
      pagination={{
        current: view.page,
        pageSize: HISTORY_PAGE_SIZE,
        total: data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => t('historyPage.total', { count: total }),
      }}
    />
  );
}
