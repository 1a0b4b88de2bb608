import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, Select, Skeleton, Space } from 'antd';
import type { Resource, WorkingHours } from '@dermadesk/contracts';
import { useHours, useSaveHours } from './api/setup';
import {
  dayProblem,
  draftOf,
  fillDays,
  hoursOf,
  isClock,
  SUGGESTED_WEEK,
  WEEKDAYS,
  type HoursInterval,
  type WeekDraft,
} from './working-hours';

/** An interval's two fields and the words naming them. */
const BOUNDS = [
  ['start', 'from'],
  ['end', 'to'],
] as const;

interface HoursEditorProps {
  resources: Resource[];
  onSaved: () => void;
  onFail: () => void;
}

/**
 * A resource's working hours: pick it and its saved week shows, a weekday a row with its intervals
 * (a lunch break is two), each editable; the ticked days can be filled at once; all of it is saved
 * together.
 */
export function HoursEditor({ resources, onSaved, onFail }: HoursEditorProps) {
  const { t } = useTranslation();
  const [resourceId, setResourceId] = useState<string>();
  const saved = useHours(resourceId);
  return (
    <>
      <h4>{t('receptionist.setup.hours')}</h4>
      <Select
        value={resourceId}
        onChange={setResourceId}
        style={{ width: 260, maxWidth: '100%' }}
        placeholder={t('receptionist.setup.pickResource')}
        aria-label={t('receptionist.setup.pickResource')}
        options={resources.map((r) => ({ value: r.id, label: r.name }))}
      />
      {resourceId && saved.isError && (
        <Alert
          type="error"
          showIcon
          message={t('receptionist.common.loadFailed')}
          action={
            <Button size="small" onClick={() => void saved.refetch()}>
              {t('receptionist.common.retry')}
            </Button>
          }
        />
      )}
      {resourceId && saved.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {resourceId && saved.data && (
        // Keyed by resource: another resource's week never starts from this one's edits.
        <WeekForm
          key={resourceId}
          resourceId={resourceId}
          saved={saved.data}
          onSaved={onSaved}
          onFail={onFail}
        />
      )}
    </>
  );
}

function WeekForm({
  resourceId,
  saved,
  onSaved,
  onFail,
}: {
  resourceId: string;
  saved: WorkingHours[];
  onSaved: () => void;
  onFail: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHours();
  const [week, setWeek] = useState<WeekDraft>(() =>
    saved.length ? draftOf(saved) : SUGGESTED_WEEK,
  );
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [fill, setFill] = useState<HoursInterval>({ start: '09:00', end: '17:00' });
  const setDay = (day: number, intervals: HoursInterval[]) =>
    setWeek((w) => ({ ...w, [day]: intervals }));
  const valid = WEEKDAYS.every((d) => dayProblem(week[d] ?? []) === null);
  const fillValid = dayProblem([fill]) === null;

  return (
    <div className="rx-hours">
      {!saved.length && <Alert type="info" showIcon message={t('receptionist.setup.suggested')} />}
      <Space wrap align="center" className="rx-hours-fill">
        <Checkbox.Group
          value={days}
          onChange={(v) => setDays(v)}
          options={WEEKDAYS.map((d) => ({ value: d, label: t(`receptionist.weekday.${d}`) }))}
        />
        <ClockInput
          label={t('receptionist.setup.from')}
          value={fill.start}
          onChange={(start) => setFill((f) => ({ ...f, start }))}
        />
        <ClockInput
          label={t('receptionist.setup.to')}
          value={fill.end}
          onChange={(end) => setFill((f) => ({ ...f, end }))}
        />
        <Button
          disabled={!days.length || !fillValid}
          onClick={() => setWeek((w) => fillDays(w, days, fill))}
        >
          {t('receptionist.setup.applyToDays')}
        </Button>
      </Space>
      <ul className="rx-hours-week">
        {WEEKDAYS.map((day) => {
          const name = t(`receptionist.weekday.${day}`);
          const intervals = week[day] ?? [];
          const problem = dayProblem(intervals);
          return (
            <li key={day}>
              <strong className="rx-hours-day">{name}</strong>
              {!intervals.length && (
                <span className="rx-muted">{t('receptionist.setup.closed')}</span>
              )}
              {intervals.map((interval, n) => (
                <Space key={n} size={4} align="center">
                  {BOUNDS.map(([field, word]) => (
                    <ClockInput
                      key={field}
                      label={`${name} ${t(`receptionist.setup.${word}`)}`}
                      visible={t(`receptionist.setup.${word}`)}
                      value={interval[field]}
                      invalid={problem !== null}
                      onChange={(value) =>
                        setDay(
                          day,
                          intervals.map((i, k) => (k === n ? { ...i, [field]: value } : i)),
                        )
                      }
                    />
                  ))}
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`${name}: ${t('receptionist.setup.removeHours')}`}
                    onClick={() =>
                      setDay(
                        day,
                        intervals.filter((_, k) => k !== n),
                      )
                    }
                  />
                </Space>
              ))}
              <Button
                type="link"
                icon={<PlusOutlined />}
                aria-label={`${name}: ${t('receptionist.setup.addHours')}`}
                onClick={() => setDay(day, [...intervals, nextInterval(intervals)])}
              >
                {t('receptionist.setup.addHours')}
              </Button>
              {problem && (
                <span role="alert" className="rx-error">
                  {t(`receptionist.setup.hoursProblem.${problem}`)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        type="primary"
        disabled={!valid}
        loading={save.isPending}
        onClick={() =>
          save.mutate({ resourceId, hours: hoursOf(week) }, { onSuccess: onSaved, onError: onFail })
        }
      >
        {t('receptionist.setup.saveHours')}
      </Button>
    </div>
  );
}

/** A day's next interval: the afternoon after a morning, or a morning on a closed day. */
function nextInterval(intervals: HoursInterval[]): HoursInterval {
  const last = intervals.at(-1);
  if (!last) return { start: '09:00', end: '12:00' };
  return { start: last.end < '14:00' ? '14:00' : last.end, end: '18:00' };
}

/** An HH:mm field; `label` names it for screen readers, `visible` (or `label`) shows before it. */
function ClockInput({
  label,
  visible = label,
  value,
  invalid = false,
  onChange,
}: {
  label: string;
  visible?: string;
  value: string;
  invalid?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="rx-clock">
      <span aria-hidden="true">{visible}</span>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        status={invalid || !isClock(value) ? 'error' : undefined}
        placeholder="HH:mm"
        inputMode="numeric"
        maxLength={5}
        style={{ width: 72 }}
        aria-label={label}
      />
    </label>
  );
}
