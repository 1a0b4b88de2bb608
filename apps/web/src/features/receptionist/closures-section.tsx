import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { App as AntApp, Button, Input, Popconfirm, Select } from 'antd';
import { createExceptionSchema, type ResourceException } from '@dermadesk/contracts';
import { useAddClosure, useClosures, useRemoveClosure, type Setup } from './api/setup';
import { DeskTable } from './desk-table';
import { DateTimeField } from './pickers';
import { formatInZone } from './zoned-format';

const EVERYONE = '*';
/** Closures shown: from a week ago to two years ahead (holidays are entered a year early). */
const SHOWN = { back: { days: 7 }, ahead: { years: 2 } };

/**
 * Closures: a practitioner's leave, a public holiday (everyone), a room closed for maintenance.
 * Start and end are wall-clock times in the clinic's zone, whatever the browser's zone.
 */
export function ClosuresSection({ setup }: { setup: Setup }) {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const zone = setup.settings.timeZone;
  const range = useMemo(() => {
    const now = DateTime.now().startOf('day');
    return {
      from: now.minus(SHOWN.back).toUTC().toISO(),
      to: now.plus(SHOWN.ahead).toUTC().toISO(),
    };
  }, []);
  const closures = useClosures(range);
  const add = useAddClosure();
  const remove = useRemoveClosure();
  const [resourceId, setResourceId] = useState(EVERYONE);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState('');

  const instant = (local: string) =>
    local ? DateTime.fromISO(local, { zone }).toUTC().toISO() : null;
  const body = {
    resourceId: resourceId === EVERYONE ? null : resourceId,
    start: instant(start),
    end: instant(end),
    reason,
  };
  const valid = createExceptionSchema.safeParse(body).success;
  const nameOf = (id: string | null) =>
    id === null
      ? t('frontDesk.closures.everyone')
      : (setup.resources.find((r) => r.id === id)?.name ?? id);
  const when = (iso: string) => formatInZone(iso, i18n.language, zone, 'dayInYear');

  return (
    <section>
      <h3>{t('frontDesk.closures.title')}</h3>
      <p className="rx-muted">{t('frontDesk.closures.hint', { zone })}</p>
      <div className="rx-form-row">
        <label className="rx-field">
          <span>{t('frontDesk.closures.who')}</span>
          <Select
            value={resourceId}
            onChange={setResourceId}
            className="rx-fluid"
            options={[
              { value: EVERYONE, label: t('frontDesk.closures.everyone') },
              ...setup.resources.map((r) => ({ value: r.id, label: r.name })),
            ]}
          />
        </label>
        <label className="rx-field">
          <span>{t('receptionist.setup.from')}</span>
          <DateTimeField value={start} onChange={(v) => setStart(v ?? '')} />
        </label>
        <label className="rx-field">
          <span>{t('receptionist.setup.to')}</span>
          <DateTimeField value={end} onChange={(v) => setEnd(v ?? '')} />
        </label>
        <label className="rx-field">
          <span>{t('frontDesk.closures.reason')}</span>
          <Input
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('frontDesk.closures.reasonPlaceholder')}
          />
        </label>
        <Button
          disabled={!valid}
          loading={add.isPending}
          onClick={() =>
            add.mutate(createExceptionSchema.parse(body), {
              onSuccess: () => {
                setStart('');
                setEnd('');
                setReason('');
                void message.success(t('receptionist.common.saved'));
              },
              onError: () => void message.error(t('errors.unexpected')),
            })
          }
        >
          {t('frontDesk.closures.add')}
        </Button>
      </div>
      {start && end && !valid && (
        <p className="rx-error" role="alert">
          {t('frontDesk.closures.endAfterStart')}
        </p>
      )}
      <DeskTable<ResourceException>
        rowKey="id"
        loading={closures.isLoading}
        dataSource={closures.data ?? []}
        empty={t('frontDesk.closures.empty')}
        columns={[
          { key: 'who', title: t('frontDesk.closures.who'), render: (c) => nameOf(c.resourceId) },
          { key: 'from', title: t('receptionist.setup.from'), render: (c) => when(c.start) },
          { key: 'to', title: t('receptionist.setup.to'), render: (c) => when(c.end) },
          { key: 'reason', title: t('frontDesk.closures.reason'), render: (c) => c.reason },
        ]}
        action={(c) => (
          <Popconfirm
            title={t('frontDesk.closures.removeConfirm')}
            okText={t('frontDesk.form.yes')}
            cancelText={t('frontDesk.form.no')}
            onConfirm={() =>
              remove.mutate(c.id, {
                onError: () => void message.error(t('errors.unexpected')),
              })
            }
          >
            <Button size="small" danger>
              {t('frontDesk.closures.remove')}
            </Button>
          </Popconfirm>
        )}
      />
    </section>
  );
}
