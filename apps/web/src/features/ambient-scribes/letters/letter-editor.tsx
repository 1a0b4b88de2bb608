import {
  CopyOutlined,
  DeleteOutlined,
  FilePdfOutlined,
  SaveOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert, App, Button, Collapse, Input, Popconfirm, Space, Typography } from 'antd';
import {
  localeSchema,
  type Letter,
  type LetterInput,
  type LetterParty,
  type LetterPatient,
} from '@dermadesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { downloadLetter, useChangeLetter } from '../api/letters';
import { copyWhenFocused } from '../copy-when-focused';
import { PartyFields } from './party-fields';

const partyFields = ['name', 'role', 'organisation', 'address', 'phone', 'email'] as const;
const patientFields = ['name', 'dateOfBirth', 'subjectId', 'address'] as const;

const draftOf = ({ kind, sender, recipient, patient, body }: Letter) => ({
  kind,
  sender,
  recipient,
  patient,
  body,
});
type Draft = ReturnType<typeof draftOf>;

/** What the clinician is told when no model can write the letter: which provider, and by hand. */
function noModelKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'AI_UNAVAILABLE') return null;
  const status = (error.details as { status?: string } | undefined)?.status;
  return status === 'disabled' ? 'scribeOut.letters.modelDisabled' : 'scribeOut.letters.noModel';
}

/**
 * One letter: sender, recipient and patient (folded once filled), the body, and its actions:
 * save, generate from the note, copy, PDF and delete.
 */
export function LetterEditor({ encounterId, letter }: { encounterId: string; letter: Letter }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const change = useChangeLetter(encounterId);
  const [edits, setEdits] = useState<Draft | null>(null);
  const [noModel, setNoModel] = useState<string | null>(null);
  const draft = edits ?? draftOf(letter);
  const set = (patch: Partial<Draft>) => setEdits({ ...draft, ...patch });
  const lang = localeSchema.catch('en').parse(i18n.language);
  const saveDraft = (body: LetterInput) =>
    change.mutateAsync({ action: 'update', letterId: letter.id, body });

  const save = async () => {
    try {
      await saveDraft(draft);
      setEdits(null);
      void message.success(t('scribeOut.letters.saved'));
    } catch {
      void message.error(t('errors.storeData'));
    }
  };

  const generate = async () => {
    setNoModel(null);
    try {
      if (edits) await saveDraft(draft);
      await change.mutateAsync({ action: 'generate', letterId: letter.id, language: lang });
      setEdits(null);
    } catch (error) {
      const key = noModelKey(error);
      if (key) setNoModel(key);
      else void message.error(t('errors.generateLetter'));
    }
  };

  return (
    <div className="scribe-letter">
      <Collapse
        size="small"
        items={[
          {
            key: 'sender',
            label: `${t('scribeOut.letters.sender')}: ${draft.sender.name || '—'}`,
            children: (
              <PartyFields<LetterParty>
                prefix={`sender-${letter.id}`}
                fields={partyFields}
                value={draft.sender}
                onChange={(sender) => set({ sender })}
              />
            ),
          },
          {
            key: 'recipient',
            label: `${t('scribeOut.letters.recipient')}: ${draft.recipient.name || '—'}`,
            children: (
              <PartyFields<LetterParty>
                prefix={`recipient-${letter.id}`}
                fields={partyFields}
                value={draft.recipient}
                onChange={(recipient) => set({ recipient })}
              />
            ),
          },
          {
            key: 'patient',
            label: `${t('scribeOut.letters.patient')}: ${draft.patient.name || draft.patient.subjectId || '—'}`,
            children: (
              <PartyFields<LetterPatient>
                prefix={`patient-${letter.id}`}
                fields={patientFields}
                value={draft.patient}
                onChange={(patient) => set({ patient })}
              />
            ),
          },
        ]}
      />
      <label htmlFor={`body-${letter.id}`} className="scribe-letter-body">
        <Typography.Text strong>{t('scribeOut.letters.body')}</Typography.Text>
        <Input.TextArea
          id={`body-${letter.id}`}
          value={draft.body}
          autoSize={{ minRows: 6, maxRows: 24 }}
          maxLength={20_000}
          readOnly={change.isPending}
          onChange={(e) => set({ body: e.target.value })}
        />
      </label>
      {noModel && (
        <Alert
          type="warning"
          showIcon
          message={t(noModel)}
          closable
          onClose={() => setNoModel(null)}
        />
      )}
      <Space wrap>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!edits}
          loading={change.isPending && change.variables?.action === 'update'}
          onClick={() => void save()}
        >
          {t('scribeOut.letters.save')}
        </Button>
        <Button
          icon={<ThunderboltOutlined />}
          loading={change.isPending && change.variables?.action === 'generate'}
          onClick={() => void generate()}
        >
          {t('scribeOut.letters.generate')}
        </Button>
        <Button
          icon={<CopyOutlined />}
          disabled={!draft.body.trim()}
          onClick={() =>
            copyWhenFocused(draft.body, {
              copied: () => void message.success(t('success.letterCopied')),
              notFocused: () => void message.warning(t('errors.clipboardNotFocused')),
            })
          }
        >
          {t('scribeOut.letters.copy')}
        </Button>
        <Button
          icon={<FilePdfOutlined />}
          disabled={Boolean(edits)}
          onClick={() =>
            void downloadLetter(encounterId, letter.id, lang).catch(
              () => void message.error(t('errors.unexpected')),
            )
          }
        >
          {t('scribeOut.letters.pdf')}
        </Button>
        <Popconfirm
          title={t('scribeOut.letters.deleteConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={() => change.mutate({ action: 'delete', letterId: letter.id })}
        >
          <Button danger icon={<DeleteOutlined />}>
            {t('scribeOut.letters.delete')}
          </Button>
        </Popconfirm>
      </Space>
    </div>
  );
}
