import { useTranslation } from 'react-i18next';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// antd's pickers name months and days, and start the week, from the dayjs locale its own locale
// maps to (fr_FR → fr, pt_BR → pt-br…). Registered here, so only the Receptionist's chunk carries
// them, never the shell's first load.
import 'dayjs/locale/fr';
import 'dayjs/locale/vi';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';

/**
 * Date and time fields in the UI language (native inputs show mm/dd/yyyy whatever the page says),
 * holding the same strings the API takes: `YYYY-MM-DD`, `HH:mm`, and `YYYY-MM-DDTHH:mm` for a
 * wall-clock moment. They work inside a Form.Item (value/onChange) and inside a <label>.
 */
interface FieldProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  'aria-label'?: string;
}

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';
const DATE_TIME = `${DATE}T${TIME}`;

/** The language's day/month/year order as a dayjs pattern, e.g. DD/MM/YYYY in French. */
export function datePattern(language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(2000, 10, 22))
    .map((p) =>
      p.type === 'year'
        ? 'YYYY'
        : p.type === 'month'
          ? 'MM'
          : p.type === 'day'
            ? 'DD'
            : `[${p.value}]`,
    )
    .join('');
}

const parsed = (value: string | null | undefined, format: string) => {
  const d = value ? dayjs(value, format, true) : null;
  return d?.isValid() ? d : null;
};
const emit = (onChange: FieldProps['onChange'], format: string) => (d: Dayjs | null) =>
  onChange?.(d ? d.format(format) : undefined);

export function DateField({ value, onChange, ...rest }: FieldProps) {
  const { i18n } = useTranslation();
  return (
    <DatePicker
      {...rest}
      value={parsed(value, DATE)}
      onChange={emit(onChange, DATE)}
      format={datePattern(i18n.language)}
    />
  );
}

export function TimeField({ value, onChange, ...rest }: FieldProps) {
  return (
    <TimePicker
      {...rest}
      value={parsed(value, TIME)}
      onChange={emit(onChange, TIME)}
      format={TIME}
      minuteStep={5}
      needConfirm={false}
    />
  );
}

/** A date and a time of day as wall-clock values (the caller puts them in the clinic's zone). */
export function DateTimeField({ value, onChange, ...rest }: FieldProps) {
  const { i18n } = useTranslation();
  return (
    <DatePicker
      {...rest}
      showTime={{ format: TIME, minuteStep: 5 }}
      value={parsed(value, DATE_TIME)}
      onChange={emit(onChange, DATE_TIME)}
      format={`${datePattern(i18n.language)} ${TIME}`}
      needConfirm={false}
    />
  );
}
