import type { Attachment, UploadSummary } from '@dermadesk/contracts';
import { Button, Input, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useModuleName } from '../../lib/module-name';
import { ANALYSES_PAGE_SIZE, useAnalyses } from './api/get-analyses';
import { LoadFailed } from '../../components/load-failed';

/** Picks a saved Skin AI result from History to attach; the chip shows module and subject. */
export function AnalysisPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (attachment: Attachment) => void;
}) {
  const { t, i18n } = useTranslation();
  const moduleName = useModuleName();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const analyses = useAnalyses(keyword, page);

  const detailOf = (upload: UploadSummary) =>
    `${t('assistant.attachments.subject', { subject: upload.subjectId })} · ${formatDateTime(upload.createdAt, i18n.language)}`;
  const labelOf = (upload: UploadSummary) => `${moduleName(upload.module)} · ${detailOf(upload)}`;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('assistant.attachments.pickTitle')}
      destroyOnHidden
      width={640}
    >
      <Input.Search
        allowClear
        placeholder={t('assistant.attachments.search')}
        aria-label={t('assistant.attachments.search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      {analyses.isError && !analyses.data ? (
        <LoadFailed onRetry={() => void analyses.refetch()} />
      ) : (
        <List
          className="assistant-picker-list"
          loading={analyses.isFetching}
          dataSource={analyses.data?.items ?? []}
          locale={{ emptyText: t('assistant.attachments.noResults') }}
          pagination={{
            current: page,
            pageSize: ANALYSES_PAGE_SIZE,
            total: analyses.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
          renderItem={(upload) => (
            <List.Item
              actions={[
                <Button
                  key="attach"
                  onClick={() =>
                    onPick({ kind: 'analysis', uploadId: upload.id, label: labelOf(upload) })
                  }
                  aria-label={`${t('assistant.attachments.attachThis')}: ${labelOf(upload)}`}
                >
                  {t('assistant.attachments.attachThis')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={moduleName(upload.module)}
                description={`${detailOf(upload)} · #${upload.id}`}
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
