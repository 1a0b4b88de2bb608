import { useTranslation } from 'react-i18next';
import { App as AntApp, Button, Popconfirm, Space, Switch, Typography } from 'antd';
import type { ReceptionistSettings } from '@dermadesk/contracts';
import { paths } from '../../../lib/paths';
import { useSaveSettings } from '../api/setup';
import { usePublicLink, useRotatePublicLink } from './api/public-link';

/**
 * The patient chat's public link, for the clinic's website: switched on or off here (admins),
 * and replaced when it was shared where it should not have been.
 */
export function PublicLinkSection({ settings }: { settings: ReceptionistSettings }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const link = usePublicLink();
  const save = useSaveSettings();
  const rotate = useRotatePublicLink();
  const fail = () => void message.error(t('rxAssistant.link.adminOnly'));
  const url = link.data
    ? `${window.location.origin}${paths.publicBooking.href(link.data.key)}`
    : '';

  return (
    <section className="rx-panel" data-testid="rx-public-link">
      <h3>{t('rxAssistant.link.title')}</h3>
      <p className="rx-muted">{t('rxAssistant.link.hint')}</p>
      <Space wrap>
        <Switch
          checked={settings.publicBooking}
          loading={save.isPending}
          onChange={(publicBooking) =>
            save.mutate({ ...settings, publicBooking }, { onError: fail })
          }
          aria-label={t('rxAssistant.link.enabled')}
        />
        <span>{t(settings.publicBooking ? 'rxAssistant.link.on' : 'rxAssistant.link.off')}</span>
      </Space>
      {url && (
        <Typography.Paragraph
          copyable={{ text: url }}
          className="rx-link"
          data-testid="rx-public-url"
        >
          {url}
        </Typography.Paragraph>
      )}
      <Popconfirm
        title={t('rxAssistant.link.replaceConfirm')}
        okText={t('rxAssistant.link.replace')}
        cancelText={t('rxAssistant.cancel')}
        onConfirm={() => rotate.mutate(undefined, { onError: fail })}
      >
        <Button loading={rotate.isPending}>{t('rxAssistant.link.replace')}</Button>
      </Popconfirm>
    </section>
  );
}
