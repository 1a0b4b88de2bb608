import type { Member } from '@dermadesk/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/** Who is in the organisation now, with their role. */
export function MembersTable({ members }: { members: Member[] }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<Member> = [
    {
      title: t('members.name'),
      key: 'name',
      render: (_, m) => `${m.firstName} ${m.lastName}`.trim() || m.email,
    },
    { title: t('members.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('members.role'),
      dataIndex: 'role',
      key: 'role',
      render: (role: Member['role']) => t(`roles.${role}`),
    },
    {
      title: t('members.addedAt'),
      dataIndex: 'addedAt',
      key: 'addedAt',
      render: (iso: string) => <time dateTime={iso}>{formatDate(iso, i18n.language)}</time>,
    },
  ];
  return (
    <section className="members-section" aria-labelledby="members-title">
      <h2 id="members-title">{t('members.currentTitle')}</h2>
      <Table<Member>
        rowKey="userId"
        columns={columns}
        dataSource={members}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
