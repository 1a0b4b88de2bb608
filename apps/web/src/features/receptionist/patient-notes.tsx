import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, Button, Input, List, Tag } from 'antd';
import type { PatientNote } from '@dermadesk/contracts';
import { useAddChartNote } from './api/patient-record';
import { deskEmpty } from './desk-table';

/** A patient's chart notes (staff) and call notes (filed when a call ends), newest first. */
export function PatientNotes({
  patientId,
  notes,
  when,
}: {
  patientId: string;
  notes: PatientNote[];
  when: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [body, setBody] = useState('');
  const add = useAddChartNote();

  return (
    <div className="rx-notes">
      <Input.TextArea
        value={body}
        onChange={(e) => setBody(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={8000}
        aria-label={t('frontDesk.notes.new')}
        placeholder={t('frontDesk.notes.new')}
      />
      <Button
        disabled={!body.trim()}
        loading={add.isPending}
        onClick={() =>
          add.mutate(
            { id: patientId, body },
            {
              onSuccess: () => setBody(''),
              onError: () => void message.error(t('errors.unexpected')),
            },
          )
        }
      >
        {t('frontDesk.notes.add')}
      </Button>
      <List<PatientNote>
        dataSource={notes}
        locale={deskEmpty(t('frontDesk.notes.empty'))}
        renderItem={(n) => (
          <List.Item>
            <div className="rx-note">
              <div className="rx-muted">
                <Tag>{t(`frontDesk.notes.kind.${n.kind}`)}</Tag>
                {when(n.createdAt)}
                {n.author ? ` · ${n.author}` : ''}
              </div>
              <div className="rx-note-body">{n.body}</div>
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
