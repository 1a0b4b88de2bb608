import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App as AntApp, Button, Checkbox, Form, Input, Modal, Select, Table } from 'antd';
import { patientInputSchema, sexes, type Patient, type PatientInput } from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';
import { useCreatePatient, useMergePatients, usePatients } from './api/patients';

/** Search patients by name, phone, date of birth or subject ID; create with a duplicate check. */
export function PatientsPanel() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const patients = usePatients(q);
  const merge = useMergePatients();

  function mergeSelected() {
    const [targetId, sourceId] = selected;
    if (!targetId || !sourceId) return;
    merge.mutate(
      { sourceId, targetId },
      {
        onSuccess: () => {
          void message.success(t('receptionist.patients.merged'));
          setSelected([]);
        },
        onError: () => void message.error(t('errors.unexpected')),
      },
    );
  }

  return (
    <div className="rx-panel">
      <div className="rx-toolbar">
        <Input.Search
          allowClear
          placeholder={t('receptionist.patients.searchPlaceholder')}
          aria-label={t('receptionist.patients.search')}
          onSearch={setQ}
          onChange={(e) => setQ(e.target.value)}
          style={{ maxWidth: 420 }}
        />
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('receptionist.patients.new')}
        </Button>
        <Button disabled={selected.length !== 2} loading={merge.isPending} onClick={mergeSelected}>
          {t('receptionist.patients.merge')}
        </Button>
      </div>
      <Table<Patient>
        rowKey="id"
        size="small"
        loading={patients.isLoading}
        dataSource={patients.data ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected((keys as string[]).slice(0, 2)),
        }}
        columns={[
          { title: t('receptionist.patients.lastName'), dataIndex: 'lastName' },
          { title: t('receptionist.patients.firstName'), dataIndex: 'firstName' },
          { title: t('receptionist.patients.dateOfBirth'), dataIndex: 'dateOfBirth' },
          { title: t('receptionist.patients.phone'), dataIndex: 'phone' },
          {
            title: t('receptionist.patients.subjectIds'),
            render: (_, p) => p.subjectIds.join(', '),
          },
        ]}
      />
      <PatientDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

/** The new-patient form, validated by the contract; a likely duplicate asks before creating. */
function PatientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<PatientInput>();
  const [duplicates, setDuplicates] = useState<Patient[]>([]);
  const create = useCreatePatient();

  async function submit(confirmDuplicate: boolean) {
    const values = await form.validateFields();
    const parsed = patientInputSchema.safeParse({ ...values, confirmDuplicate });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: i.path as never, errors: [i.message] })),
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        void message.success(t('receptionist.patients.created'));
        setDuplicates([]);
        form.resetFields();
        onClose();
      },
      onError: (e) => {
        const found = isApiError(e) && (e.details as { duplicates?: Patient[] })?.duplicates;
        if (found) setDuplicates(found);
        else void message.error(t('errors.unexpected'));
      },
    });
  }

  const required = [{ required: true, message: t('receptionist.common.required') }];
  return (
    <Modal
      open={open}
      title={t('receptionist.patients.new')}
      okText={
        duplicates.length ? t('receptionist.patients.createAnyway') : t('receptionist.common.save')
      }
      cancelText={t('receptionist.common.close')}
      onOk={() => void submit(duplicates.length > 0)}
      onCancel={() => {
        setDuplicates([]);
        onClose();
      }}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ sex: 'unknown', contactConsent: false }}>
        <Form.Item name="firstName" label={t('receptionist.patients.firstName')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="lastName" label={t('receptionist.patients.lastName')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item
          name="dateOfBirth"
          label={t('receptionist.patients.dateOfBirth')}
          rules={required}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item name="sex" label={t('receptionist.patients.sex')}>
          <Select options={sexes.map((s) => ({ value: s, label: t(`receptionist.sex.${s}`) }))} />
        </Form.Item>
        <Form.Item name="phone" label={t('receptionist.patients.phone')}>
          <Input type="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('receptionist.patients.email')}>
          <Input type="email" />
        </Form.Item>
        <Form.Item name="contactConsent" valuePropName="checked">
          <Checkbox>{t('receptionist.patients.consent')}</Checkbox>
        </Form.Item>
      </Form>
      {duplicates.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('receptionist.patients.duplicate')}
          description={duplicates
            .map((d) => `${d.lastName} ${d.firstName} · ${d.dateOfBirth} · ${d.phone}`)
            .join('; ')}
        />
      )}
    </Modal>
  );
}
