import { CopyOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Input,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EncounterDetail, NoteSection, ScribeTemplate } from '@dermadesk/contracts';
import { useLeaveWarning } from '../../components/use-leave-warning';
import { usePutNote } from './api/put-note';
import type { BodyMapText } from './body-map/use-body-map-text';
import { copyWhenFocused } from './copy-when-focused';
import { copyOnGenerate, noteCopyText } from './export/note-copy';
import { NoteExports } from './export/note-exports';
import { formatClock } from './format-clock';
import { SkinAiOffer } from './skin-ai/skin-ai-offer';
import { useNoteDraft, type NoteSections as Draft } from './use-note-draft';

export function NoteEditor({
  encounter,
  current,
  template,
  onHighlight,
  generating,
  streamed,
  onGenerate,
  bodyMap,
  beforeExport,
}: {
  encounter: EncounterDetail;
  /**
   * The encounter has been read since the view opened: a copy cached from an earlier visit may
   * carry an older note version than the draft, which must not be judged against it.
   */
  current: boolean;
  template: ScribeTemplate | undefined;
  onHighlight: (segments: ReadonlySet<number>) => void;
  generating: boolean;
  /** Sections as the model streams them in, shown while generating. */
  streamed: Draft | null;
  onGenerate: () => void;
  /** The body map as shown, stated in the copy. */
  bodyMap: BodyMapText;
  /** Saves what the screen holds before a server-side export. */
  beforeExport: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = usePutNote();
  const [autoCopy, setAutoCopy] = useState(copyOnGenerate.get);
  const note = encounter.note;
  const initial = useMemo<Draft>(
    () =>
      note?.sections.map(({ name, text }) => ({ name, text })) ??
      template?.fields.map((f) => ({ name: f.name, text: '' })) ??
      [],
    [note, template],
  );
  // The clinician's unsaved edits; without any, the stored note (or the empty template) shows.
  const [edits, setEdits, ready] = useNoteDraft(
    encounter.id,
    current ? (note?.version ?? 0) : undefined,
  );
  const draft = edits ?? initial;
  const dirty = edits !== null;
  useLeaveWarning(dirty, {
    title: t('scribe.note.leave.title'),
    detail: t('scribe.note.leave.detail'),
    leave: t('scribe.note.leave.leave'),
    stay: t('scribe.note.leave.stay'),
  });
  const shown = streamed ?? draft;
  const checked = new Map<string, NoteSection>((note?.sections ?? []).map((s) => [s.name, s]));
  const unsupported = (note?.sections ?? [])
    .flatMap((s) => s.sentences)
    .filter((s) => !s.supported);
  const heading = (
    <Space className="scribe-section-head" wrap>
      <Typography.Title level={4}>{t('scribe.note.title')}</Typography.Title>
      {note && <Tag>{t('scribe.note.version', { version: note.version })}</Tag>}
      {note && unsupported.length > 0 && (
        <Tag color="error">{t('scribe.note.unsupportedCount', { count: unsupported.length })}</Tag>
      )}
    </Space>
  );
  // Until the draft store has answered, the note's text is not shown: the clinician would start
  // typing into it and then see the draft replace it.
  if (!ready) {
    return (
      <section className="scribe-note" aria-label={t('scribe.note.title')} aria-busy>
        {heading}
        <Skeleton active />
      </section>
    );
  }

  const copyText = noteCopyText(shown, bodyMap);
  const insert = (index: number, line: string) =>
    setEdits(
      draft.map((s, j) =>
        j === index ? { ...s, text: s.text.trim() ? `${s.text.trimEnd()}\n${line}` : line } : s,
      ),
    );

  const persist = () =>
    save.mutate(
      { id: encounter.id, body: { sections: draft } },
      {
        onSuccess: () => {
          setEdits(null);
          void message.success(t('scribe.note.saved'));
        },
        onError: () => void message.error(t('errors.storeData')),
      },
    );

  return (
    <section className="scribe-note" aria-label={t('scribe.note.title')}>
      {heading}
      {shown.map((section, i) => {
        const result = !dirty && !streamed ? checked.get(section.name) : undefined;
        return (
          <div key={section.name} className="scribe-note-section">
            <Typography.Text strong>{section.name}</Typography.Text>
            {result && result.sentences.length > 0 ? (
              <p
                className="scribe-sentences"
                onClick={() => setEdits(draft)}
                title={t('scribe.note.clickToEdit')}
              >
                {result.sentences.map((s, j) => (
                  <Tooltip
                    key={j}
                    title={
                      s.supported
                        ? s.evidence.map((e) => formatClock(e.start)).join(', ') ||
                          t('scribe.note.noClaim')
                        : t('scribe.note.notFound')
                    }
                  >
                    <span
                      className={s.supported ? 'is-supported' : 'is-unsupported'}
                      data-supported={s.supported}
                      onMouseEnter={() => onHighlight(new Set(s.evidence.map((e) => e.segment)))}
                      onMouseLeave={() => onHighlight(new Set())}
                    >
                      {s.text}
                    </span>{' '}
                    {!s.supported && (
                      <Tag color="error" className="scribe-not-found">
                        {t('scribe.note.notFound')}
                      </Tag>
                    )}
                  </Tooltip>
                ))}
              </p>
            ) : (
              <Input.TextArea
                aria-label={section.name}
                autoSize={{ minRows: 2, maxRows: 12 }}
                value={section.text}
                readOnly={generating}
                onChange={(e) => {
                  setEdits(shown.map((s, j) => (j === i ? { ...s, text: e.target.value } : s)));
                }}
              />
            )}
          </div>
        );
      })}
      <SkinAiOffer encounter={encounter} sections={draft.map((s) => s.name)} onInsert={insert} />
      {dirty && (
        <Alert
          type="info"
          showIcon
          message={t('scribe.note.saveToCheck')}
          description={t('scribe.note.draftKept')}
        />
      )}
      <Space wrap>
        <Button icon={<ThunderboltOutlined />} loading={generating} onClick={onGenerate}>
          {t('scribe.note.generate')}
        </Button>
        <Button
          type="primary"
          disabled={!dirty || generating}
          loading={save.isPending}
          onClick={persist}
        >
          {t('scribe.note.save')}
        </Button>
        <Button
          icon={<CopyOutlined />}
          disabled={!copyText}
          onClick={() =>
            copyWhenFocused(copyText, {
              copied: () => void message.success(t('success.chartNoteCopied')),
              notFocused: () => void message.warning(t('errors.clipboardNotFocused')),
            })
          }
        >
          {t('scribe.note.copy')}
        </Button>
        <NoteExports
          encounterId={encounter.id}
          disabled={!note || dirty}
          beforeExport={beforeExport}
        />
      </Space>
      <Checkbox
        checked={autoCopy}
        onChange={(e) => {
          copyOnGenerate.set(e.target.checked);
          setAutoCopy(e.target.checked);
        }}
      >
        {t('scribeOut.copyOnGenerate')}
      </Checkbox>
    </section>
  );
}
