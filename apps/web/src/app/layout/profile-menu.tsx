import {
  CheckOutlined,
  DownOutlined,
  GlobalOutlined,
  LogoutOutlined,
  MailOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { Org } from '@dermadesk/contracts';
import { Button, Dropdown, Skeleton, Tooltip, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/feedback';
import { useLoadingOverlay } from '../../components/loading-overlay';
import {
  discardUnsentAudio,
  unsentAudioSeconds,
} from '../../features/ambient-scribes/recorder/unsent-audio';
import { useMyInvitations } from '../../features/invitations/api/get-my-invitations';
import { accountStore, useAccount } from '../../lib/account/account-store';
import { switchOrg } from '../../lib/account/switch-org';
import { api } from '../../lib/api/client';
import { displayName, orgLabel } from '../../lib/display-name';
import { setLanguage } from '../../lib/i18n/i18n';
import { isLanguage, languages } from '../../lib/i18n/languages';
import { paths } from '../../lib/paths';

type Item = Required<MenuProps>['items'][number];

const InvitationsDialog = lazy(() => import('../../features/invitations/invitations-dialog'));

function OrgName({ org }: { org: Org }) {
  const { text, tooltip } = orgLabel(org.name);
  const name = <span className="org-name">{text}</span>;
  return tooltip ? (
    <Tooltip title={text} placement="left">
      {name}
    </Tooltip>
  ) : (
    name
  );
}

/** Avatar and name; organisations, language and logout in its dropdown. */
export function ProfileMenu() {
  const { t, i18n } = useTranslation();
  const { user, listCurrentOrgs, currentOrgAccess } = useAccount();
  const navigate = useNavigate();
  const overlay = useLoadingOverlay();
  const { message, modal } = useFeedback();
  const invitations = useMyInvitations();
  const [invitationsOpen, setInvitationsOpen] = useState(false);
  if (!user) return null;
  const invitationCount = invitations.data?.length ?? 0;
  const name = displayName(user);
  const isOrgAdmin = user.orgRoleList.some(
    (r) => r.orgId === currentOrgAccess && r.role === 'admin',
  );

  const orgItems: Item[] = listCurrentOrgs.length
    ? listCurrentOrgs.map((org) => {
        const current = org.id === currentOrgAccess;
        return {
          key: `org:${org.id}`,
          icon: current ? <CheckOutlined aria-hidden /> : <span className="icon-space" />,
          label: <OrgName org={org} />,
          'aria-current': current ? 'true' : undefined,
        };
      })
    : [0, 1, 2].map((i) => ({
        key: `org-loading-${i}`,
        disabled: true,
        label: (
          <Skeleton.Input active size="small" aria-label={t('profile.loadingOrganisations')} />
        ),
      }));

  const items: Item[] = [
    { type: 'group', key: 'orgs', label: t('profile.organisations'), children: orgItems },
    ...(invitationCount
      ? [
          {
            key: 'invitations',
            icon: <MailOutlined aria-hidden />,
            label: t('invitations.menu', { count: invitationCount }),
          },
        ]
      : []),
    { type: 'divider' },
    // What the server lets only the current organisation's admins see.
    ...(isOrgAdmin
      ? [
          {
            key: 'members',
            icon: <TeamOutlined aria-hidden />,
            label: t('members.menu'),
          },
          {
            key: 'failed-jobs',
            icon: <WarningOutlined aria-hidden />,
            label: t('jobs.menu'),
          },
          { type: 'divider' as const },
        ]
      : []),
    {
      key: 'language',
      icon: <GlobalOutlined aria-hidden />,
      label: t('profile.language'),
      children: languages.map((lng) => ({
        key: `lang:${lng}`,
        lang: lng,
        icon:
          i18n.language === lng ? <CheckOutlined aria-hidden /> : <span className="icon-space" />,
        label: t(`languages.${lng}`),
      })),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden />,
      label: t('profile.logout'),
      danger: true,
    },
  ];

  const signOut = () => void navigate(paths.signOut.href());
  // Audio recorded here that the server has not acknowledged (offline, say) would stay on this
  // workstation for the next user: say so, and delete it only when the clinician chooses to.
  const logOut = async () => {
    const seconds = await unsentAudioSeconds();
    if (!seconds) return signOut();
    const minutes = seconds >= 120;
    const duration = new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: minutes ? 'minute' : 'second',
      unitDisplay: 'long',
    }).format(minutes ? Math.round(seconds / 60) : seconds);
    modal.confirm({
      title: t('profile.unsentAudioTitle'),
      content: t('profile.unsentAudio', { duration }),
      okText: t('profile.logoutDeleteAudio'),
      okButtonProps: { danger: true },
      cancelText: t('profile.stay'),
      onOk: async () => {
        await discardUnsentAudio();
        signOut();
      },
    });
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      void logOut();
    } else if (key === 'failed-jobs') {
      void navigate(paths.failedJobs.href());
    } else if (key === 'members') {
      void navigate(paths.members.href());
    } else if (key === 'invitations') {
      setInvitationsOpen(true);
    } else if (key.startsWith('lang:')) {
      const lng = key.slice(5);
      if (isLanguage(lng)) void setLanguage(lng);
    } else if (key.startsWith('org:')) {
      const orgId = key.slice(4);
      if (orgId === currentOrgAccess) return;
      overlay
        .run(
          switchOrg({ api, dispatch: accountStore.dispatch, userId: user.id }, orgId),
          t('loading.switchingOrg'),
        )
        .catch(() => void message.error(t('errors.switchOrg')));
    }
  };

  // The language submenu opens on a click too, as the menu itself: on hover it could close
  // while the pointer travelled to it (seen as a flaky e2e click under load), and a touch
  // screen has no hover.
  return (
    <>
      <Dropdown
        menu={{ items, onClick, triggerSubMenuAction: 'click' }}
        trigger={['click']}
        placement="bottomRight"
      >
        <Button type="text" className="profile-button" aria-label={t('profile.menu', { name })}>
          {/* Not antd's Avatar: it brings Popover (for avatar groups) into every page. */}
          <span className="profile-avatar" aria-hidden="true">
            {user.avatarUrl ? <img src={user.avatarUrl} alt="" /> : name.slice(0, 1).toUpperCase()}
          </span>
          <Tooltip title={user.email} placement="left">
            <span className="profile-name" data-testid="profile-name">
              {name}
            </span>
          </Tooltip>
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {invitationsOpen && (
        <Suspense fallback={null}>
          <InvitationsDialog onClose={() => setInvitationsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
