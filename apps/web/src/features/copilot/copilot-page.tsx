import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function CopilotPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen screen={t('pages.copilot')} />;
}
