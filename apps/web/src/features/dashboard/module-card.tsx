import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MODULES_CONTACT_EMAIL, type ModuleAccess } from '@dermadesk/contracts';
import { Panel } from '../../components/panel';
import { paths } from '../../lib/paths';

/**
 * One module: name, what it measures, single or multi image, the demo label. Modules known by a
 * code name (OneK, TwoK, Napsosi...) keep it, as the product names them, with a plain subtitle.
 */
export function ModuleCard({ access }: { access: ModuleAccess }) {
  const { t, i18n } = useTranslation();
  const { module, available } = access;
  const name = t(`moduleName.${module.key}`);
  const subtitleKey = `moduleSubtitles.${module.key}`;
  const subtitle = i18n.exists(subtitleKey) ? t(subtitleKey) : null;
  return (
    <Panel
      small
      className="module-card"
      data-testid={`module-${module.number}`}
      title={
        <>
          {available ? (
            <Link to={paths.module.href(module.number)} className="module-card-link">
              {name}
            </Link>
          ) : (
            <span>{name}</span>
          )}
          {subtitle ? <span className="module-subtitle">{subtitle}</span> : null}
        </>
      }
    >
      <p>{t(`modules.${module.key}.description`)}</p>
      <div>
        <Tag>
          {t(module.images === 'multi' ? 'modules.multiImage' : 'modules.singleImage', {
            count: module.regions?.length ?? 1,
          })}
        </Tag>
        <Tag className="demo-tag">{t('modules.demo')}</Tag>
        {!available && <Tag>{t('modules.notEnabled')}</Tag>}
      </div>
      {!available && (
        <p className="muted">{t('errors.contactUs', { email: MODULES_CONTACT_EMAIL })}</p>
      )}
    </Panel>
  );
}
