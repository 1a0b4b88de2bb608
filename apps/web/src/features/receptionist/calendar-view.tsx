import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar, luxonLocalizer, Views, type View } from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import { DateTime, Settings } from 'luxon';
import { App as AntApp } from 'antd';
import type { Appointment, Resource } from '@dermadesk/contracts';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useAppointments, useMove } from './api/appointments';
import { conflictText } from './conflict';

/** The narrowest a resource's day column gets before the calendar scrolls sideways (px). */
const COLUMN = 110;
/** The time gutter's width (px). */
const GUTTER = 60;

/** One appointment in one resource's column (an appointment using two resources shows twice). */
export interface CalendarEvent {
  appointment: Appointment;
  resourceId: string;
  title: string;
  start: Date;
  end: Date;
}

// The add-on ships as CommonJS only; the bundler hands its `default` export over once more
// wrapped in a module object, which a plain default import calls and fails on.
type WithDragAndDrop = typeof dragAndDrop.default;
const withDragAndDrop =
  (dragAndDrop.default as unknown as { default?: WithDragAndDrop }).default ?? dragAndDrop.default;
const DnDCalendar = withDragAndDrop<CalendarEvent, Resource>(Calendar);

export interface CalendarViewProps {
  zone: string;
  resources: Resource[];
  onSelectSlot: (slot: { start: Date; resourceId?: string }) => void;
  onSelectEvent: (appointment: Appointment) => void;
}

/**
 * Luxon reads and writes every date in its default zone, so setting it to the organisation's
 * makes the calendar show the clinic's wall clock whatever the browser's zone.
 */
function localizerIn(zone: string) {
  Settings.defaultZone = zone;
  return luxonLocalizer(DateTime, { firstDayOfWeek: 1 });
}

/** The month around the shown date, a week either side: what any of the three views needs. */
function rangeAround(date: Date) {
  const d = DateTime.fromJSDate(date);
  return {
    from: d.startOf('month').minus({ days: 7 }).toUTC().toISO()!,
    to: d.endOf('month').plus({ days: 7 }).toUTC().toISO()!,
  };
}

/** How many lines a short appointment's text may take in the time grid (CSS clamps them). */
function linesClass(e: CalendarEvent): string | undefined {
  const minutes = (e.end.getTime() - e.start.getTime()) / 60_000;
  if (minutes < 20) return 'rx-lines-1';
  return minutes < 30 ? 'rx-lines-2' : undefined;
}

/**
 * The booking calendar: day, week and month, a column per resource in day and week views, in
 * the organisation's time zone (react-big-calendar with Luxon, whose default zone we set).
 */
export function CalendarView({ zone, resources, onSelectSlot, onSelectEvent }: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const [view, setView] = useState<View>(Views.DAY);
  const [date, setDate] = useState(() => new Date());
  const localizer = useMemo(() => localizerIn(zone), [zone]);
  const range = useMemo(() => rangeAround(date), [date]);
  const appointments = useAppointments(range);
  const move = useMove();

  const month = view === Views.MONTH;
  // A column per resource in day and week views; the month has none, so each appointment once.
  const events = useMemo<CalendarEvent[]>(
    () =>
      (appointments.data ?? []).flatMap((a) =>
        (month ? a.resourceIds.slice(0, 1) : a.resourceIds).map((resourceId) => ({
          appointment: a,
          resourceId,
          title: `${a.patientName} · ${a.typeName}`,
          start: new Date(a.start),
          end: new Date(a.end),
        })),
      ),
    [appointments.data, month],
  );
  const active = resources.filter((r) => r.active);
  // The time grid's header and body get one width (COLUMN px per resource and day), wider than
  // the screen when need be, and the grid scrolls sideways under the toolbar: a minimum width on
  // the body's day columns alone put the week view's appointments under the wrong resource and
  // day.
  const columns = month ? 0 : active.length * (view === Views.WEEK ? 7 : 1);

  function change(
    event: CalendarEvent,
    start: Date,
    end: Date,
    resourceId: string | number | undefined,
  ) {
    const ids = event.appointment.resourceIds;
    const target = typeof resourceId === 'string' ? resourceId : undefined;
    // Dropped in another column: that resource replaces the one it was dragged from.
    const resourceIds =
      target && target !== event.resourceId
        ? ids.map((id) => (id === event.resourceId ? target : id))
        : undefined;
    move.mutate(
      { id: event.appointment.id, start: start.toISOString(), end: end.toISOString(), resourceIds },
      {
        onSuccess: () => void message.success(t('receptionist.calendar.moved')),
        onError: (e) => void message.error(conflictText(e, t, i18n.language, zone)),
      },
    );
  }

  const hhmm = (d: Date) => DateTime.fromJSDate(d).toFormat('HH:mm');
  const inLanguage = (d: Date, format: string) =>
    DateTime.fromJSDate(d).setLocale(i18n.language).toFormat(format);
  return (
    <div
      className="rx-calendar"
      data-testid="rx-calendar"
      style={{ ['--rx-time-width' as string]: `${GUTTER + columns * COLUMN}px` }}
    >
      <DnDCalendar
        localizer={localizer}
        culture={i18n.language}
        events={events}
        view={view}
        views={[Views.DAY, Views.WEEK, Views.MONTH]}
        onView={setView}
        date={date}
        onNavigate={setDate}
        resources={month ? undefined : active}
        resourceIdAccessor={(r) => r.id}
        resourceTitleAccessor={(r) => r.name}
        resourceAccessor={(e) => e.resourceId}
        step={15}
        timeslots={2}
        min={new Date(1970, 0, 1, 7, 0)}
        max={new Date(1970, 0, 1, 20, 0)}
        scrollToTime={new Date(1970, 0, 1, 8, 0)}
        selectable
        resizable
        popup
        onSelectSlot={(slot) =>
          onSelectSlot({
            start: slot.start,
            resourceId: typeof slot.resourceId === 'string' ? slot.resourceId : undefined,
          })
        }
        onSelectEvent={(e) => onSelectEvent(e.appointment)}
        onEventDrop={({ event, start, end, resourceId }) =>
          change(event, new Date(start), new Date(end), resourceId)
        }
        onEventResize={({ event, start, end }) =>
          change(event, new Date(start), new Date(end), undefined)
        }
        eventPropGetter={(e) => ({
          className: linesClass(e),
          style: { backgroundColor: e.appointment.colour, borderColor: e.appointment.colour },
        })}
        tooltipAccessor={(e) => `${hhmm(e.start)}–${hhmm(e.end)} ${e.title}`}
        formats={{
          timeGutterFormat: (d: Date) => hhmm(d),
          eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) =>
            `${hhmm(start)}–${hhmm(end)}`,
          selectRangeFormat: ({ start, end }: { start: Date; end: Date }) =>
            `${hhmm(start)}–${hhmm(end)}`,
          agendaTimeFormat: (d: Date) => hhmm(d),
          // 'mercredi 25 novembre', 'Wednesday 25 November': the day first, in the user's language.
          dayHeaderFormat: (d: Date) => inLanguage(d, 'cccc d LLLL'),
          // A week's columns 'Mon 30', 'lun. 30'; its title '30 November – 6 December'.
          dayFormat: (d: Date) => inLanguage(d, 'ccc d'),
          dayRangeHeaderFormat: ({ start, end }: { start: Date; end: Date }) =>
            `${inLanguage(start, 'd LLLL')} – ${inLanguage(end, 'd LLLL')}`,
        }}
        messages={{
          today: t('receptionist.calendar.today'),
          previous: t('receptionist.calendar.previous'),
          next: t('receptionist.calendar.next'),
          day: t('receptionist.calendar.day'),
          week: t('receptionist.calendar.week'),
          month: t('receptionist.calendar.month'),
          noEventsInRange: t('receptionist.calendar.empty'),
          showMore: (n: number) => t('receptionist.calendar.more', { count: n }),
        }}
        style={{ height: 720 }}
      />
    </div>
  );
}
