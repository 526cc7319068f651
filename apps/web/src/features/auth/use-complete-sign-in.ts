import type { LoginResult } from '@portal/contracts/auth';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setStoredUser } from '../../lib/session';
import { readReturnUrl } from './return-url';

/**
 * Stores the signed-in user with the token (one sessionStorage key) and goes on: to the returnUrl of
 * the sign-in address, or to `to` when given (a new account starts on the dashboard).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (result: Pick<LoginResult, 'token' | 'user'>, to?: string) => {
      setStoredUser({ token: result.token, ...result.user });
      void navigate(to ?? readReturnUrl(search), { replace: true });
    },
    [navigate, search],
  );
}
