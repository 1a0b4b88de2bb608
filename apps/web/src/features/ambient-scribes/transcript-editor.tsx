import { DeleteOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { useTranscribe } from './api/transcribe';
import { useTranslation } from 'react-i18next';
import type { EncounterDetail, SegmentInput } from '@dermadesk/contracts';
import { usePutTranscript } from './api/put-transcript';
import { formatClock } from './format-clock';
import { parsePastedTranscript } from './pasted-transcript';

export function TranscriptEditor({
  encounter,
  highlight,
}: {
  encounter: EncounterDetail;
  /** Segment indexes a hovered note sentence rests on. */
  highlight: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = usePutTranscript();
  const run = useTranscribe();
  const { transcript } = encounter;
  const canTranscribe = encounter.recordings.some((r) => r.complete) && !encounter.audioDeleted;

  // The job's end, seen by polling: say how it went once.
  const previous = useRef(transcript.status);
  useEffect(() => {
    if (previous.current === 'in progress' && transcript.status !== 'in progress') {
      if (transcript.error) void message.error(t('errors.extractData'));
      else void message.success(t('success.transcriptionExtracted'));
    }
    previous.current = transcript.status;
  }, [transcript.status, transcript.error, message, t]);
  // The clinician's unsaved edits; without any, the server's current transcript shows.
  const [edits, setEdits] = useState<SegmentInput[] | null>(null);
  const segments = edits ?? transcript.segments;
  const dirty = edits !== null;
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');

  const change = (i: number, patch: Partial<SegmentInput>) => {
    setEdits(segments.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  };

  const persist = (next: SegmentInput[]) =>
    save.mutate(
      { id: encounter.id, segments: next },
      {
        onSuccess: () => {
          setEdits(null);
          void message.success(t('scribe.transcript.saved'));
        },
        onError: () => void message.error(t('errors.storeData')),
      },
    );

  return (
    <section className="scribe-transcript" aria-label={t('scribe.transcript.title')}>
      <Space className="scribe-section-head" wrap>
        <Typography.Title level={4}>{t('scribe.transcript.title')}</Typography.Title>
        <Tag data-status={transcript.status}>{t(`scribe.status.${transcript.status}`)}</Tag>
        {transcript.edits > 0 && (
          <Typography.Text type="secondary">
            {t('scribe.transcript.edits', { count: transcript.edits })}
          </Typography.Text>
        )}
      </Space>
      {transcript.error && (
        <Alert
          type="error"
          showIcon
          message={t('errors.extractData')}
          description={transcript.error}
        />
      )}
      {transcript.droppedSilent > 0 && (
        <Alert
          type="info"
          showIcon
          message={t('scribe.transcript.dropped', { count: transcript.droppedSilent })}
        />
      )}
      {segments.length === 0 && !pasting && (
        <Typography.Paragraph type="secondary">{t('scribe.transcript.empty')}</Typography.Paragraph>
      )}
      <ol className="scribe-segments">
        {segments.map((s, i) => {
          const flagged =
            transcript.segments[i]?.flagged && transcript.segments[i]?.text === s.text;
          return (
            <li key={i} className={highlight.has(i) ? 'is-evidence' : undefined} data-segment={i}>
              <span className="scribe-time">{formatClock(s.start)}</span>
              <Input
                className="scribe-speaker"
                size="small"
                aria-label={t('scribe.transcript.speaker')}
                placeholder={t('scribe.transcript.speaker')}
                value={s.speaker ?? ''}
                onChange={(e) => change(i, { speaker: e.target.value || undefined })}
              />
              <Input.TextArea
                className="scribe-segment-text"
                aria-label={t('scribe.transcript.text')}
                autoSize={{ minRows: 1, maxRows: 6 }}
                value={s.text}
                onChange={(e) => change(i, { text: e.target.value })}
              />
              {flagged && (
                <Tag
                  icon={<WarningOutlined />}
                  color="warning"
                  title={t('scribe.transcript.flagged')}
                >
                  {t('scribe.transcript.flaggedShort')}
                </Tag>
              )}
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('scribe.transcript.remove')}
                onClick={() => setEdits(segments.filter((_, j) => j !== i))}
              />
            </li>
          );
        })}
      </ol>
      {pasting && (
        <div className="scribe-paste">
          <Typography.Text type="secondary">{t('scribe.transcript.pasteHint')}</Typography.Text>
          <Input.TextArea
            aria-label={t('scribe.transcript.paste')}
            autoSize={{ minRows: 4, maxRows: 16 }}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
        </div>
      )}
      <Space wrap>
        {pasting ? (
          <>
            <Button
              type="primary"
              disabled={!pasted.trim()}
              loading={save.isPending}
              onClick={() => {
                const next = parsePastedTranscript(pasted);
                setPasting(false);
                setPasted('');
                persist(next);
              }}
            >
              {t('scribe.transcript.apply')}
            </Button>
            <Button onClick={() => setPasting(false)}>{t('scribe.cancel')}</Button>
          </>
        ) : (
          <>
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                const last = segments.at(-1);
                setEdits([
                  ...segments,
                  { start: last?.end ?? 0, end: (last?.end ?? 0) + 5, text: '' },
                ]);
              }}
            >
              {t('scribe.transcript.add')}
            </Button>
            <Button onClick={() => setPasting(true)}>{t('scribe.transcript.paste')}</Button>
            {canTranscribe && (
              <Button
                loading={run.isPending || transcript.status === 'in progress'}
                onClick={() =>
                  run.mutate(encounter.id, {
                    onError: (e) =>
                      void message.error(
                        e instanceof ApiError && e.code === 'AI_UNAVAILABLE'
                          ? e.message
                          : t('errors.extractData'),
                      ),
                  })
                }
              >
                {t('scribe.transcript.transcribe')}
              </Button>
            )}
            <Button
              type="primary"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => persist(segments)}
            >
              {t('scribe.transcript.save')}
            </Button>
          </>
        )}
      </Space>
    </section>
  );
}
