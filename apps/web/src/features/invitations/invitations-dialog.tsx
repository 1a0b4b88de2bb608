import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import MyInvitations from './my-invitations';

/** The account menu's way to the pending invitations; it closes once one is answered. */
export default function InvitationsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('invitations.title')} footer={null} onCancel={onClose} width={680}>
      <MyInvitations onAnswered={onClose} heading={false} />
    </Modal>
  );
}
