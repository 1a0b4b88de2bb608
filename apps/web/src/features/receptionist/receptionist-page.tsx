import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Skeleton, Tabs } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { Appointment } from '@dermadesk/contracts';
import { StatusMessage } from '../../components/status-message';
import { useSetup } from './api/setup';
import { AppointmentDialog } from './appointment-dialog';
import { BookingDialog } from './booking-dialog';
import { CalendarView } from './calendar-view';
import { AssistantPanel } from './assistant/assistant-panel';
import { CallPanel } from './assistant/call-panel';
import { PublicLinkSection } from './assistant/public-link-section';
import { TasksPanel } from './assistant/tasks-panel';
import { PatientsPanel } from './patients-panel';
import { SetupPanel } from './setup-panel';
import { WaitlistPanel } from './waitlist-panel';
import './receptionist.css';

const TABS = ['calendar', 'assistant', 'calls', 'tasks', 'patients', 'waitlist', 'setup'];

/**
 * The front desk: calendar, assistant, calls, handover tasks, patients, waitlist and set-up. The
 * open tab is in the URL (`?tab=`), so a reload or Back from a patient's page returns to it.
 */
export default function ReceptionistPage() {
  const { t } = useTranslation();
  const setup = useSetup();
  const [params, setParams] = useSearchParams();
  const [slot, setSlot] = useState<{ start: Date; resourceId?: string } | null>(null);
  const [open, setOpen] = useState<Appointment | null>(null);
  const unready = setup.data && !(setup.data.resources.length && setup.data.types.length);
  const asked = params.get('tab');
  // A desk not set up yet opens on Set-up; the URL keeps it there, or adding the first type
  // would switch the tab to the calendar under the receptionist's hands.
  useEffect(() => {
    if (unready && !asked) {
      setParams(
        (p) => {
          p.set('tab', 'setup');
          return p;
        },
        { replace: true },
      );
    }
  }, [unready, asked, setParams]);

  if (setup.isError) {
    return (
      <StatusMessage
        icon={<WarningOutlined />}
        title={t('errors.unexpected')}
        detail={t('receptionist.common.loadFailed')}
        action={
          <Button onClick={() => void setup.refetch()}>{t('receptionist.common.retry')}</Button>
        }
      />
    );
  }
  // The title at once, and the shape of the page while the set-up loads: never a blank page.
  if (!setup.data)
    return (
      <div className="rx-page" aria-busy="true">
        <h1 className="rx-title">{t('pages.receptionist')}</h1>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  const { settings, resources, types } = setup.data;
  const zone = settings.timeZone;
  const tab = asked && TABS.includes(asked) ? asked : unready ? 'setup' : 'calendar';

  return (
    <div className="rx-page">
      <h1 className="rx-title">{t('pages.receptionist')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (p) => {
              p.set('tab', key);
              return p;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'calendar',
            label: t('receptionist.tabs.calendar'),
            children: (
              <>
                {unready && <p className="rx-muted">{t('receptionist.setup.first')}</p>}
                <p className="rx-muted">{t('receptionist.calendar.hint', { zone })}</p>
                <CalendarView
                  zone={zone}
                  resources={resources}
                  onSelectSlot={setSlot}
                  onSelectEvent={setOpen}
                />
              </>
            ),
          },
          {
            key: 'assistant',
            label: t('receptionist.tabs.assistant'),
            children: <AssistantPanel types={types} />,
          },
          { key: 'calls', label: t('rxAssistant.tabs.calls'), children: <CallPanel /> },
          {
            key: 'tasks',
            label: t('rxAssistant.tabs.tasks'),
            children: <TasksPanel zone={zone} />,
          },
          { key: 'patients', label: t('receptionist.tabs.patients'), children: <PatientsPanel /> },
          {
            key: 'waitlist',
            label: t('receptionist.tabs.waitlist'),
            children: <WaitlistPanel types={types} />,
          },
          {
            key: 'setup',
            label: t('receptionist.tabs.setup'),
            children: (
              <>
                <SetupPanel setup={setup.data} />
                <PublicLinkSection settings={settings} />
              </>
            ),
          },
        ]}
      />
      <BookingDialog
        open={Boolean(slot)}
        zone={zone}
        types={types}
        start={slot?.start ?? null}
        resourceId={slot?.resourceId}
        onClose={() => setSlot(null)}
      />
      <AppointmentDialog
        appointment={open}
        resources={resources}
        zone={zone}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
