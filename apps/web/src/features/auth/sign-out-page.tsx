import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/loaders';
import { signOut } from '../../lib/auth/session';

/** Reached from the profile menu's logout. */
export default function SignOutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    void signOut(queryClient);
  }, [queryClient]);
  return <FullPageLoader label={t('signIn.signOutTitle')} />;
}
