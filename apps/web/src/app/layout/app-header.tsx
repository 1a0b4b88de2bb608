import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../lib/account/account-store';
import { orgLabel } from '../../lib/display-name';
import { menuStore, useMenuState } from './menu-state';
import { ProfileMenu } from './profile-menu';

export function AppHeader() {
  const { t } = useTranslation();
  const { currentOrgDetail } = useAccount();
  const { collapsed } = useMenuState();
  return (
    <Layout.Header className="app-header">
      <Button
        type="text"
        className="header-menu-toggle"
        data-menu-toggle
        icon={<MenuOutlined aria-hidden />}
        aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
        aria-expanded={!collapsed}
        onClick={() => menuStore.dispatch({ type: 'TOGGLE' })}
      />
      <span className="header-org" data-testid="current-org">
        {currentOrgDetail ? orgLabel(currentOrgDetail.name).text : ''}
      </span>
      <ProfileMenu />
    </Layout.Header>
  );
}
