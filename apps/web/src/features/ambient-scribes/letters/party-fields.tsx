import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Labelled inputs for a sender, recipient or patient; the address takes several lines. */
export function PartyFields<T extends Record<string, string>>({
  value,
  fields,
  prefix,
  onChange,
}: {
  value: T;
  fields: readonly (keyof T & string)[];
  /** Names the inputs uniquely on the page (`sender-name`). */
  prefix: string;
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="scribe-party">
      {fields.map((field) => {
        const id = `${prefix}-${field}`;
        const props = {
          id,
          value: value[field],
          onChange: (e: { target: { value: string } }) =>
            onChange({ ...value, [field]: e.target.value }),
        };
        return (
          <label key={field} htmlFor={id} className={field === 'address' ? 'is-wide' : undefined}>
            <span>{t(`scribeOut.letters.field.${field}`)}</span>
            {field === 'address' ? (
              <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
            ) : (
              <Input {...props} maxLength={200} />
            )}
          </label>
        );
      })}
    </div>
  );
}
