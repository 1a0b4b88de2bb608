import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuStore, useMenuState } from './menu-state';

export function AppFooter() {
  const { t } = useTranslation();
  const { collapsed } = useMenuState();
  return (
    <Layout.Footer className="app-footer">
      <Button
        type="text"
        data-menu-toggle
        icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
        aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
        aria-expanded={!collapsed}
        onClick={() => menuStore.dispatch({ type: 'TOGGLE' })}
      />
      <span>{t('app.version', { version: __APP_VERSION__ })}</span>
      <span>{t('app.copyright', { year: new Date().getFullYear() })}</span>
    </Layout.Footer>
  );
}
