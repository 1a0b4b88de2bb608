import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function CopilotSettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen screen={t('pages.copilotSettings')} />;
}
