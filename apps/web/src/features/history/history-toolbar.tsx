import { MODULE_CATALOGUE } from '@dermadesk/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/search-box';
import { useModuleName } from '../../lib/module-name';
import type { HistoryView } from './history-url-state';

interface HistoryToolbarProps {
  view: HistoryView;
  onChangeView: (change: Partial<HistoryView>) => void;
  selectedCount: number;
  exporting: boolean;
  onExport: () => void;
}

/** Search (subject ID or id), the 'SELECT MODULE' filter and the bulk CSV export. */
export function HistoryToolbar({
  view,
  onChangeView,
  selectedCount,
  exporting,
  onExport,
}: HistoryToolbarProps) {
  const { t } = useTranslation();
  const moduleName = useModuleName();

  return (
    <div className="history-toolbar">
      <Space wrap size="middle">
        <SearchBox
          className="history-search"
          keyword={view.keyword}
          onSearch={(keyword) => onChangeView({ keyword, page: 1 })}
          placeholder={t('historyPage.searchPlaceholder')}
          label={t('historyPage.searchLabel')}
          enterButton={t('historyPage.search')}
        />
        <Select<number[]>
          className="history-module-filter"
          mode="multiple"
          allowClear
          maxTagCount={2}
          value={view.modules}
          placeholder={t('dashboard.selectModule')}
          aria-label={t('dashboard.selectModule')}
          optionFilterProp="label"
          options={MODULE_CATALOGUE.map(({ number }) => ({
            value: number,
            label: moduleName(number),
          }))}
          onChange={(modules) => onChangeView({ modules, page: 1 })}
        />
      </Space>
      <Space>
        {selectedCount > 0 && (
          <span className="history-selected">
            {t('historyPage.selected', { count: selectedCount })}
          </span>
        )}
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
          {t('history.exportCsv')}
        </Button>
      </Space>
    </div>
  );
}
