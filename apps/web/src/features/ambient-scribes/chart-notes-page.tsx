import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function ChartNotesPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen screen={t('pages.chartNotes')} />;
}
