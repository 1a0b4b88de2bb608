import type { UploadDetail } from '@dermadesk/contracts';
import { isMultiImageModule } from '@dermadesk/contracts';
import { CameraOutlined, DownloadOutlined, LineChartOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useModuleName } from '../../lib/module-name';
import { paths } from '../../lib/paths';
import { AmendmentVersions } from './amendment-versions';
import { useDownloadUpload, type UploadExport } from './api/download-upload';

/** Who, what and when of an upload, with its downloads and the way to the subject's timeline. */
export function ResultHeader({ upload }: { upload: UploadDetail['upload'] }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const moduleName = useModuleName();
  const download = useDownloadUpload(upload.id);
  const run = (kind: UploadExport) =>
    download.mutate(kind, {
      onError: () => void message.error(t('resultPage.downloadFailed')),
    });
  const busy = (kind: UploadExport) => download.isPending && download.variables === kind;

  return (
    <div className="result-header">
      <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small" bordered>
        <Descriptions.Item label={t('history.columns.subjectId')}>
          <span data-testid="result-subject">{upload.subjectId}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('history.columns.moduleType')}>
          {moduleName(upload.module)}
        </Descriptions.Item>
        <Descriptions.Item label={t('history.columns.uploadedTime')}>
          <time dateTime={upload.createdAt}>{formatDateTime(upload.createdAt, i18n.language)}</time>
        </Descriptions.Item>
        <Descriptions.Item label={t('resultPage.uploadedBy')}>
          {upload.uploadedBy ?? t('resultPage.unknownUser')}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap className="result-actions">
        <Button icon={<DownloadOutlined />} loading={busy('csv')} onClick={() => run('csv')}>
          {t('resultPage.downloadCsv')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={busy('pdf')}
          onClick={() => run('pdf')}
          data-testid="download-pdf"
        >
          {t('resultPage.downloadPdf')}
        </Button>
        <Button icon={<DownloadOutlined />} loading={busy('fhir')} onClick={() => run('fhir')}>
          {t('resultPage.downloadFhir')}
        </Button>
        <Link to={paths.subjectTimeline.href(upload.subjectId)}>
          <LineChartOutlined /> {t('timeline.open')}
        </Link>
        {/* A later photo of the same visit joins this record only by this explicit choice. */}
        {!isMultiImageModule(upload.module) && (
          <Link to={paths.module.href(upload.module, upload.id)}>
            <CameraOutlined /> {t('drafts.visit.add')}
          </Link>
        )}
      </Space>
      <AmendmentVersions upload={upload} />
    </div>
  );
}
