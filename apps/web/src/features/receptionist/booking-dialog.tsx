import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { Alert, App as AntApp, Form, Input, Modal, Select, Space, Tag } from 'antd';
import type { AppointmentType, Slot } from '@dermadesk/contracts';
import { useBook, useSlots } from './api/appointments';
import { usePatients } from './api/patients';
import { conflictText, freshSlotsOf } from './conflict';
import { formatDay, formatInZone } from './zoned-format';

export interface BookingDialogProps {
  open: boolean;
  zone: string;
  types: AppointmentType[];
  /** Where the staff clicked: a time, maybe in a resource's column. */
  start: Date | null;
  resourceId?: string;
  onClose: () => void;
}

/** Book a patient into a slot: type, patient, time (the free slots of that day), notes. */
export function BookingDialog({
  open,
  zone,
  types,
  start,
  resourceId,
  onClose,
}: BookingDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const [typeId, setTypeId] = useState<string>();
  const [patientId, setPatientId] = useState<string>();
  const [patientQ, setPatientQ] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [refused, setRefused] = useState<{ text: string; slots: Slot[] } | null>(null);
  const patients = usePatients(patientQ);
  const book = useBook();
  const type = types.find((x) => x.id === typeId);
  const startIso = chosen ?? start?.toISOString() ?? null;

  // The free slots of the clicked day for the chosen type, to pick another time in one click.
  const day = useMemo(() => {
    if (!start || !typeId) return null;
    const from = DateTime.fromJSDate(start, { zone }).startOf('day');
    return { typeId, from: from.toUTC().toISO()!, to: from.plus({ days: 1 }).toUTC().toISO()! };
  }, [start, typeId, zone]);
  const slots = useSlots(day);
  const eligible = types.filter(
    (x) =>
      x.active &&
      (!resourceId ||
        x.resourceIds.includes(resourceId) ||
        x.resourceChoices.some((c) => c.includes(resourceId))),
  );

  // Everything typed goes with the dialog: the next slot clicked (maybe by a colleague at the
  // same desk) starts with no patient, so nobody books the previous one by mistake.
  function close() {
    setTypeId(undefined);
    setPatientId(undefined);
    setPatientQ('');
    setChosen(null);
    setRefused(null);
    setNotes('');
    onClose();
  }

  function submit() {
    if (!typeId || !patientId || !startIso) return;
    book.mutate(
      {
        typeId,
        patientId,
        start: startIso,
        notes,
        ...(resourceId && !chosen ? { resourceIds: [resourceId] } : {}),
      },
      {
        onSuccess: () => {
          void message.success(t('receptionist.booking.booked'));
          close();
        },
        onError: (e) =>
          setRefused({ text: conflictText(e, t, i18n.language, zone), slots: freshSlotsOf(e) }),
      },
    );
  }

  const slotTags = (list: Slot[]) => (
    <Space wrap>
      {list.map((s) => (
        <Tag.CheckableTag
          key={s.start}
          checked={startIso === s.start}
          onChange={() => {
            setChosen(s.start);
            setRefused(null);
          }}
        >
          {formatInZone(s.start, i18n.language, zone, 'time')}
        </Tag.CheckableTag>
      ))}
    </Space>
  );

  return (
    <Modal
      open={open}
      title={t('receptionist.booking.title')}
      okText={t('receptionist.booking.book')}
      cancelText={t('receptionist.common.close')}
      onOk={submit}
      onCancel={close}
      okButtonProps={{ disabled: !typeId || !patientId || !startIso, loading: book.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('receptionist.booking.type')} required>
          <Select
            value={typeId}
            onChange={setTypeId}
            options={eligible.map((x) => ({
              value: x.id,
              label: `${x.name} (${x.durationMin} min)`,
            }))}
            aria-label={t('receptionist.booking.type')}
          />
        </Form.Item>
        <Form.Item label={t('receptionist.booking.patient')} required>
          <Select
            showSearch={{ filterOption: false, onSearch: setPatientQ }}
            value={patientId}
            onChange={setPatientId}
            placeholder={t('receptionist.patients.searchPlaceholder')}
            options={(patients.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.lastName} ${p.firstName} · ${formatDay(p.dateOfBirth, i18n.language)}`,
            }))}
            aria-label={t('receptionist.booking.patient')}
          />
        </Form.Item>
        <Form.Item label={t('receptionist.booking.when')}>
          <strong>{startIso ? formatInZone(startIso, i18n.language, zone) : '—'}</strong>
          {type && slots.data && slots.data.length > 0 && (
            <div className="rx-slots">
              <div className="rx-muted">{t('receptionist.booking.freeThatDay')}</div>
              {slotTags(slots.data)}
            </div>
          )}
        </Form.Item>
        <Form.Item label={t('receptionist.booking.notes')}>
          <Input.TextArea
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={2}
            aria-label={t('receptionist.booking.notes')}
          />
        </Form.Item>
      </Form>
      {refused && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={refused.text}
          description={refused.slots.length ? slotTags(refused.slots) : undefined}
        />
      )}
    </Modal>
  );
}
