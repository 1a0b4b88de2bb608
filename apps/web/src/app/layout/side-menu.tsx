import {
  AppstoreOutlined,
  ExportOutlined,
  FileTextOutlined,
  HistoryOutlined,
  InfoCircleOutlined,
  LockOutlined,
  MessageOutlined,
  PhoneOutlined,
  RobotOutlined,
  ScanOutlined,
  SoundOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccount } from '../../lib/account/account-store';
import { paths } from '../../lib/paths';
import { useRemoteConfig } from '../../lib/remote-config';
import { buildMenu, menuKeyForPath, type MenuEntry } from './menu-items';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH, menuStore, useMenuState } from './menu-state';
import { useResponsiveMenu } from './use-responsive-menu';

const icons: Record<string, ReactNode> = {
  'skin-ai': <ScanOutlined aria-hidden />,
  modules: <AppstoreOutlined aria-hidden />,
  history: <HistoryOutlined aria-hidden />,
  'assistant-group': <RobotOutlined aria-hidden />,
  copilot: <MessageOutlined aria-hidden />,
  'ambient-scribes': <SoundOutlined aria-hidden />,
  assistant: <TeamOutlined aria-hidden />,
  receptionist: <PhoneOutlined aria-hidden />,
  'about-us': <InfoCircleOutlined aria-hidden />,
  terms: <FileTextOutlined aria-hidden />,
  privacy: <LockOutlined aria-hidden />,
};

type Item = Required<MenuProps>['items'][number];

export function SideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { currentOrgDetail } = useAccount();
  const remote = useRemoteConfig();
  const menu = useMenuState();
  const ref = useRef<HTMLDivElement>(null);
  const overlay = useResponsiveMenu(ref);

  useEffect(() => {
    // Always: a page outside the menu must not leave the previous page highlighted.
    menuStore.dispatch({ type: 'SELECT', key: menuKeyForPath(pathname) });
  }, [pathname]);

  const entries = useMemo(() => buildMenu(currentOrgDetail, remote), [currentOrgDetail, remote]);
  const items = useMemo(() => {
    const toItem = (entry: MenuEntry): Item => {
      const label = t(entry.labelKey);
      if ('children' in entry) {
        return {
          key: entry.key,
          icon: icons[entry.key],
          label,
          children: entry.children.map(toItem),
        };
      }
      if ('external' in entry.to) {
        return {
          key: entry.key,
          icon: icons[entry.key],
          label: (
            <a
              href={entry.to.external}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('menu.opensInNewTab', { label })}
            >
              {label} <ExportOutlined aria-hidden className="external-icon" />
            </a>
          ),
        };
      }
      return {
        key: entry.key,
        icon: icons[entry.key],
        label: <Link to={entry.to.route}>{label}</Link>,
      };
    };
    return entries.map(toItem);
  }, [entries, t]);

  return (
    <Layout.Sider
      ref={ref}
      width={MENU_WIDTH}
      collapsedWidth={overlay ? 0 : MENU_COLLAPSED_WIDTH}
      collapsible
      collapsed={menu.collapsed}
      trigger={null}
      theme="light"
      className={overlay ? 'side-menu side-menu-overlay' : 'side-menu'}
      data-testid="side-menu"
      data-collapsed={menu.collapsed}
    >
      <Link to={paths.dashDefault.href()} className="logo" aria-label={t('app.logoLabel')}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {menu.collapsed ? null : <span className="logo-text">{t('app.name')}</span>}
      </Link>
      <nav aria-label={t('menu.navigation')}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={menu.selectedKey ? [menu.selectedKey] : []}
          {...(menu.collapsed ? {} : { openKeys: menu.openKeys })}
          onOpenChange={(openKeys) => {
            // Collapsed, the submenus are pop-ups: their opening is not the stored state.
            if (!menu.collapsed) menuStore.dispatch({ type: 'OPEN', openKeys });
          }}
          onClick={() => {
            // The selection follows the path (effect above); external links select nothing.
            if (overlay) menuStore.dispatch({ type: 'COLLAPSE', collapsed: true });
          }}
        />
      </nav>
    </Layout.Sider>
  );
}
