import { useTranslation } from 'react-i18next';
import { App as AntApp, Form, Modal } from 'antd';
import type { Patient, PatientEntity } from '@dermadesk/contracts';
import { useUpdatePatient } from './api/patient-record';
import {
  checkPatientForm,
  formValuesOf,
  PatientFormFields,
  serverFieldErrors,
  type PatientFormValues,
} from './patient-form';

/** Changes a patient's details, subject IDs and the organisation's own fields. */
export function PatientEditDialog({
  open,
  patient,
  entity,
  onClose,
}: {
  open: boolean;
  patient: Patient;
  entity: PatientEntity;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<PatientFormValues>();
  const update = useUpdatePatient();

  async function submit() {
    const checked = checkPatientForm(await form.validateFields(), entity, t);
    if ('errors' in checked) {
      form.setFields(checked.errors);
      return;
    }
    update.mutate(
      { id: patient.id, body: checked.body },
      {
        onSuccess: () => {
          void message.success(t('receptionist.common.saved'));
          onClose();
        },
        onError: (e) => {
          const errors = serverFieldErrors(e, t);
          if (errors.length) form.setFields(errors);
          else void message.error(t('errors.unexpected'));
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      title={t('frontDesk.patient.edit')}
      okText={t('receptionist.common.save')}
      cancelText={t('receptionist.common.close')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <PatientFormFields form={form} entity={entity} initial={formValuesOf(patient)} />
    </Modal>
  );
}
