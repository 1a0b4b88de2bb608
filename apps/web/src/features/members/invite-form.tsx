import { addMemberBodySchema, type OrgRole } from '@dermadesk/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../components/feedback';
import { isApiError } from '../../lib/api/api-error';
import { schemaRule } from '../../lib/schema-rule';
import { useInviteMember } from './api/invite-member';

interface InviteValues {
  email: string;
  role: OrgRole;
}

const roles: OrgRole[] = ['member', 'admin'];

/**
 * Invites an address. The server answers the same whether or not someone has an account with it,
 * so the form says only that the invitation waits for that address to accept it.
 */
export function InviteForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<InviteValues>();
  const invite = useInviteMember();

  const onFinish = (values: InviteValues) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        void message.success(t('members.invited', { email: invitation.email }));
        form.resetFields(['email']);
      },
      onError: (e) =>
        void (isApiError(e) && e.status === 409
          ? form.setFields([{ name: 'email', errors: [t('members.alreadyMember')] }])
          : message.error(t('members.inviteFailed'))),
    });

  return (
    <section className="members-section" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('members.inviteTitle')}</h2>
      <p className="members-hint">{t('members.inviteHint')}</p>
      <Form<InviteValues>
        form={form}
        layout="inline"
        className="invite-form"
        initialValues={{ role: 'member' }}
        onFinish={onFinish}
        requiredMark={false}
      >
        <Form.Item
          name="email"
          label={t('members.email')}
          rules={[
            { required: true, message: t('members.emailRequired') },
            schemaRule(addMemberBodySchema.shape.email, t('members.emailInvalid')),
          ]}
        >
          <Input type="email" autoComplete="off" className="invite-email" />
        </Form.Item>
        <Form.Item name="role" label={t('members.role')}>
          <Select
            className="invite-role"
            options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={invite.isPending}>
            {t('members.invite')}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
