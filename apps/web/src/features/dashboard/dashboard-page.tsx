import { Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { modulesForOrg, type ModuleAccess } from '@dermadesk/contracts';
import { useAccount } from '../../lib/account/account-store';
import { Panel } from '../../components/panel';
import { useRemoteConfig } from '../../lib/remote-config';
import { ModuleCard } from './module-card';

function ModuleGrid({ modules }: { modules: ModuleAccess[] }) {
  return (
    <Row gutter={[16, 16]} role="list">
      {modules.map((a) => (
        <Col key={a.module.number} xs={24} sm={12} xl={8} role="listitem">
          <ModuleCard access={a} />
        </Col>
      ))}
    </Row>
  );
}

/** Module selection: the organisation's modules first, then the others (not enabled). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { currentOrgDetail } = useAccount();
  const config = useRemoteConfig();
  const { yours, others } = modulesForOrg(currentOrgDetail, config.UI_MODE);
  return (
    <div className="page">
      <h1 className="page-heading">{t('pages.dashboard')}</h1>
      <Panel title={<h2 className="card-heading">{t('dashboard.yourModules')}</h2>}>
        {yours.length > 0 ? (
          <ModuleGrid modules={yours} />
        ) : (
          <Empty
            description={t('dashboard.yourModulesEmpty', {
              org: currentOrgDetail?.name.trim() ?? '',
            })}
          />
        )}
      </Panel>
      <Panel title={<h2 className="card-heading">{t('dashboard.otherModules')}</h2>}>
        {others.length > 0 ? (
          <ModuleGrid modules={others} />
        ) : (
          <Empty description={t('dashboard.otherModulesEmpty')} />
        )}
      </Panel>
    </div>
  );
}
