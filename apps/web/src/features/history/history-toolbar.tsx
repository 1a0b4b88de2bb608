import { MODULE_CATALOGUE } from '@dermadesk/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [keyword, setKeyword] = useState(view.keyword);
  // Back/forward or a shared link changes the URL: the box follows it.
  const [urlKeyword, setUrlKeyword] = useState(view.keyword);
  if (urlKeyword !== view.keyword) {
    setUrlKeyword(view.keyword);
    setKeyword(view.keyword);
  }

  return (
    <div className="history-toolbar">
      <Space wrap size="middle">
        <Input.Search
          className="history-search"
          allowClear
          value={keyword}
          maxLength={100}
          placeholder={t('historyPage.searchPlaceholder')}
          aria-label={t('historyPage.searchLabel')}
          enterButton={t('historyPage.search')}
          onChange={(e) => {
            setKeyword(e.target.value);
            // Clearing the box with its ✕ shows the whole list again.
            if (!e.target.value && view.keyword) onChangeView({ keyword: '', page: 1 });
          }}
          onSearch={(value) => onChangeView({ keyword: value.trim(), page: 1 })}
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
