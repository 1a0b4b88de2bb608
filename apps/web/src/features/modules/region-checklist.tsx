import { Button, Table, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from './client-checks';
import { isMeasured, itemTag } from './item-status';
import type { WorkItem } from './workspace-state';

interface Props {
  regions: readonly string[];
  items: WorkItem[];
  onFile: (region: string, file: File) => void;
}

/** Which body regions of a multi-image module have a photograph and a result. */
export function RegionChecklist({ regions, items, onFile }: Props) {
  const { t } = useTranslation();
  const byRegion = new Map(items.filter((i) => i.region).map((i) => [i.region!, i]));
  const done = regions.filter((r) => {
    const item = byRegion.get(r);
    return item !== undefined && isMeasured(item);
  }).length;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="region"
      caption={t('workspace.regions.caption', { done, total: regions.length })}
      dataSource={regions.map((region) => ({ region, item: byRegion.get(region) }))}
      columns={[
        {
          title: t('workspace.regions.region'),
          dataIndex: 'region',
          render: (r: string) => t(`site.${r}`),
        },
        {
          title: t('workspace.regions.status'),
          key: 'status',
          render: (_: unknown, row: { region: string; item?: WorkItem }) =>
            row.item ? (
              <Tag data-testid={`region-status-${row.region}`} color={itemTag(row.item).color}>
                {t(itemTag(row.item).key)}
              </Tag>
            ) : (
              <Tag data-testid={`region-status-${row.region}`}>
                {t('workspace.regions.missing')}
              </Tag>
            ),
        },
        {
          title: t('workspace.regions.photo'),
          key: 'photo',
          render: (_: unknown, row: { region: string }) => (
            <Upload
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              showUploadList={false}
              beforeUpload={(file) => {
                onFile(row.region, file);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button size="small" className="region-add" data-testid={`region-add-${row.region}`}>
                {t('workspace.regions.add', { region: t(`site.${row.region}`) })}
              </Button>
            </Upload>
          ),
        },
      ]}
    />
  );
}
