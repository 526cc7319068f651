import { describe, expect, it, vi } from 'vitest';
import {
  clearStoredUser,
  getStoredUser,
  getStoredUserName,
  parseStoredUser,
  sessionStorageKey,
  setStoredUser,
  subscribeToSession,
} from './session';

describe('session', () => {
  it('stores the signed-in user under one sessionStorage key', () => {
    setStoredUser({ token: 'jwt', name: '陳大文' });
    expect(JSON.parse(window.sessionStorage.getItem(sessionStorageKey) ?? '')).toEqual({
      token: 'jwt',
      name: '陳大文',
    });
    expect(getStoredUser()?.token).toBe('jwt');
    expect(getStoredUserName()).toBe('陳大文');
    clearStoredUser();
    expect(getStoredUser()).toBeNull();
    expect(getStoredUserName()).toBeUndefined();
  });

  it('treats anything without a token as no session', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser('"text"')).toBeNull();
    expect(parseStoredUser('{"token":""}')).toBeNull();
    expect(parseStoredUser('{"token":"t"}')).toEqual({ token: 't' });
  });

  it('tells subscribers when the session changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    setStoredUser({ token: 't' });
    clearStoredUser();
    unsubscribe();
    setStoredUser({ token: 'u' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
