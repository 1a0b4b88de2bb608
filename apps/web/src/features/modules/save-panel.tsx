import { Alert, Button, Card, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordActions, type RecordActionsProps } from './record-actions';
import { isRecord, type WorkspaceState } from './workspace-state';

interface Props extends RecordActionsProps {
  state: WorkspaceState;
  concurMode: boolean;
  blockers: string[];
  onConcur: (value: boolean) => void;
  onSave: () => void;
  onClear: () => void;
}

/** Concur choice and save for a draft; once saved, the record's own actions. */
export function SavePanel({ concurMode, blockers, onConcur, onSave, onClear, ...record }: Props) {
  const { t } = useTranslation();
  const { state } = record;
  const saved = isRecord(state) && state.uploadId !== undefined;
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
            description={state.saveError.detail}
          />
        )}
        {saved ? (
          <RecordActions {...record} />
        ) : (
          <Space wrap>
            <Button
              type="primary"
              onClick={onSave}
              loading={state.phase === 'saving'}
              disabled={blockers.length > 0}
            >
              {t('workspace.save.save')}
            </Button>
            <Button onClick={onClear} danger>
              {t('workspace.clear')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
