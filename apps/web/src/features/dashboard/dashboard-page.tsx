import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../lib/account/account-store';

/** Module selection. The module cards arrive with the modules issue; until then, empty states. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { currentOrgDetail } = useAccount();
  return (
    <div className="page">
      <h1 className="page-heading">{t('pages.dashboard')}</h1>
      <Card title={<h2 className="card-heading">{t('dashboard.yourModules')}</h2>}>
        <Empty
          description={t('dashboard.yourModulesEmpty', {
            org: currentOrgDetail?.name.trim() ?? '',
          })}
        />
      </Card>
      <Card title={<h2 className="card-heading">{t('dashboard.otherModules')}</h2>}>
        <Empty description={t('dashboard.otherModulesEmpty')} />
      </Card>
    </div>
  );
}
