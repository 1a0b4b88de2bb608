import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, Button, Form, Select } from 'antd';
import type { AppointmentType, WaitlistEntry } from '@dermadesk/contracts';
import { useAddToWaitlist, usePatients, useWaitlist } from './api/patients';
import { DeskTable } from './desk-table';
import { DateField, TimeField } from './pickers';
import { formatDay } from './zoned-format';

interface WaitForm {
  patientId: string;
  typeId: string;
  fromDate: string;
  toDate: string;
  earliest?: string;
  latest?: string;
}

/** Patients waiting for a type within dates and times; a cancellation suggests them. */
/** A date or a time range kept on one line: "30 nov. / 2026" or "08:00 – / 12:00" misreads. */
const unbroken = (text: string) => <span className="rx-nowrap">{text}</span>;

export function WaitlistPanel({ types }: { types: AppointmentType[] }) {
  const { t, i18n } = useTranslation();
  const day = (date: string) => formatDay(date, i18n.language);
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<WaitForm>();
  const [q, setQ] = useState('');
  const patients = usePatients(q);
  const waitlist = useWaitlist();
  const add = useAddToWaitlist();
  const required = [{ required: true, message: t('receptionist.common.required') }];

  return (
    <div className="rx-panel">
      <Form<WaitForm>
        form={form}
        layout="vertical"
        className="rx-form-row"
        onFinish={(v) =>
          add.mutate(
            { ...v, earliest: v.earliest || null, latest: v.latest || null },
            {
              onSuccess: () => {
                form.resetFields();
                void message.success(t('receptionist.common.saved'));
              },
              onError: () => void message.error(t('errors.unexpected')),
            },
          )
        }
      >
        <Form.Item name="patientId" label={t('receptionist.booking.patient')} rules={required}>
          <Select
            showSearch={{ filterOption: false, onSearch: setQ }}
            options={(patients.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.lastName} ${p.firstName}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="typeId" label={t('receptionist.booking.type')} rules={required}>
          <Select options={types.map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
        <Form.Item name="fromDate" label={t('receptionist.setup.from')} rules={required}>
          <DateField />
        </Form.Item>
        <Form.Item name="toDate" label={t('receptionist.setup.to')} rules={required}>
          <DateField />
        </Form.Item>
        <Form.Item name="earliest" label={t('receptionist.waitlist.earliest')}>
          <TimeField />
        </Form.Item>
        <Form.Item name="latest" label={t('receptionist.waitlist.latest')}>
          <TimeField />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          {t('receptionist.waitlist.add')}
        </Button>
      </Form>
      <DeskTable<WaitlistEntry>
        rowKey="id"
        loading={waitlist.isLoading}
        dataSource={waitlist.data ?? []}
        empty={t('frontDesk.empty.waitlist')}
        columns={[
          {
            key: 'patient',
            title: t('receptionist.booking.patient'),
            render: (e) => e.patientName,
          },
          { key: 'type', title: t('receptionist.booking.type'), render: (e) => e.typeName },
          {
            key: 'from',
            title: t('receptionist.setup.from'),
            render: (e) => unbroken(day(e.fromDate)),
          },
          { key: 'to', title: t('receptionist.setup.to'), render: (e) => unbroken(day(e.toDate)) },
          {
            key: 'times',
            title: t('receptionist.waitlist.times'),
            // No preferred times reads as such, not as two dashes.
            render: (e) =>
              e.earliest || e.latest
                ? unbroken(`${e.earliest ?? '—'} – ${e.latest ?? '—'}`)
                : t('receptionist.waitlist.anyTime'),
          },
        ]}
      />
    </div>
  );
}
