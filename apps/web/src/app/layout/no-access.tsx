import { LockFilled } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';

// Loaded only here: most people never see this page.
const MyInvitations = lazy(() => import('../../features/invitations/my-invitations'));

/** No access to the current organisation, or none at all: invitations waiting show below. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <>
      <StatusMessage
        icon={<LockFilled style={{ color: '#0f4c81' }} />}
        title={t('noAccess.title')}
        detail={t('noAccess.detail')}
      />
      <Suspense fallback={null}>
        <MyInvitations />
      </Suspense>
    </>
  );
}
