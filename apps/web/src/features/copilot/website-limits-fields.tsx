import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Hours between scheduled re-syncs the admin can choose; null: only when asked. */
const SCHEDULES = [null, 24, 24 * 7] as const;
const scheduleKey = { null: 'scheduleNone', 24: 'scheduleDaily', 168: 'scheduleWeekly' } as const;

/** How deep and how many pages the crawler may go, and how often the site is re-synced. */
export function WebsiteLimitsFields() {
  const { t } = useTranslation();
  return (
    <div className="copilot-row">
      <Form.Item name="maxDepth" label={t('copilot.sources.depth')}>
        <InputNumber min={0} max={5} />
      </Form.Item>
      <Form.Item name="maxPages" label={t('copilot.sources.maxPages')}>
        <InputNumber min={1} max={2000} />
      </Form.Item>
      <Form.Item name="syncEveryHours" label={t('copilot.sources.schedule')}>
        <Select
          className="copilot-schedule"
          options={SCHEDULES.map((hours) => ({
            value: hours,
            label: t(`copilot.sources.${scheduleKey[String(hours) as keyof typeof scheduleKey]}`),
          }))}
        />
      </Form.Item>
    </div>
  );
}

/**
 * Enter in any field saves, as the dialog's OK button does: a form of several fields submits on
 * Enter only when it has a submit button (the dialog's own is outside the form).
 */
export function EnterSubmits() {
  return <button type="submit" hidden />;
}
