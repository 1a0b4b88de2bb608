import type { Invitation } from '@dermadesk/contracts';
import { Button, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../components/feedback';
import { formatDateTime } from '../../lib/format';
import { useWithdrawInvitation } from './api/withdraw-invitation';

/** The organisation's invitations nobody has answered yet, each of which an admin can withdraw. */
export function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const withdraw = useWithdrawInvitation();

  const onWithdraw = (invitation: Invitation) =>
    withdraw.mutate(invitation.id, {
      onSuccess: () => void message.success(t('members.withdrawn', { email: invitation.email })),
      // Answered or withdrawn meanwhile: the refreshed list shows it gone either way.
      onError: () => void message.warning(t('members.withdrawFailed')),
    });

  const columns: TableColumnsType<Invitation> = [
    { title: t('members.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('members.role'),
      dataIndex: 'role',
      key: 'role',
      render: (role: Invitation['role']) => t(`roles.${role}`),
    },
    {
      title: t('members.invitedBy'),
      dataIndex: 'invitedBy',
      key: 'invitedBy',
      render: (name: string | null) => name ?? t('members.formerMember'),
    },
    {
      title: t('members.invitedAt'),
      dataIndex: 'invitedAt',
      key: 'invitedAt',
      render: (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>,
    },
    {
      title: t('members.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: Invitation['status']) => (
        <Tag color="processing">{t(`members.statuses.${status}`)}</Tag>
      ),
    },
    {
      title: <span className="sr-only">{t('members.actions')}</span>,
      key: 'actions',
      align: 'right',
      render: (_, invitation) => (
        <Popconfirm
          title={t('members.withdrawConfirm', { email: invitation.email })}
          okText={t('members.withdraw')}
          cancelText={t('members.cancel')}
          onConfirm={() => onWithdraw(invitation)}
        >
          <Button
            danger
            loading={withdraw.isPending && withdraw.variables === invitation.id}
            aria-label={t('members.withdrawLabel', { email: invitation.email })}
          >
            {t('members.withdraw')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="members-section" aria-labelledby="pending-title">
      <h2 id="pending-title">{t('members.pendingTitle')}</h2>
      <Table<Invitation>
        rowKey="id"
        columns={columns}
        dataSource={invitations}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('members.noPending') }}
        data-testid="pending-invitations"
      />
    </section>
  );
}
