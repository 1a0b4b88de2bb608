import { AudioOutlined, PauseOutlined, CaretRightOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Progress, Select, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EncounterDetail } from '@dermadesk/contracts';
import { useScribeSettings } from '../api/templates';
import { useUpdateEncounter } from '../api/update-encounter';
import { useUploadAudio } from '../api/upload-audio';
import { formatClock } from '../format-clock';
import { RecordingPlayer } from './recording-player';
import { useRecorder } from './use-recorder';

/** Space toggles recording unless the user is typing or on a control that Space presses. */
function isTypingTarget(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return (
    el.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(el.tagName) ||
    Boolean(el.closest('[role="combobox"],[role="checkbox"],[role="switch"]'))
  );
}

export function RecorderPanel({
  encounter,
  onChanged,
}: {
  encounter: EncounterDetail;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useScribeSettings();
  const update = useUpdateEncounter();
  const upload = useUploadAudio();
  const [progress, setProgress] = useState<number | null>(null);
  const rec = useRecorder(encounter.id, onChanged);
  const needsConsent = Boolean(settings.data?.requireConsent) && !encounter.consentAt;
  const canStart = !needsConsent && !encounter.audioDeleted;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || e.repeat || isTypingTarget(e.target)) return;
      e.preventDefault();
      if (rec.state === 'idle') {
        if (canStart) void rec.start();
      } else rec.stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rec, canStart]);

  const maxMb = settings.data?.maxUploadMb ?? 200;

  return (
    <div className="scribe-recorder">
      {needsConsent && (
        <Checkbox
          className="scribe-consent"
          disabled={update.isPending}
          onChange={(e) => {
            if (e.target.checked) update.mutate({ id: encounter.id, body: { consent: true } });
          }}
        >
          {settings.data?.consentText ?? t('scribe.recorder.consentDefault')}
        </Checkbox>
      )}
      <Space wrap align="center">
        {rec.state === 'idle' ? (
          <Button
            type="primary"
            danger
            icon={<AudioOutlined />}
            disabled={!canStart}
            onClick={() => void rec.start()}
          >
            {t('scribe.recorder.start')}
          </Button>
        ) : (
          <Button danger icon={<StopOutlined />} onClick={rec.stop}>
            {t('scribe.recorder.stop')}
          </Button>
        )}
        {rec.state === 'recording' && (
          <Button icon={<PauseOutlined />} onClick={rec.pause}>
            {t('scribe.recorder.pause')}
          </Button>
        )}
        {rec.state === 'paused' && (
          <Button icon={<CaretRightOutlined />} onClick={rec.resume}>
            {t('scribe.recorder.resume')}
          </Button>
        )}
        <Typography.Text
          className="scribe-timer"
          aria-label={t('scribe.recorder.elapsed')}
          data-state={rec.state}
        >
          {formatClock(rec.elapsedMs / 1000)}
        </Typography.Text>
        <Select
          className="scribe-mic"
          aria-label={t('scribe.recorder.mic')}
          value={rec.deviceId ?? ''}
          disabled={rec.state !== 'idle'}
          onChange={(v) => rec.setDeviceId(v || undefined)}
          options={[
            { value: '', label: t('scribe.recorder.defaultMic') },
            ...rec.devices
              .filter((d) => d.deviceId && d.deviceId !== 'default')
              .map((d, i) => ({
                value: d.deviceId,
                label: d.label || t('scribe.recorder.micN', { n: i + 1 }),
              })),
          ]}
        />
      </Space>
      <Progress
        className="scribe-level"
        percent={Math.round(rec.level * 100)}
        showInfo={false}
        size="small"
        aria-label={t('scribe.recorder.level')}
      />
      <Typography.Paragraph type="secondary" className="scribe-hint">
        {t(needsConsent ? 'scribe.recorder.consentRequired' : 'scribe.recorder.spaceHint')}
      </Typography.Paragraph>
      {rec.silent && <Alert type="warning" showIcon message={t('scribe.recorder.silent')} />}
      {rec.error && <Alert type="error" showIcon message={t('scribe.recorder.denied')} />}
      {rec.pending > 0 && (
        <Alert
          type={rec.uploadError ? 'warning' : 'info'}
          showIcon
          message={t(rec.uploadError ? 'scribe.recorder.offline' : 'scribe.recorder.pending', {
            count: rec.pending,
          })}
        />
      )}
      <Upload.Dragger
        accept=".webm,.ogg,.wav,.mp3,.m4a,audio/*"
        showUploadList={false}
        // An uploaded file is a consultation recorded elsewhere: it needs the same consent.
        disabled={upload.isPending || !canStart}
        beforeUpload={(file) => {
          if (file.size > maxMb * 1_048_576) {
            void message.error(t('validation.fileTooLarge', { name: file.name }));
            return Upload.LIST_IGNORE;
          }
          setProgress(0);
          upload.mutate(
            { id: encounter.id, file, onProgress: setProgress },
            {
              onSuccess: () => void message.success(t('success.uploaded', { name: file.name })),
              onError: () => void message.error(t('errors.uploadFailed')),
              onSettled: () => setProgress(null),
            },
          );
          return false;
        }}
      >
        <p>{t('scribe.recorder.upload', { mb: maxMb })}</p>
        {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" />}
      </Upload.Dragger>
      {encounter.audioDeleted && (
        <Alert type="info" showIcon message={t('scribe.recorder.audioDeleted')} />
      )}
      {encounter.recordings.length > 0 && (
        <ul className="scribe-recordings" aria-label={t('scribe.recorder.recordings')}>
          {encounter.recordings.map((r, i) => (
            <li key={r.id}>
              <RecordingPlayer encounterId={encounter.id} recording={r} index={i + 1} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
