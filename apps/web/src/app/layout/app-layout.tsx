import { hasDemoAccess } from '@dermadesk/contracts';
import { Layout } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { PageLoader } from '../../components/loaders';
import { useAccount } from '../../lib/account/account-store';
import { useRemoteTranslations } from '../use-remote-translations';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { NoAccess } from './no-access';
import { SideMenu } from './side-menu';

/** Side menu, header and footer around every protected screen. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, currentOrgDetail, currentOrgAccess } = useAccount();
  useRemoteTranslations(currentOrgAccess);
  const allowed = hasDemoAccess(user, currentOrgDetail);
  return (
    <Layout className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SideMenu />
      <Layout className="app-main">
        <AppHeader />
        <Layout.Content id="main" className="app-content" tabIndex={-1}>
          {allowed ? (
            <ChunkErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ChunkErrorBoundary>
          ) : (
            <NoAccess />
          )}
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
