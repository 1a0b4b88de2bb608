import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Select, Space, Tabs, Typography } from 'antd';
import {
  letterKinds,
  letterPatientSchema,
  localeSchema,
  SCRIBE_DOCUMENT_TEXTS,
  type EncounterDetail,
  type LetterKind,
} from '@dermadesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLetter, useLetters, useLetterSender } from '../api/letters';
import { LetterEditor } from './letter-editor';
import '../scribe-outputs.css';

/**
 * Letters from the encounter (issue 18): a referral, a letter to the patient's GP, or a letter
 * to the patient in plain language; each written by hand or generated from the chart note.
 */
export function LettersPanel({ encounter }: { encounter: EncounterDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const words = SCRIBE_DOCUMENT_TEXTS[localeSchema.catch('en').parse(i18n.language)];
  const letters = useLetters(encounter.id);
  const sender = useLetterSender();
  const change = useChangeLetter(encounter.id);
  const [kind, setKind] = useState<LetterKind>('referral');
  const [open, setOpen] = useState<string | undefined>();
  const list = letters.data ?? [];

  const start = () =>
    change.mutate(
      {
        action: 'create',
        body: {
          kind,
          sender: sender.data ?? {},
          recipient: {},
          patient: letterPatientSchema.parse({ subjectId: encounter.subjectId ?? '' }),
        },
      },
      {
        onSuccess: (letter) => setOpen(letter?.id),
        onError: () => void message.error(t('errors.storeData')),
      },
    );

  return (
    <section className="scribe-letters" aria-label={t('scribeOut.letters.title')}>
      <Space className="scribe-section-head" wrap>
        <Typography.Title level={4}>{t('scribeOut.letters.title')}</Typography.Title>
        <Select
          aria-label={t('scribeOut.letters.kind')}
          value={kind}
          onChange={setKind}
          options={letterKinds.map((k) => ({ value: k, label: words.letter[k] }))}
          className="scribe-letter-kind"
        />
        <Button icon={<PlusOutlined />} loading={change.isPending} onClick={start}>
          {t('scribeOut.letters.new')}
        </Button>
      </Space>
      {list.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('scribeOut.letters.empty')}</Typography.Paragraph>
      ) : (
        <Tabs
          activeKey={open && list.some((l) => l.id === open) ? open : list.at(-1)!.id}
          onChange={setOpen}
          items={list.map((letter) => ({
            key: letter.id,
            label: `${words.letter[letter.kind]}${letter.recipient.name ? ` · ${letter.recipient.name}` : ''}`,
            children: <LetterEditor encounterId={encounter.id} letter={letter} />,
          }))}
        />
      )}
    </section>
  );
}
