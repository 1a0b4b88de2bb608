import { FileTextOutlined, FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { localeSchema } from '@dermadesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadNote, type NoteExport } from '../api/export-note';

/** The note as a PDF and the encounter as a FHIR R4 document, in the UI's language. */
export function NoteExports({
  encounterId,
  disabled,
  beforeExport,
}: {
  encounterId: string;
  disabled: boolean;
  /** Runs first (the body map's pending save), so the export has what the screen shows. */
  beforeExport: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<NoteExport | null>(null);
  const run = (kind: NoteExport) => {
    setBusy(kind);
    beforeExport()
      .then(() => downloadNote(encounterId, kind, localeSchema.catch('en').parse(i18n.language)))
      .catch(() => void message.error(t('errors.unexpected')))
      .finally(() => setBusy(null));
  };
  return (
    <>
      <Button
        icon={<FilePdfOutlined />}
        disabled={disabled}
        loading={busy === 'pdf'}
        onClick={() => run('pdf')}
      >
        {t('scribeOut.export.pdf')}
      </Button>
      <Button
        icon={<FileTextOutlined />}
        disabled={disabled}
        loading={busy === 'fhir'}
        onClick={() => run('fhir')}
      >
        {t('scribeOut.export.fhir')}
      </Button>
    </>
  );
}
