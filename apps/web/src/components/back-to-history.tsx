import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../lib/account/account-store';
import { historyPlace, placeOwner } from '../lib/history-place';
import { paths } from '../lib/paths';

/** "Back to History", to the search, filter, sort and page the clinician left it at. */
export function BackToHistory() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <Link
      to={`${paths.history.href()}${historyPlace(placeOwner(account))}`}
      className="back-link"
      data-testid="back-to-history"
    >
      <ArrowLeftOutlined /> {t('history.backToHistory')}
    </Link>
  );
}
