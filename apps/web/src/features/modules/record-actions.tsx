import { localeSchema } from '@dermadesk/contracts';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { downloadExport } from './api/download-export';
import { amendmentPending, type WorkspaceState } from './workspace-state';

export interface RecordActionsProps {
  state: WorkspaceState;
  /** The stored score as the calculator shows it (while amending), e.g. "9 / 44". */
  storedScore?: string;
  /** Absent when the module's visits take no further photo (multi-image) or no calculator. */
  onAddToVisit?: () => void;
  onAmend?: () => void;
  onCancelAmend: () => void;
  onSaveAmendment: () => void;
  onNewRecord: () => void;
}

/**
 * The saved record's actions: it is read-only, so a change is an explicit act on it (amend the
 * calculator, add a photo to the same visit) or a new record for the next patient.
 */
export function RecordActions({
  state,
  storedScore,
  onAddToVisit,
  onAmend,
  onCancelAmend,
  onSaveAmendment,
  onNewRecord,
}: RecordActionsProps) {
  const { t, i18n } = useTranslation();
  const uploadId = state.uploadId!;
  // Exports are written in the user's language.
  const lang = localeSchema.catch('en').parse(i18n.language);
  const amending = state.phase !== 'saved';
  const pending = amendmentPending(state);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {amending ? (
        <>
          <p>{t('drafts.amend.lead')}</p>
          {pending && (
            <Alert
              type="warning"
              showIcon
              data-testid="amend-unsaved"
              title={t('drafts.amend.unsaved', { score: storedScore ?? t('drafts.noScore') })}
            />
          )}
          <Space wrap>
            <Button
              type="primary"
              onClick={onSaveAmendment}
              disabled={!pending}
              loading={state.phase === 'savingAmendment'}
            >
              {t('drafts.amend.save')}
            </Button>
            <Button onClick={onCancelAmend} disabled={state.phase === 'savingAmendment'}>
              {t('drafts.amend.cancel')}
            </Button>
          </Space>
        </>
      ) : (
        <>
          <p className="muted">{t('drafts.saved.lead')}</p>
          <Space wrap>
            <Button
              data-testid="export-csv"
              onClick={() =>
                void downloadExport(`/api/v1/exports/csv/${uploadId}`, `Report_${uploadId}.csv`, {
                  lang,
                })
              }
            >
              {t('workspace.save.csv')}
            </Button>
            <Button
              data-testid="export-pdf"
              onClick={() =>
                void downloadExport(`/api/v1/exports/${uploadId}`, `Report_${uploadId}.pdf`, {
                  lang,
                })
              }
            >
              {t('workspace.save.pdf')}
            </Button>
            <Link to={paths.result.href(String(uploadId))}>{t('workspace.save.open')}</Link>
          </Space>
          <Space wrap>
            {onAmend && <Button onClick={onAmend}>{t('drafts.amend.amend')}</Button>}
            {onAddToVisit && <Button onClick={onAddToVisit}>{t('drafts.visit.add')}</Button>}
            <Button type="primary" onClick={onNewRecord}>
              {t('drafts.newRecord')}
            </Button>
          </Space>
        </>
      )}
    </Space>
  );
}
