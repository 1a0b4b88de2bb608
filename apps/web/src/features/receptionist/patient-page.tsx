import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { App as AntApp, Button, Descriptions, Space, Tag } from 'antd';
import {
  ArrowLeftOutlined,
  DownloadOutlined,
  EditOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { Appointment, PatientRecord, SubjectResult } from '@dermadesk/contracts';
import { StatusMessage } from '../../components/status-message';
import { isApiError } from '../../lib/api/api-error';
import { useModuleName } from '../../lib/module-name';
import { paths } from '../../lib/paths';
import { useDownloadPatientFhir, usePatientEntity, usePatientRecord } from './api/patient-record';
import { useSetup } from './api/setup';
import { PatientEditDialog } from './patient-edit-dialog';
import { PatientNotes } from './patient-notes';
import { DeskTable } from './desk-table';
import { formatDay, formatInZone } from './zoned-format';
import './receptionist.css';

/**
 * One patient: details and the organisation's own fields, appointments, the Skin AI results of
 * their subject IDs (from History), and their chart and call notes; edit and FHIR export.
 */
export default function PatientPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const record = usePatientRecord(id);
  const setup = useSetup();

  if (record.isError || setup.isError) {
    const missing = isApiError(record.error) && record.error.status === 404;
    return (
      <StatusMessage
        icon={<WarningOutlined />}
        title={missing ? t('frontDesk.patient.notFound') : t('errors.unexpected')}
        detail={missing ? t('frontDesk.patient.notFoundDetail') : t('frontDesk.patient.loadFailed')}
        action={
          <Space>
            <Link to={paths.receptionist.href()}>{t('frontDesk.patient.back')}</Link>
            {!missing && (
              <Button onClick={() => void Promise.all([record.refetch(), setup.refetch()])}>
                {t('receptionist.common.retry')}
              </Button>
            )}
          </Space>
        }
      />
    );
  }
  if (!record.data || !setup.data) return null;
  return <PatientView record={record.data} zone={setup.data.settings.timeZone} />;
}

function PatientView({ record, zone }: { record: PatientRecord; zone: string }) {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const entity = usePatientEntity();
  const fhir = useDownloadPatientFhir();
  const [editing, setEditing] = useState(false);
  const { patient } = record;
  const when = (iso: string) => formatInZone(iso, i18n.language, zone, 'dayInYear');
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const fields = entity.data?.fields ?? [];

  const extraText = (value: unknown) =>
    typeof value === 'boolean'
      ? t(value ? 'frontDesk.form.yes' : 'frontDesk.form.no')
      : String(value);

  return (
    <div className="rx-page rx-patient">
      <Link to={paths.receptionist.href()} className="rx-back">
        <ArrowLeftOutlined /> {t('frontDesk.patient.back')}
      </Link>
      <div className="rx-patient-head">
        <h1 className="rx-title">
          {patient.lastName} {patient.firstName}
        </h1>
        <Space wrap>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} disabled={!entity.data}>
            {t('frontDesk.patient.edit')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={fhir.isPending}
            onClick={() =>
              fhir.mutate(patient, { onError: () => void message.error(t('errors.unexpected')) })
            }
          >
            {t('frontDesk.patient.fhir')}
          </Button>
        </Space>
      </div>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
        items={[
          {
            label: t('receptionist.patients.dateOfBirth'),
            children: formatDay(patient.dateOfBirth, i18n.language),
          },
          { label: t('receptionist.patients.sex'), children: t(`receptionist.sex.${patient.sex}`) },
          { label: t('receptionist.patients.phone'), children: patient.phone || '—' },
          { label: t('receptionist.patients.email'), children: patient.email || '—' },
          {
            label: t('frontDesk.form.language'),
            children: patient.preferredLanguage
              ? (languageName.of(patient.preferredLanguage) ?? patient.preferredLanguage)
              : '—',
          },
          { label: t('frontDesk.form.address'), children: patient.address || '—' },
          {
            label: t('receptionist.patients.consent'),
            children: t(patient.contactConsent ? 'frontDesk.form.yes' : 'frontDesk.form.no'),
          },
          {
            label: t('receptionist.patients.subjectIds'),
            children: patient.subjectIds.length
              ? patient.subjectIds.map((s) => <Tag key={s}>{s}</Tag>)
              : '—',
          },
          ...fields.map((f) => ({
            label: f.label,
            children:
              patient.extra[f.key] === undefined || patient.extra[f.key] === null
                ? '—'
                : extraText(patient.extra[f.key]),
          })),
          ...(patient.notes
            ? [
                {
                  label: t('frontDesk.form.notes'),
                  children: patient.notes,
                  span: 'filled' as const,
                },
              ]
            : []),
        ]}
      />
      <h2 className="rx-subtitle">{t('frontDesk.patient.appointments')}</h2>
      <AppointmentsTable appointments={record.appointments} when={when} />
      <h2 className="rx-subtitle">{t('frontDesk.patient.results')}</h2>
      <ResultsTable
        results={record.results}
        when={when}
        hasSubjects={patient.subjectIds.length > 0}
      />
      <h2 className="rx-subtitle">{t('frontDesk.patient.notes')}</h2>
      <PatientNotes patientId={patient.id} notes={record.notes} when={when} />
      {entity.data && (
        <PatientEditDialog
          open={editing}
          patient={patient}
          entity={entity.data}
          onClose={() => setEditing(false)}
        />
      )}
    </div>
  );
}

function AppointmentsTable({
  appointments,
  when,
}: {
  appointments: Appointment[];
  when: (iso: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <DeskTable<Appointment>
      rowKey="id"
      pagination={appointments.length > 10 ? { pageSize: 10 } : false}
      dataSource={appointments}
      empty={t('frontDesk.patient.noAppointments')}
      columns={[
        { key: 'when', title: t('receptionist.booking.when'), render: (a) => when(a.start) },
        { key: 'type', title: t('receptionist.booking.type'), render: (a) => a.typeName },
        {
          key: 'status',
          title: t('frontDesk.patient.status'),
          render: (a) =>
            a.status === 'cancelled' ? (
              <span>
                <Tag color="red">{t('frontDesk.patient.cancelled')}</Tag>
                {a.cancelReason}
              </span>
            ) : (
              <Tag color="blue">{t('frontDesk.patient.booked')}</Tag>
            ),
        },
      ]}
    />
  );
}

function ResultsTable({
  results,
  when,
  hasSubjects,
}: {
  results: SubjectResult[];
  when: (iso: string) => string;
  hasSubjects: boolean;
}) {
  const { t, i18n } = useTranslation();
  const moduleName = useModuleName();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <DeskTable<SubjectResult>
      rowKey="uploadId"
      pagination={results.length > 10 ? { pageSize: 10 } : false}
      dataSource={results}
      empty={hasSubjects ? t('frontDesk.patient.noResults') : t('frontDesk.patient.noSubjects')}
      columns={[
        {
          key: 'savedOn',
          title: t('frontDesk.patient.savedOn'),
          render: (r) => (
            <Link to={paths.result.href(String(r.uploadId))}>{when(r.createdAt)}</Link>
          ),
        },
        {
          key: 'subject',
          title: t('receptionist.patients.subjectIds'),
          render: (r) => r.subjectId,
        },
        {
          key: 'module',
          title: t('frontDesk.patient.module'),
          render: (r) => moduleName(r.module),
        },
        {
          key: 'score',
          title: t('frontDesk.patient.score'),
          render: (r) =>
            r.score
              ? `${r.score.instrument} ${number.format(r.score.value)}${r.score.band ? ` · ${r.score.band}` : ''}`
              : '—',
        },
        { key: 'images', title: t('frontDesk.patient.images'), render: (r) => r.imageCount },
      ]}
    />
  );
}
