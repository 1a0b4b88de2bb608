import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useAccount } from '../../lib/account/account-store';
import { useDeleteEncounter } from './api/delete-encounter';
import { generateNote } from './api/generate-note';
import { useEncounter } from './api/get-encounter';
import { encountersKey } from './api/list-encounters';
import { useTemplateName, useTemplates } from './api/templates';
import { useUpdateEncounter } from './api/update-encounter';
import { BodyMapPanel } from './body-map/body-map-panel';
import { useBodyMapEdits } from './body-map/use-body-map-edits';
import { useBodyMapText } from './body-map/use-body-map-text';
import { copyWhenFocused } from './copy-when-focused';
import { copyOnGenerate, noteCopyText } from './export/note-copy';
import { LettersPanel } from './letters/letters-panel';
import { NoteEditor } from './note-editor';
import { RecorderPanel } from './recorder/recorder-panel';
import { TranscriptEditor } from './transcript-editor';

export function EncounterView({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const templateName = useTemplateName();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  const encounter = useEncounter(id);
  const templates = useTemplates();
  const update = useUpdateEncounter();
  const remove = useDeleteEncounter();
  const [highlight, setHighlight] = useState<ReadonlySet<number>>(new Set());
  const [streamed, setStreamed] = useState<{ name: string; text: string }[] | null>(null);
  const abort = useRef<AbortController | null>(null);
  const bodyMapEdits = useBodyMapEdits(id);
  const bodyMap = useBodyMapText(bodyMapEdits.marks);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: encountersKey(currentOrgAccess) });

  const e = encounter.data;
  if (!e) {
    return encounter.isError ? (
      <Typography.Paragraph type="danger">{t('errors.initialData')}</Typography.Paragraph>
    ) : (
      <Typography.Paragraph>{t('loading.default')}</Typography.Paragraph>
    );
  }
  const template = templates.data?.find((x) => x.id === (e.templateId ?? 'builtin-soap'));

  const generate = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const sections: { name: string; text: string }[] = [];
    setStreamed([]);
    try {
      await generateNote(
        e.id,
        (ev) => {
          if (ev.event === 'section') sections[ev.data.index] = { name: ev.data.name, text: '' };
          else if (ev.event === 'token') sections[ev.data.index]!.text += ev.data.text;
          else if (ev.event === 'error') void message.error(ev.data.message);
          else if (ev.event === 'done' && copyOnGenerate.get()) {
            copyWhenFocused(noteCopyText(ev.data.sections, bodyMap), {
              copied: () => void message.success(t('success.chartNoteGeneratedCopied')),
              notFocused: () => void message.warning(t('errors.clipboardNotFocused')),
            });
          }
          setStreamed([...sections]);
        },
        controller.signal,
      );
    } catch (err) {
      void message.error(
        err instanceof ApiError && err.message ? err.message : t('errors.processFailed'),
      );
    } finally {
      setStreamed(null);
      refresh();
    }
  };

  return (
    <div className="scribe-encounter">
      <Space className="scribe-encounter-head" wrap>
        <Typography.Title
          level={3}
          editable={{
            tooltip: t('scribe.encounter.rename'),
            onChange: (title) =>
              title.trim() && update.mutate({ id: e.id, body: { title: title.trim() } }),
          }}
        >
          {e.title}
        </Typography.Title>
        <Popconfirm
          title={t('scribe.encounter.deleteConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={() => remove.mutate(e.id, { onSuccess: onDeleted })}
        >
          <Button danger icon={<DeleteOutlined />}>
            {t('scribe.encounter.delete')}
          </Button>
        </Popconfirm>
      </Space>
      <Space wrap className="scribe-encounter-fields">
        <Input
          aria-label={t('scribe.encounter.subjectId')}
          placeholder={t('scribe.encounter.subjectId')}
          defaultValue={e.subjectId ?? ''}
          onBlur={(ev) => {
            const v = ev.target.value.trim();
            if (v !== (e.subjectId ?? ''))
              update.mutate({ id: e.id, body: { subjectId: v || null } });
          }}
        />
        <Select
          className="scribe-template-select"
          aria-label={t('scribe.encounter.template')}
          value={e.templateId ?? 'builtin-soap'}
          onChange={(templateId: string) => update.mutate({ id: e.id, body: { templateId } })}
          options={(templates.data ?? []).map((x) => ({ value: x.id, label: templateName(x) }))}
        />
      </Space>
      <div className="scribe-columns">
        <div className="scribe-column">
          <RecorderPanel encounter={e} onChanged={refresh} />
          <BodyMapPanel encounter={e} bodyMap={bodyMapEdits} />
          <TranscriptEditor encounter={e} highlight={highlight} />
        </div>
        <div className="scribe-column">
          <NoteEditor
            encounter={e}
            current={encounter.isFetchedAfterMount}
            template={template}
            onHighlight={setHighlight}
            generating={streamed !== null}
            streamed={streamed}
            onGenerate={() => void generate()}
            bodyMap={bodyMap}
            beforeExport={bodyMapEdits.flush}
          />
        </div>
      </div>
      <LettersPanel encounter={e} />
    </div>
  );
}
