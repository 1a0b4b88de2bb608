import { Navigate, Outlet } from 'react-router';
import { useAccount } from '../lib/account/account-store';
import { paths } from '../lib/paths';

/** Protected routes: signed-out visitors go to /auth/signin. */
export function RequireAuth() {
  const { isLoggedIn } = useAccount();
  return isLoggedIn ? <Outlet /> : <Navigate to={paths.signIn.href()} replace />;
}

/** Public routes: signed-in users go to /index. */
export function PublicOnly() {
  const { isLoggedIn } = useAccount();
  return isLoggedIn ? <Navigate to={paths.dashboard.href()} replace /> : <Outlet />;
}
