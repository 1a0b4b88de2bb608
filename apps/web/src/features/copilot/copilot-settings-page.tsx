import { DownloadOutlined, FilePdfOutlined, GlobalOutlined } from '@ant-design/icons';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveBlob } from '../../lib/download';
import { paths } from '../../lib/paths';
import { useCopilotSettings } from './api/copilot-settings';
import { useSources } from './api/list-sources';
import { getSourceFile } from './api/source-file';
import { AddDocumentDialog } from './add-document-dialog';
import { AddWebsiteDialog } from './add-website-dialog';
import { SourcesTable } from './sources-table';
import './copilot.css';

/** Copilot's sources: add PDFs and websites, choose which ones answers use, download, delete. */
export default function CopilotSettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sources = useSources();
  const settings = useCopilotSettings();
  const [dialog, setDialog] = useState<'document' | 'website' | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const download = async () => {
    if (!selected.length) {
      void message.warning(t('validation.chooseDownload'));
      return;
    }
    for (const id of selected) {
      try {
        const { blob, fileName } = await getSourceFile(id);
        saveBlob(blob, fileName ?? 'document.pdf');
      } catch {
        void message.error(t('errors.initialData'));
      }
    }
  };

  return (
    <div className="page copilot-page">
      <header className="copilot-header">
        <div>
          <h1 className="page-heading">{t('pages.copilotSettings')}</h1>
          <p className="copilot-muted">{t('copilot.sources.intro')}</p>
        </div>
        <Link to={paths.copilot.href()}>{t('copilot.sources.toAsk')}</Link>
      </header>
      {settings.data && (
        <Alert
          type="info"
          showIcon
          className="copilot-mode"
          message={
            settings.data.chat === 'ready'
              ? t('copilot.mode.written')
              : t('copilot.mode.extractive')
          }
          description={t(
            `copilot.mode.${settings.data.retrieval === 'hybrid' ? 'hybrid' : 'fullText'}`,
          )}
        />
      )}
      <div className="copilot-toolbar">
        <Button type="primary" icon={<FilePdfOutlined />} onClick={() => setDialog('document')}>
          {t('copilot.sources.addDocument')}
        </Button>
        <Button icon={<GlobalOutlined />} onClick={() => setDialog('website')}>
          {t('copilot.sources.addWebsite')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('copilot.sources.download')}
        </Button>
      </div>
      {sources.isError ? (
        <Alert type="error" showIcon message={t('errors.initialData')} />
      ) : (
        <SourcesTable
          sources={sources.data ?? []}
          loading={sources.isPending}
          selected={selected}
          onSelect={setSelected}
        />
      )}
      <AddDocumentDialog open={dialog === 'document'} onClose={() => setDialog(null)} />
      <AddWebsiteDialog open={dialog === 'website'} onClose={() => setDialog(null)} />
    </div>
  );
}
