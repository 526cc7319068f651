import type { CurrentUser } from '@portal/contracts/auth';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user lives in sessionStorage under one key and holds the bearer token (spec §3, §4).
 * The login page writes it with `setStoredUser`; everything else only reads it.
 */
export const sessionStorageKey = 'portal.user';

/** The bearer token and what the server said about the user at sign-in (`{ token, ...user }`). */
export type StoredUser = { token: string } & Partial<CurrentUser>;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

function readRaw(): string | null {
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

export function getStoredUser(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseStoredUser(raw);
  }
  return cachedUser;
}

export function getStoredUserName(): string | undefined {
  const user = getStoredUser();
  const name = user?.name ?? user?.account;
  return typeof name === 'string' && name.length > 0 ? name : undefined;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setStoredUser(user: StoredUser): void {
  window.sessionStorage.setItem(sessionStorageKey, JSON.stringify(user));
  notify();
}

/** Updates fields of the stored user (a changed name, say) without touching the token. */
export function updateStoredUser(changes: Partial<CurrentUser>): void {
  const user = getStoredUser();
  if (user) setStoredUser({ ...user, ...changes });
}

export function clearStoredUser(): void {
  window.sessionStorage.removeItem(sessionStorageKey);
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user, re-rendering when the session is written or cleared. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeToSession, getStoredUser, () => null);
}
