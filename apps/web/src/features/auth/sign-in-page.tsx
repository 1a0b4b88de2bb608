import { Alert, Button, Card } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FullPageLoader } from '../../components/loaders';
import { startSignIn } from '../../lib/auth/session';
import { clearSignInNotice, peekSignInNotice } from '../../lib/storage';

/**
 * Starts the hosted sign-in at once, unless there is something to tell first (signed out,
 * session expired, failed sign-in): then it is the public page with a Sign in button.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const failed = Boolean((location.state as { signInFailed?: boolean } | null)?.signInFailed);
  const notice = peekSignInNotice();
  const auto = !failed && !notice;
  const [error, setError] = useState(false);

  const begin = () => {
    clearSignInNotice();
    setError(false);
    startSignIn().catch(() => setError(true));
  };

  useEffect(() => {
    if (auto) startSignIn().catch(() => setError(true));
  }, [auto]);

  if (auto && !error) return <FullPageLoader label={t('auth.redirecting')} />;
  return (
    <main className="public-page">
      <Card className="public-card">
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <h1>{t('auth.welcome')}</h1>
        <p>{t('auth.lead')}</p>
        {notice === 'signedOut' ? (
          <Alert type="success" showIcon title={t('success.logout')} />
        ) : null}
        {notice === 'sessionExpired' ? (
          <Alert type="warning" showIcon title={t('errors.sessionExpired')} />
        ) : null}
        {failed || error ? <Alert type="error" showIcon title={t('auth.signInFailed')} /> : null}
        <Button type="primary" size="large" block onClick={begin}>
          {t('signIn.submit')}
        </Button>
      </Card>
    </main>
  );
}
