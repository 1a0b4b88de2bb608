import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import {
  resourceKinds,
  type AppointmentType,
  type Resource,
  type ResourceKind,
} from '@dermadesk/contracts';
import { ClosuresSection } from './closures-section';
import { DeskTable } from './desk-table';
import { HoursEditor } from './hours-editor';
import { PatientFieldsSection } from './patient-fields-section';
import { useCreateResource, useCreateType, useSaveSettings, type Setup } from './api/setup';

const ZONES = Intl.supportedValuesOf('timeZone');

/**
 * The front desk's set-up: time zone, resources and their hours, appointment types, closures
 * and the organisation's own patient fields.
 */
export function SetupPanel({ setup }: { setup: Setup }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const saveSettings = useSaveSettings();
  const fail = () => void message.error(t('errors.unexpected'));
  const saved = () => void message.success(t('receptionist.common.saved'));

  return (
    <div className="rx-panel rx-setup">
      <section>
        <h3>{t('receptionist.setup.zone')}</h3>
        <Select
          showSearch
          style={{ width: 280 }}
          value={setup.settings.timeZone}
          aria-label={t('receptionist.setup.zone')}
          options={ZONES.map((z) => ({ value: z, label: z }))}
          onChange={(timeZone: string) =>
            saveSettings.mutate(
              { ...setup.settings, timeZone },
              { onSuccess: saved, onError: fail },
            )
          }
        />
      </section>
      <ResourcesSection setup={setup} onSaved={saved} onFail={fail} />
      <TypesSection setup={setup} onSaved={saved} onFail={fail} />
      <ClosuresSection setup={setup} />
      <PatientFieldsSection />
    </div>
  );
}

interface SectionProps {
  setup: Setup;
  onSaved: () => void;
  onFail: () => void;
}

function ResourcesSection({ setup, onSaved, onFail }: SectionProps) {
  const { t } = useTranslation();
  const create = useCreateResource();
  const [kind, setKind] = useState<ResourceKind>('practitioner');
  const [name, setName] = useState('');

  return (
    <section>
      <h3>{t('receptionist.setup.resources')}</h3>
      <Space wrap>
        <Select
          value={kind}
          onChange={setKind}
          style={{ width: 160 }}
          aria-label={t('receptionist.setup.kind')}
          options={resourceKinds.map((k) => ({ value: k, label: t(`receptionist.kind.${k}`) }))}
        />
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('receptionist.setup.resourceName')}
          aria-label={t('receptionist.setup.resourceName')}
        />
        <Button
          disabled={!name.trim()}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              { kind, name },
              { onSuccess: () => (setName(''), onSaved()), onError: onFail },
            )
          }
        >
          {t('receptionist.setup.addResource')}
        </Button>
      </Space>
      <DeskTable<Resource>
        rowKey="id"
        dataSource={setup.resources}
        empty={t('frontDesk.empty.resources')}
        columns={[
          { key: 'name', title: t('receptionist.setup.resourceName'), render: (r) => r.name },
          {
            key: 'kind',
            title: t('receptionist.setup.kind'),
            render: (r) => t(`receptionist.kind.${r.kind}`),
          },
        ]}
      />
      <HoursEditor resources={setup.resources} onSaved={onSaved} onFail={onFail} />
    </section>
  );
}

interface TypeForm {
  name: string;
  durationMin: number;
  bufferBeforeMin: number;
  bufferAfterMin: number;
  resourceIds: string[];
  minNoticeMin: number;
  horizonDays: number;
  colour: string;
}

function TypesSection({ setup, onSaved, onFail }: SectionProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TypeForm>();
  const create = useCreateType();

  return (
    <section>
      <h3>{t('receptionist.setup.types')}</h3>
      <Form<TypeForm>
        form={form}
        layout="inline"
        className="rx-type-form"
        initialValues={{
          durationMin: 30,
          bufferBeforeMin: 0,
          bufferAfterMin: 0,
          minNoticeMin: 0,
          horizonDays: 90,
          colour: '#1677ff',
          resourceIds: [],
        }}
        onFinish={(values) =>
          create.mutate(values, {
            onSuccess: () => (form.resetFields(), onSaved()),
            onError: onFail,
          })
        }
      >
        <Form.Item
          name="name"
          label={t('receptionist.setup.typeName')}
          rules={[{ required: true, message: t('receptionist.common.required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="durationMin" label={t('receptionist.setup.duration')}>
          <InputNumber min={5} max={480} step={5} />
        </Form.Item>
        <Form.Item name="bufferBeforeMin" label={t('receptionist.setup.bufferBefore')}>
          <InputNumber min={0} max={240} />
        </Form.Item>
        <Form.Item name="bufferAfterMin" label={t('receptionist.setup.bufferAfter')}>
          <InputNumber min={0} max={240} />
        </Form.Item>
        <Form.Item name="minNoticeMin" label={t('receptionist.setup.notice')}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="horizonDays" label={t('receptionist.setup.horizon')}>
          <InputNumber min={1} max={730} />
        </Form.Item>
        <Form.Item
          name="resourceIds"
          label={t('receptionist.setup.needs')}
          rules={[{ required: true, message: t('receptionist.common.required') }]}
        >
          <Select
            mode="multiple"
            style={{ minWidth: 220 }}
            options={setup.resources.map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
        <Form.Item name="colour" label={t('receptionist.setup.colour')}>
          <Input type="color" style={{ width: 56 }} />
        </Form.Item>
        <Button htmlType="submit" loading={create.isPending}>
          {t('receptionist.setup.addType')}
        </Button>
      </Form>
      <DeskTable<AppointmentType>
        rowKey="id"
        dataSource={setup.types}
        empty={t('frontDesk.empty.types')}
        columns={[
          { key: 'name', title: t('receptionist.setup.typeName'), render: (x) => x.name },
          {
            key: 'duration',
            title: t('receptionist.setup.duration'),
            render: (x) => x.durationMin,
          },
          {
            key: 'buffers',
            title: t('receptionist.setup.buffers'),
            render: (x) => `${x.bufferBeforeMin} / ${x.bufferAfterMin}`,
          },
          {
            key: 'needs',
            title: t('receptionist.setup.needs'),
            render: (x) =>
              x.resourceIds
                .map((id) => setup.resources.find((r) => r.id === id)?.name ?? id)
                .join(', '),
          },
        ]}
      />
    </section>
  );
}
