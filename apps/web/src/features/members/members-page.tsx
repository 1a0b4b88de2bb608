import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error';
import { useMembers } from './api/get-members';
import { useOrgInvitations } from './api/get-org-invitations';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { PendingInvitations } from './pending-invitations';
import './members.css';

/** The organisation admin's members and invitations; other members are refused by the server. */
export default function MembersPage() {
  const { t } = useTranslation();
  const members = useMembers();
  const invitations = useOrgInvitations();

  const content = () => {
    if (members.isPending || invitations.isPending) {
      return <Skeleton active paragraph={{ rows: 6 }} />;
    }
    const error = members.error ?? invitations.error;
    if (error) {
      if (isApiError(error) && error.kind === 'access-denied') {
        return <Result status="403" title={t('noAccess.title')} subTitle={t('noAccess.detail')} />;
      }
      return (
        <Result
          status="error"
          title={t('members.loadFailed')}
          extra={
            <Button onClick={() => void Promise.all([members.refetch(), invitations.refetch()])}>
              {t('members.reload')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <InviteForm />
        <PendingInvitations invitations={invitations.data!} />
        <MembersTable members={members.data!} />
      </>
    );
  };

  return (
    <div className="page members-page">
      <h1 className="page-heading">{t('members.title')}</h1>
      {content()}
    </div>
  );
}
