/**
 * The invitation link carries its token after `#` (never sent to a server). The landing page keeps it in
 * sessionStorage, so it survives the sign-up or sign-in detour (`returnUrl=/invitation`) without ever
 * appearing in an address the server sees.
 */
export const invitationStorageKey = 'portal.invitation';

export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

/** The token of the link just opened (remembered), or the one remembered earlier in this tab. */
export function takeInvitationToken(hash: string): string | null {
  const fresh = tokenFromHash(hash);
  try {
    if (fresh) window.sessionStorage.setItem(invitationStorageKey, fresh);
    return fresh ?? window.sessionStorage.getItem(invitationStorageKey);
  } catch {
    return fresh;
  }
}

export function forgetInvitationToken(): void {
  try {
    window.sessionStorage.removeItem(invitationStorageKey);
  } catch {
    // nothing remembered
  }
}

/** Where the landing page sends someone to sign up (the invited address filled in) or sign in, and back. */
export function signUpPath(email: string): string {
  return `/register?${new URLSearchParams({ email, returnUrl: '/invitation' }).toString()}`;
}
export const signInPath = `/login?${new URLSearchParams({ returnUrl: '/invitation' }).toString()}`;
