import { LockFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';

export function NoAccess() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      icon={<LockFilled style={{ color: '#0f4c81' }} />}
      title={t('noAccess.title')}
      detail={t('noAccess.detail')}
    />
  );
}
