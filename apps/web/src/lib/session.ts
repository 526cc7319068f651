import type { CurrentUser } from '@portal/contracts/auth';
import { useSyncExternalStore } from 'react';
import { parseStoredUser, readStoredSession, type StoredUser, sessionStorageKey } from './stored-user';

export { parseStoredUser, type StoredUser, sessionStorageKey };

// The stored user, kept in step with sessionStorage and shared with the other tabs of the browser.

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

export function getStoredUser(): StoredUser | null {
  const raw = readStoredSession();
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
  asking = false;
  window.sessionStorage.setItem(sessionStorageKey, JSON.stringify(user));
  notify();
}

/** Updates fields of the stored user (a changed name, say) without touching the token. */
export function updateStoredUser(changes: Partial<CurrentUser>): void {
  const user = getStoredUser();
  if (user) setStoredUser({ ...user, ...changes });
}

/**
 * Forgets the session in this tab and tells the other tabs: a sign-out (`everywhere`) signs out every
 * tab; a rejected token (401) only the tabs holding that same token.
 */
export function clearStoredUser(options: { everywhere?: boolean } = {}): void {
  const token = getStoredUser()?.token;
  forgetLocally();
  if (token) postToTabs({ type: 'signed-out', token, everywhere: options.everywhere === true });
}

function forgetLocally(): void {
  window.sessionStorage.removeItem(sessionStorageKey);
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/*
 * Tabs of one browser share the live session over a BroadcastChannel (sessionStorage itself is per tab):
 * a tab opened without a session asks, any open tab holding one answers with its stored user, and a
 * sign-out is announced to all. Only tabs of the same origin (the same browser profile) hear the channel.
 * Each tab holding a session also holds a shared Web Lock, so a new tab knows at once whether anyone
 * can answer: with no holder it goes to sign in without waiting.
 */
type TabMessage =
  | { type: 'ask' }
  | { type: 'session'; user: StoredUser }
  | { type: 'signed-out'; token: string; everywhere: boolean };

/** How long a tab without a session waits for a session-holding tab's answer (a busy machine is slow). */
export const tabAnswerWaitMs = 3000;
/** The wait where Web Locks are missing, so nobody knows whether another tab holds a session. */
const blindWaitMs = 600;
const holderLock = 'portal.session.holder';

let channel: BroadcastChannel | null = null;
let asking = false;
let releaseHolderLock: (() => void) | null = null;

function postToTabs(message: TabMessage): void {
  channel?.postMessage(message);
}

/** Holds the shared lock while this tab has a session (released on sign-out and when the tab closes). */
function syncHolderLock(): void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || !channel) return;
  const has = getStoredUser() !== null;
  if (has && !releaseHolderLock) {
    const held = new Promise<void>((resolve) => {
      releaseHolderLock = resolve;
    });
    void locks.request(holderLock, { mode: 'shared' }, () => held);
  } else if (!has && releaseHolderLock) {
    releaseHolderLock();
    releaseHolderLock = null;
  }
}

function stopAsking(): void {
  if (!asking) return;
  asking = false;
  notify();
}

function onTabMessage(message: TabMessage): void {
  const own = getStoredUser();
  if (message.type === 'ask') {
    if (own) postToTabs({ type: 'session', user: own });
  } else if (message.type === 'session') {
    // Only a tab that asked takes a session over: a signed-out tab does not sign in behind its user's back.
    if (asking && !own && parseStoredUser(JSON.stringify(message.user))) setStoredUser(message.user);
  } else if (own && (message.everywhere || message.token === own.token)) {
    forgetLocally();
  }
}

/**
 * Joins the tabs' channel once, at start. A tab without a session asks the others and is `asking` until
 * one answers, or at once stops when no tab holds a session (else after `tabAnswerWaitMs`); the session
 * guard waits meanwhile instead of sending the visit to sign in.
 */
export function shareSessionAcrossTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel('portal.session');
  channel.onmessage = (event: MessageEvent<TabMessage>) => onTabMessage(event.data);
  subscribeToSession(syncHolderLock);
  syncHolderLock();
  if (getStoredUser()) return;
  asking = true;
  postToTabs({ type: 'ask' });
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    setTimeout(stopAsking, blindWaitMs);
    return;
  }
  setTimeout(stopAsking, tabAnswerWaitMs);
  void locks.query().then(({ held }) => {
    if (!held?.some((lock) => lock.name === holderLock)) stopAsking();
  }, stopAsking);
}

/** Whether this tab is still waiting for another tab's answer (see `shareSessionAcrossTabs`). */
export function isAskingOtherTabs(): boolean {
  return asking;
}

/** The signed-in user, re-rendering when the session is written or cleared. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeToSession, getStoredUser, () => null);
}

/** Whether this tab still waits for another tab's session, re-rendering when that ends. */
export function useIsAskingOtherTabs(): boolean {
  return useSyncExternalStore(subscribeToSession, isAskingOtherTabs, () => false);
}
