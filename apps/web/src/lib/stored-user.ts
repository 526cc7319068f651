import type { CurrentUser } from '@portal/contracts/auth';

/**
 * The signed-in user lives in sessionStorage under one key and holds the bearer token (spec §3, §4).
 * The login page writes it with `setStoredUser` (session.ts); everything else only reads it. This file
 * has no other imports, so the early calls' script (early-calls.ts) reads the session with it too.
 */
export const sessionStorageKey = 'portal.user';

/** The bearer token and what the server said about the user at sign-in (`{ token, ...user }`). */
export type StoredUser = { token: string } & Partial<CurrentUser>;

/** The stored value as it is; null when there is none or storage is refused. */
export function readStoredSession(): string | null {
  try {
    return window.sessionStorage.getItem(sessionStorageKey);
  } catch {
    return null;
  }
}

/** Reads a stored value; anything without a non-empty token is no session. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token } = value as { token?: unknown };
    if (typeof token !== 'string' || token.length === 0) return null;
    return value as StoredUser;
  } catch {
    return null;
  }
}
