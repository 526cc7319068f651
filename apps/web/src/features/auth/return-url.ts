export const loginPath = '/login';

/** The pages open without a session besides /login; returning to them after signing in makes no sense. */
export const publicAuthPaths = ['/register', '/forgot-password', '/reset-password'] as const;

/**
 * The sign-in address for a visit that needs a session: `/login?returnUrl=<encoded path and query>`.
 * The returnUrl is empty when the visit was to /login itself (spec §2).
 */
export function buildLoginUrl(pathname: string, search = ''): string {
  const target = pathname === loginPath ? '' : `${pathname}${search}`;
  return `${loginPath}?returnUrl=${encodeURIComponent(target)}`;
}

/**
 * Where to go after signing in: the returnUrl when it is a path inside this app, otherwise '/'.
 * Addresses on other sites (`https://…`, `//host`, `/\host`) are refused, so a link cannot bounce a
 * freshly signed-in user elsewhere; so are the sign-in, sign-up and password-reset pages themselves.
 */
export function readReturnUrl(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('returnUrl') ?? '';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const path = value.split(/[?#]/)[0];
  if (path === loginPath || (publicAuthPaths as readonly string[]).includes(path ?? '')) return '/';
  return value;
}
