import { LockFilled } from '@ant-design/icons';
import { isFeatureEnabled, type AppFeature } from '@dermadesk/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { StatusMessage } from '../components/status-message';
import { useAccount } from '../lib/account/account-store';
import { paths } from '../lib/paths';

/** Protected routes: signed-out visitors go to /auth/signin. */
export function RequireAuth() {
  const { isLoggedIn } = useAccount();
  return isLoggedIn ? <Outlet /> : <Navigate to={paths.signIn.href()} replace />;
}

/** Public routes: signed-in users go to /index. */
export function PublicOnly() {
  const { isLoggedIn } = useAccount();
  return isLoggedIn ? <Navigate to={paths.dashboard.href()} replace /> : <Outlet />;
}

/**
 * A feature's pages, direct links included, only for an organisation that has it: otherwise one
 * translated page says so, instead of each page failing on the API's refusal.
 */
export function RequireFeature({ feature }: { feature: AppFeature }) {
  const { t } = useTranslation();
  const { currentOrgDetail } = useAccount();
  if (isFeatureEnabled(feature, currentOrgDetail)) return <Outlet />;
  return (
    <StatusMessage
      icon={<LockFilled style={{ color: '#0f4c81' }} />}
      title={t('featureOff.title')}
      detail={t('featureOff.detail')}
    />
  );
}
