import { App, Card, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScribeOptions } from '@dermadesk/contracts';
import { useSaveScribeOptions, useScribeOptions } from '../api/options';

const OPTIONS = [
  'realtimeTranscription',
  'skipTranscription',
  'fastExtraction',
  'skipRevision',
] as const satisfies readonly (keyof ScribeOptions)[];

/** My transcription and drafting options, each with what it changes. */
export function OptionsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const options = useScribeOptions();
  const save = useSaveScribeOptions();
  const current = options.data;

  return (
    <Card title={t('scribe.settings.options.title')} className="scribe-settings-card">
      <ul className="scribe-options">
        {OPTIONS.map((key) => {
          // Skipping transcription needs a chat model that says it hears audio.
          const offered = key !== 'skipTranscription' || Boolean(current?.audioInputAvailable);
          const id = `scribe-option-${key}`;
          return (
            <li key={key} data-option={key}>
              <Switch
                id={id}
                aria-describedby={`${id}-help`}
                checked={Boolean(current?.[key])}
                disabled={!current || !offered || save.isPending}
                onChange={(checked) => {
                  if (!current) return;
                  const { audioInputAvailable: _available, ...rest } = current;
                  save.mutate(
                    { ...rest, [key]: checked },
                    {
                      onSuccess: () => void message.success(t('scribe.settings.saved')),
                      onError: () => void message.error(t('errors.storeData')),
                    },
                  );
                }}
              />
              <div>
                <label htmlFor={id} className="scribe-option-name">
                  {t(`scribe.settings.options.${key}`)}
                </label>
                <Typography.Paragraph type="secondary" id={`${id}-help`}>
                  {t(`scribe.settings.options.${key}Help`)}
                  {!offered && ` ${t('scribe.settings.options.noAudioModel')}`}
                </Typography.Paragraph>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
