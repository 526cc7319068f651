import { describe, expect, it, vi } from 'vitest';
import {
  clearStoredUser,
  getStoredUser,
  getStoredUserName,
  parseStoredUser,
  sessionStorageKey,
  setStoredUser,
  subscribeToSession,
  updateStoredUser,
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

describe('updateStoredUser', () => {
  it('changes fields of the stored user and keeps the token; does nothing when signed out', () => {
    updateStoredUser({ name: 'nobody' });
    expect(getStoredUser()).toBeNull();
    setStoredUser({ token: 'abc', name: '王小明', account: 'ming' });
    updateStoredUser({ name: '王大明', email: null });
    expect(getStoredUser()).toEqual({ token: 'abc', name: '王大明', account: 'ming', email: null });
  });
});
