import { SoundOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioRecording } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { formatFileSize } from '../../../lib/format';
import { encounterPath } from '../api/list-encounters';

/**
 * One recording: fetched with the API's headers (no token in a URL) when the clinician asks to
 * hear it, then played from memory.
 */
export function RecordingPlayer({
  encounterId,
  recording,
  index,
}: {
  encounterId: string;
  recording: AudioRecording;
  index: number;
}) {
  const { t, i18n } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const load = async () => {
    setLoading(true);
    try {
      const { blob } = await api.download(
        `${encounterPath(encounterId)}/audio/recordings/${recording.id}`,
      );
      setUrl(URL.createObjectURL(blob));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="scribe-recording">
      <Typography.Text>
        {t('scribe.recorder.recordingN', { n: index })} ·{' '}
        {formatFileSize(recording.bytes, i18n.language)}
        {!recording.complete && ` · ${t('scribe.recorder.incomplete')}`}
      </Typography.Text>
      {url ? (
        <audio controls src={url} data-recording={recording.id} />
      ) : (
        <Button size="small" icon={<SoundOutlined />} loading={loading} onClick={() => void load()}>
          {t('scribe.recorder.play')}
        </Button>
      )}
    </div>
  );
}
