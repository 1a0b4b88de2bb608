import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, App as AntApp, Button, Form, Input, Modal } from 'antd';
import type { Patient } from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';
import { paths } from '../../lib/paths';
import { usePatientEntity } from './api/patient-record';
import { useCreatePatient, useMergePatients, usePatients } from './api/patients';
import { DeskTable } from './desk-table';
import {
  checkPatientForm,
  PatientFormFields,
  serverFieldErrors,
  type PatientFormValues,
} from './patient-form';
import { formatDay } from './zoned-format';

/** Search patients by name, phone, date of birth or subject ID; create with a duplicate check. */
export function PatientsPanel() {
  const { t, i18n } = useTranslation();
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
      <DeskTable<Patient>
        rowKey="id"
        loading={patients.isLoading}
        dataSource={patients.data ?? []}
        empty={q.trim() ? t('frontDesk.empty.noMatch') : t('frontDesk.empty.patients')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected((keys as string[]).slice(0, 2)),
        }}
        columns={[
          {
            key: 'lastName',
            title: t('receptionist.patients.lastName'),
            render: (p) => <Link to={paths.receptionistPatient.href(p.id)}>{p.lastName}</Link>,
          },
          {
            key: 'firstName',
            title: t('receptionist.patients.firstName'),
            render: (p) => p.firstName,
          },
          {
            key: 'dateOfBirth',
            title: t('receptionist.patients.dateOfBirth'),
            render: (p) => formatDay(p.dateOfBirth, i18n.language),
          },
          { key: 'phone', title: t('receptionist.patients.phone'), render: (p) => p.phone },
          {
            key: 'subjectIds',
            title: t('receptionist.patients.subjectIds'),
            render: (p) => p.subjectIds.join(', ') || '—',
          },
        ]}
      />
      <PatientDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

/** The new-patient form, built from the organisation's fields; a likely duplicate asks first. */
function PatientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<PatientFormValues>();
  const [duplicates, setDuplicates] = useState<Patient[]>([]);
  const entity = usePatientEntity();
  const create = useCreatePatient();

  async function submit(confirmDuplicate: boolean) {
    if (!entity.data) return;
    const checked = checkPatientForm(await form.validateFields(), entity.data, t);
    if ('errors' in checked) {
      form.setFields(checked.errors);
      return;
    }
    create.mutate(
      { ...checked.body, confirmDuplicate },
      {
        onSuccess: () => {
          void message.success(t('receptionist.patients.created'));
          setDuplicates([]);
          form.resetFields();
          onClose();
        },
        onError: (e) => {
          const found = isApiError(e) && (e.details as { duplicates?: Patient[] })?.duplicates;
          const fieldErrors = serverFieldErrors(e, t);
          if (found) setDuplicates(found);
          else if (fieldErrors.length) form.setFields(fieldErrors);
          else void message.error(t('errors.unexpected'));
        },
      },
    );
  }

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
      okButtonProps={{ disabled: !entity.data }}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      {entity.data && <PatientFormFields form={form} entity={entity.data} />}
      {duplicates.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('receptionist.patients.duplicate')}
          description={duplicates
            .map(
              (d) =>
                `${d.lastName} ${d.firstName} · ${formatDay(d.dateOfBirth, i18n.language)} · ${d.phone}`,
            )
            .join('; ')}
        />
      )}
    </Modal>
  );
}
