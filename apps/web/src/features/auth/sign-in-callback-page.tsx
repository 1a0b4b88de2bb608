import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/feedback';
import { FullPageLoader } from '../../components/loaders';
import { handleSignInCallback } from '../../lib/auth/session';
import { paths } from '../../lib/paths';

/** Return point of the hosted sign-in. Once LOGIN is set, the public guard moves on to /index. */
export default function SignInCallbackPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();

  useEffect(() => {
    handleSignInCallback().then(
      () => void message.success(t('success.login')),
      (error: unknown) => {
        console.warn('Sign-in failed', error);
        void navigate(paths.signIn.href(), { replace: true, state: { signInFailed: true } });
      },
    );
  }, [message, navigate, t]);

  return <FullPageLoader label={t('auth.completing')} />;
}
