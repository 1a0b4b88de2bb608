import { isMultiImageModule } from '@dermadesk/contracts';
import { Alert, Button, Card, Empty, Pagination, Skeleton, Space } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackToHistory } from '../../components/back-to-history';
import { isApiError } from '../../lib/api/api-error';
import { useRemoteConfig } from '../../lib/remote-config';
import { IMAGES_PAGE_SIZE, useUploadDetail } from './api/get-upload';
import { AggregateScore } from './aggregate-score';
import { ImageResult } from './image-result';
import { ImageSearch } from './image-search';
import { ResultHeader } from './result-header';
import { parseResultView, resultViewParams, type ResultView } from './result-url-state';
import './result.css';

/** `/result/42` and `/result/42/anything` show upload 42; anything else has no upload id. */
export function parseUploadId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** One saved result: header, downloads, the aggregate of multi-image modules, paged images. */
export default function ResultPage() {
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const id = parseUploadId(rawId);
  if (id === null) {
    return (
      <div className="page">
        <BackToHistory />
        <h1 className="page-heading">{t('pages.result')}</h1>
        <Alert type="error" showIcon message={t('errors.uploadIdMissing')} />
      </div>
    );
  }
  return <UploadResult id={id} />;
}

function UploadResult({ id }: { id: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseResultView(params), [params]);
  const { page, keyword } = view;
  const detail = useUploadDetail(id, page, keyword);
  const { ALLOW_USER_COMMENT } = useRemoteConfig();
  const changeView = useCallback(
    (change: Partial<ResultView>) => setParams(resultViewParams({ ...view, ...change })),
    [view, setParams],
  );
  const search = useCallback(
    (next: string) => {
      if (next !== keyword) changeView({ keyword: next, page: 1 });
    },
    [keyword, changeView],
  );

  let body;
  if (detail.isError && !detail.data) {
    const notFound = isApiError(detail.error) && detail.error.status === 404;
    body = (
      <Alert
        type="error"
        showIcon
        message={notFound ? t('errors.noUploadData') : t('errors.fetchResult')}
        action={
          notFound ? undefined : (
            <Button onClick={() => void detail.refetch()}>{t('historyPage.retry')}</Button>
          )
        }
      />
    );
  } else if (!detail.data) {
    body = (
      <Card aria-busy="true" aria-label={t('loading.results')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else {
    const { upload, images } = detail.data;
    body = (
      <Space direction="vertical" size="large" className="result-body">
        <ResultHeader upload={upload} />
        {isMultiImageModule(upload.module) && <AggregateScore aggregate={upload.aggregate} />}
        {/* A search box is for uploads with several images (or a link that carries a search). */}
        {(upload.imageCount > 1 || keyword) && <ImageSearch keyword={keyword} onSearch={search} />}
        {images.total === 0 && (
          <Card>
            <Empty
              description={
                keyword ? t('resultPage.imageSearch.noMatch') : t('resultPage.imageSearch.none')
              }
            />
          </Card>
        )}
        {images.items.map((image) => (
          <ImageResult
            key={image.id}
            image={image}
            uploadId={upload.id}
            allowComment={ALLOW_USER_COMMENT}
          />
        ))}
        {images.total > IMAGES_PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={IMAGES_PAGE_SIZE}
            total={images.total}
            showSizeChanger={false}
            onChange={(next) => changeView({ page: next })}
          />
        )}
      </Space>
    );
  }

  return (
    <div className="page">
      <BackToHistory />
      <h1 className="page-heading">{t('resultPage.heading', { id })}</h1>
      {body}
    </div>
  );
}
