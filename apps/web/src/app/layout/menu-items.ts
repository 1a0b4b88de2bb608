import {
  isFeatureEnabled,
  type AppFeature,
  type Org,
  type RemoteConfig,
} from '@dermadesk/contracts';
import { paths } from '../../lib/paths';

export interface MenuLink {
  key: string;
  labelKey: string;
  /** In-app route, or an external link opened in a new tab. */
  to: { route: string } | { external: string };
}

export interface MenuGroup {
  key: string;
  labelKey: string;
  children: MenuLink[];
}

export type MenuEntry = MenuGroup | MenuLink;

/**
 * The side menu for an organisation and the remote links. Which features appear is the rule the
 * server also enforces (isFeatureEnabled in contracts); each external link appears only when set.
 */
export function buildMenu(
  org: Pick<Org, 'configs'> | null,
  links: Pick<RemoteConfig, 'LINK_ABOUT_US' | 'LINK_TERMS_AND_CONDITION' | 'LINK_PRIVACY_POLICY'>,
): MenuEntry[] {
  const featureLinks: [AppFeature, MenuLink][] = [
    ['copilot', { key: 'copilot', labelKey: 'menu.copilot', to: { route: paths.copilot.href() } }],
    [
      'ambient-scribes',
      {
        key: 'ambient-scribes',
        labelKey: 'menu.ambientScribes',
        to: { route: paths.chartNotes.href() },
      },
    ],
    [
      'assistant',
      { key: 'assistant', labelKey: 'menu.assistant', to: { route: paths.assistant.href() } },
    ],
    [
      'receptionist',
      {
        key: 'receptionist',
        labelKey: 'menu.receptionist',
        to: { route: paths.receptionist.href() },
      },
    ],
  ];
  const assistant = featureLinks
    .filter(([feature]) => isFeatureEnabled(feature, org))
    .map(([, l]) => l);
  const external = (key: string, labelKey: string, url: string): MenuLink[] =>
    url.trim() ? [{ key, labelKey, to: { external: url.trim() } }] : [];
  return [
    {
      key: 'skin-ai',
      labelKey: 'menu.skinAi',
      children: [
        { key: 'modules', labelKey: 'menu.modules', to: { route: paths.dashDefault.href() } },
        { key: 'history', labelKey: 'menu.history', to: { route: paths.history.href() } },
      ],
    },
    { key: 'assistant-group', labelKey: 'menu.assistantGroup', children: assistant },
    ...external('about-us', 'menu.aboutUs', links.LINK_ABOUT_US),
    ...external('terms', 'menu.terms', links.LINK_TERMS_AND_CONDITION),
    ...external('privacy', 'menu.privacy', links.LINK_PRIVACY_POLICY),
  ];
}

/** The menu item a path belongs to (none for pages outside the menu), so the selection follows navigation. */
export function menuKeyForPath(pathname: string): string | null {
  if (pathname === paths.dashboard.href() || pathname === paths.dashDefault.href())
    return 'modules';
  // A module's workspace is opened from the module selection.
  if (pathname.startsWith('/modules/')) return 'modules';
  if (pathname.startsWith('/result/') || pathname.startsWith('/subjects/')) return 'history';
  if (pathname.startsWith(paths.copilot.href())) return 'copilot';
  if (pathname.startsWith('/gpt/ambient-scribes')) return 'ambient-scribes';
  if (pathname.startsWith(paths.assistant.href())) return 'assistant';
  if (pathname.startsWith(paths.receptionist.href())) return 'receptionist';
  return null;
}
