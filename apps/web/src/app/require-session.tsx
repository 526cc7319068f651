import { Navigate, Outlet, useLocation } from 'react-router';
import { buildLoginUrl } from '../features/auth/return-url';
import { useIsAskingOtherTabs, useStoredUser } from '../lib/session';
import { PageLoading } from './page-loading';

/**
 * Lets the nested routes render only with a stored session; otherwise sends the visit to sign in. A tab
 * just opened waits a moment for another tab of the browser to hand over its session first.
 */
export function RequireSession() {
  const user = useStoredUser();
  const asking = useIsAskingOtherTabs();
  const { pathname, search } = useLocation();
  if (!user && asking) return <PageLoading />;
  if (!user) return <Navigate to={buildLoginUrl(pathname, search)} replace />;
  return <Outlet />;
}
