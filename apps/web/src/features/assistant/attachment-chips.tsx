import { FileTextOutlined, LineChartOutlined } from '@ant-design/icons';
import type { Attachment } from '@dermadesk/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { notePreview } from './draft';

/** Attachments as chips: on a sent message, or removable (`onRemove`) in the composer. */
export function AttachmentChips({
  attachments,
  onRemove,
}: {
  attachments: Attachment[];
  onRemove?: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (!attachments.length) return null;
  return (
    <ul className="assistant-chips" aria-label={t('assistant.attachments.list')}>
      {attachments.map((attachment, index) => {
        const label =
          attachment.kind === 'analysis'
            ? attachment.label
            : t('assistant.attachments.noteChip', { preview: notePreview(attachment.text) });
        return (
          <li key={attachment.kind === 'analysis' ? `a${attachment.uploadId}` : `n${index}`}>
            <Tag
              icon={attachment.kind === 'analysis' ? <LineChartOutlined /> : <FileTextOutlined />}
              title={attachment.kind === 'note' ? attachment.text : undefined}
              {...(onRemove
                ? {
                    closable: { 'aria-label': t('assistant.attachments.remove', { label }) },
                    onClose: (e) => {
                      e.preventDefault();
                      onRemove(index);
                    },
                  }
                : {})}
            >
              {label}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}
