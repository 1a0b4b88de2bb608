import { Button, List, Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { canRetry, itemTag } from './item-status';
import type { WorkItem } from './workspace-state';

interface Props {
  items: WorkItem[];
  selectedId?: string;
  onSelect: (id: string) => void;
  onRetry: (item: WorkItem) => void;
  onRemove: (id: string) => void;
}

/** Each image with its status, upload progress, error and a retry that reuses the file. */
export function ImageList({ items, selectedId, onSelect, onRetry, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <List
      aria-label={t('image.list')}
      dataSource={items}
      renderItem={(item) => (
        <List.Item
          className={item.id === selectedId ? 'image-item selected' : 'image-item'}
          actions={[
            item.status === 'analysed' || item.status === 'saved' ? (
              <Button
                key="show"
                size="small"
                aria-pressed={item.id === selectedId}
                onClick={() => onSelect(item.id)}
              >
                {t('image.show')}
              </Button>
            ) : null,
            canRetry(item) ? (
              <Button key="retry" size="small" onClick={() => onRetry(item)}>
                {t('image.retry')}
              </Button>
            ) : null,
            item.status !== 'uploading' && item.status !== 'saved' ? (
              <Button key="remove" size="small" type="text" onClick={() => onRemove(item.id)}>
                {t('image.remove', { name: item.name })}
              </Button>
            ) : null,
          ].filter(Boolean)}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <strong>{item.name}</strong>
              {item.region && <Tag>{t(`site.${item.region}`)}</Tag>}
              <Tag className="work-status" color={itemTag(item).color}>
                {t(itemTag(item).key)}
              </Tag>
            </Space>
            {item.status === 'uploading' && (
              <Progress
                percent={Math.round(item.progress * 100)}
                size="small"
                aria-label={t('image.progress', { name: item.name })}
              />
            )}
            {item.error && (
              <span role="alert" className="error-text">
                {t(item.error.key, item.error.params)}
              </span>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}
