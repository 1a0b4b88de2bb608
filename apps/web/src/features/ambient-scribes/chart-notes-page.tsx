import { App, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { useCreateEncounter } from './api/create-encounter';
import { EncounterList } from './encounter-list';
import { EncounterView } from './encounter-view';
import './scribe.css';

/** Ambient Scribes: the encounter list beside the open encounter (kept in the URL). */
export default function ChartNotesPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const selected = params.get('encounter') ?? undefined;
  const q = params.get('q') ?? '';
  const create = useCreateEncounter();
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  return (
    <div className="scribe-page">
      <EncounterList
        q={q}
        onSearch={(text) => set({ q: text || undefined })}
        selected={selected}
        onSelect={(id) => set({ encounter: id })}
        creating={create.isPending}
        onCreate={() =>
          create.mutate(
            // Named in the clinician's language (the server's default name is English).
            {
              title: t('scribe.list.untitled', {
                date: new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date()),
              }),
            },
            {
              onSuccess: ({ id }) => set({ encounter: id }),
              onError: () => void message.error(t('errors.storeData')),
            },
          )
        }
      />
      <main className="scribe-main">
        <Link className="scribe-settings-link" to={paths.scribeSettings.href()}>
          <SettingOutlined aria-hidden /> {t('scribe.settings.title')}
        </Link>
        {selected ? (
          <EncounterView
            key={selected}
            id={selected}
            onDeleted={() => set({ encounter: undefined })}
          />
        ) : (
          <Typography.Paragraph type="secondary">
            {t('scribe.encounter.choose')}
          </Typography.Paragraph>
        )}
      </main>
    </div>
  );
}
