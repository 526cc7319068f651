import { Navigate, Outlet, useLocation } from 'react-router';
import { buildLoginUrl } from '../features/auth/return-url';
import { useStoredUser } from '../lib/session';

/** Lets the nested routes render only with a stored session; otherwise sends the visit to sign in. */
export function RequireSession() {
  const user = useStoredUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={buildLoginUrl(pathname, search)} replace />;
  return <Outlet />;
}
