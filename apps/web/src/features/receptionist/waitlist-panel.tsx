import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, Button, Form, Input, Select, Table } from 'antd';
import type { AppointmentType, WaitlistEntry } from '@dermadesk/contracts';
import { useAddToWaitlist, usePatients, useWaitlist } from './api/patients';

interface WaitForm {
  patientId: string;
  typeId: string;
  fromDate: string;
  toDate: string;
  earliest?: string;
  latest?: string;
}

/** Patients waiting for a type within dates and times; a cancellation suggests them. */
export function WaitlistPanel({ types }: { types: AppointmentType[] }) {
  const { t } = useTranslation();
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
        layout="inline"
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
            style={{ width: 220 }}
            options={(patients.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.lastName} ${p.firstName}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="typeId" label={t('receptionist.booking.type')} rules={required}>
          <Select
            style={{ width: 200 }}
            options={types.map((x) => ({ value: x.id, label: x.name }))}
          />
        </Form.Item>
        <Form.Item name="fromDate" label={t('receptionist.setup.from')} rules={required}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="toDate" label={t('receptionist.setup.to')} rules={required}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="earliest" label={t('receptionist.waitlist.earliest')}>
          <Input type="time" />
        </Form.Item>
        <Form.Item name="latest" label={t('receptionist.waitlist.latest')}>
          <Input type="time" />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          {t('receptionist.waitlist.add')}
        </Button>
      </Form>
      <Table<WaitlistEntry>
        rowKey="id"
        size="small"
        pagination={false}
        loading={waitlist.isLoading}
        dataSource={waitlist.data ?? []}
        scroll={{ x: 560 }}
        columns={[
          { title: t('receptionist.booking.patient'), dataIndex: 'patientName' },
          { title: t('receptionist.booking.type'), dataIndex: 'typeName' },
          { title: t('receptionist.setup.from'), dataIndex: 'fromDate' },
          { title: t('receptionist.setup.to'), dataIndex: 'toDate' },
          {
            title: t('receptionist.waitlist.times'),
            render: (_, e) => `${e.earliest ?? '—'} – ${e.latest ?? '—'}`,
          },
        ]}
      />
    </div>
  );
}
