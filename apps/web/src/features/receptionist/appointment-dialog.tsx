import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App as AntApp, Button, Descriptions, Input, List, Modal, Space } from 'antd';
import { Link } from 'react-router';
import type { Appointment, Resource, WaitlistMatch } from '@dermadesk/contracts';
import { paths } from '../../lib/paths';
import { useBook, useCancel } from './api/appointments';
import { conflictText } from './conflict';
import { deskEmpty } from './desk-table';
import { formatDay, formatInZone } from './zoned-format';

export interface AppointmentDialogProps {
  appointment: Appointment | null;
  resources: Resource[];
  zone: string;
  onClose: () => void;
}

/**
 * One appointment: what, who, when, where; cancel with a reason, then the waiting patients the
 * freed slot suits, each bookable in one click.
 */
export function AppointmentDialog({
  appointment,
  resources,
  zone,
  onClose,
}: AppointmentDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const [reason, setReason] = useState('');
  const [freed, setFreed] = useState<WaitlistMatch | null>(null);
  const cancel = useCancel();
  const book = useBook();

  function close() {
    setReason('');
    setFreed(null);
    onClose();
  }

  function doCancel() {
    if (!appointment) return;
    cancel.mutate(
      { id: appointment.id, reason },
      {
        onSuccess: (result) => {
          void message.success(t('receptionist.appointment.cancelled'));
          setFreed(result.waitlist);
        },
        onError: () => void message.error(t('errors.unexpected')),
      },
    );
  }

  function bookWaiting(entryId: string, patientId: string) {
    if (!appointment || !freed) return;
    book.mutate(
      {
        typeId: appointment.typeId,
        patientId,
        start: freed.slot.start,
        waitlistEntryId: entryId,
      },
      {
        onSuccess: () => {
          void message.success(t('receptionist.booking.booked'));
          close();
        },
        onError: (e) => void message.error(conflictText(e, t, i18n.language, zone)),
      },
    );
  }

  const names = (ids: string[]) =>
    ids.map((id) => resources.find((r) => r.id === id)?.name ?? id).join(', ');

  return (
    <Modal
      open={Boolean(appointment)}
      title={appointment ? `${appointment.patientName} · ${appointment.typeName}` : ''}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      {appointment && !freed && (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('receptionist.booking.when')}>
              {formatInZone(appointment.start, i18n.language, zone)}–
              {formatInZone(appointment.end, i18n.language, zone, 'time')}
            </Descriptions.Item>
            <Descriptions.Item label={t('receptionist.booking.patient')}>
              <Link to={paths.receptionistPatient.href(appointment.patientId)}>
                {appointment.patientName}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('receptionist.appointment.resources')}>
              {names(appointment.resourceIds)}
            </Descriptions.Item>
            {appointment.notes && (
              <Descriptions.Item label={t('receptionist.booking.notes')}>
                {appointment.notes}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Space.Compact style={{ width: '100%', marginTop: 12 }}>
            <Input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('receptionist.appointment.reason')}
              aria-label={t('receptionist.appointment.reason')}
            />
            <Button danger disabled={!reason.trim()} loading={cancel.isPending} onClick={doCancel}>
              {t('receptionist.appointment.cancel')}
            </Button>
          </Space.Compact>
        </>
      )}
      {freed && (
        <>
          <Alert
            type="info"
            showIcon
            title={t('receptionist.waitlist.freed', {
              when: formatInZone(freed.slot.start, i18n.language, zone),
            })}
          />
          <List
            data-testid="rx-waitlist-suggestions"
            locale={deskEmpty(t('receptionist.waitlist.noneWaiting'))}
            dataSource={freed.entries}
            renderItem={(entry) => (
              <List.Item
                actions={[
                  <Button
                    key="book"
                    type="primary"
                    loading={book.isPending}
                    onClick={() => bookWaiting(entry.id, entry.patientId)}
                  >
                    {t('receptionist.waitlist.bookThem')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={entry.patientName}
                  description={t('receptionist.waitlist.since', {
                    from: formatDay(entry.fromDate, i18n.language),
                    to: formatDay(entry.toDate, i18n.language),
                  })}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}
