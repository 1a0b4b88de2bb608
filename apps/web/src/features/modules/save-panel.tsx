import { localeSchema } from '@dermadesk/contracts';
import { Alert, Button, Card, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { downloadExport } from './api/download-export';
import type { WorkspaceState } from './workspace-state';

interface Props {
  state: WorkspaceState;
  concurMode: boolean;
  blockers: string[];
  onConcur: (value: boolean) => void;
  onSave: () => void;
  onClear: () => void;
}

/** Concur choice, save, and after a save the export links; clear resets everything. */
export function SavePanel({ state, concurMode, blockers, onConcur, onSave, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const saved = state.phase === 'saved' && state.uploadId !== undefined;
  const uploadId = state.uploadId;
  return (
    <Card title={<h3 className="card-heading">{t('workspace.save.heading')}</h3>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {concurMode && !saved && (
          <Radio.Group
            aria-label={t('workspace.save.concurLabel')}
            value={state.concur}
            onChange={(e) => onConcur(e.target.value as boolean)}
            options={[
              { value: true, label: t('workspace.save.concur') },
              { value: false, label: t('workspace.save.notConcur') },
            ]}
          />
        )}
        {!saved && blockers.length > 0 && (
          <ul className="plain-list muted" aria-label={t('workspace.save.before')}>
            {blockers.map((b) => (
              <li key={b}>{t(b)}</li>
            ))}
          </ul>
        )}
        {state.saveError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t(state.saveError.key, state.saveError.params)}
          />
        )}
        <Space wrap>
          {!saved && (
            <Button
              type="primary"
              onClick={onSave}
              loading={state.phase === 'saving'}
              disabled={blockers.length > 0}
            >
              {t('workspace.save.save')}
            </Button>
          )}
          {saved && uploadId !== undefined && (
            <>
              <Button
                data-testid="export-csv"
                onClick={() =>
                  void downloadExport(`/api/v1/exports/csv/${uploadId}`, `Report_${uploadId}.csv`, {
                    lang: localeSchema.catch('en').parse(i18n.language),
                  })
                }
              >
                {t('workspace.save.csv')}
              </Button>
              <Button
                data-testid="export-pdf"
                onClick={() =>
                  void downloadExport(`/api/v1/exports/${uploadId}`, `Report_${uploadId}.pdf`, {
                    lang: localeSchema.catch('en').parse(i18n.language),
                  })
                }
              >
                {t('workspace.save.pdf')}
              </Button>
              <Link to={paths.result.href(String(uploadId))}>{t('workspace.save.open')}</Link>
            </>
          )}
          <Button onClick={onClear} danger={!saved}>
            {t('workspace.clear')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
