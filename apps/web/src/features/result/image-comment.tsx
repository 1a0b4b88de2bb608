import { App, Button, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommentImage } from './api/comment-image';

/** The clinician's comment on one image, kept apart from the AI output (shown when enabled). */
export function ImageComment({
  uploadId,
  imageId,
  comment,
}: {
  uploadId: number;
  imageId: number;
  comment: string | null;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useId();
  const [text, setText] = useState(comment ?? '');
  // After the reload that follows a save, the box shows what the server kept.
  const [saved, setSaved] = useState(comment);
  if (saved !== comment) {
    setSaved(comment);
    setText(comment ?? '');
  }
  const save = useCommentImage(uploadId);
  const unchanged = text.trim() === (comment ?? '').trim();

  return (
    <div className="result-block result-comment">
      <Typography.Text strong>
        <label htmlFor={id}>{t('resultPage.comment.label')}</label>
      </Typography.Text>
      <Input.TextArea
        id={id}
        value={text}
        maxLength={5000}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('resultPage.comment.placeholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Space className="result-comment-actions">
        <Button
          type="primary"
          loading={save.isPending}
          disabled={unchanged}
          onClick={() =>
            save.mutate(
              { imageId, text: text.trim() },
              {
                onSuccess: () => void message.success(t('resultPage.comment.saved')),
                onError: () => void message.error(t('errors.storeData')),
              },
            )
          }
        >
          {t('resultPage.comment.save')}
        </Button>
      </Space>
    </div>
  );
}
