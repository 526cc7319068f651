import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { can, permissionsOf, useCan, usePermissions } from './permissions';
import { clearStoredUser, setStoredUser } from './session';

describe('can', () => {
  it('grants exactly the listed permissions', () => {
    const user = { permissions: ['roles:read', 'users:read'] };
    expect(can(user, 'roles:read')).toBe(true);
    expect(can(user, 'users:read')).toBe(true);
    expect(can(user, 'roles:write')).toBe(false);
  });

  it('grants everything with *', () => {
    expect(can({ permissions: ['*'] }, 'config:write')).toBe(true);
    expect(can({ permissions: ['*'] }, 'outbox:write')).toBe(true);
  });

  it('grants nothing without a user or a permission list', () => {
    expect(can(null, 'roles:read')).toBe(false);
    expect(can(undefined, 'roles:read')).toBe(false);
    expect(can({}, 'roles:read')).toBe(false);
    expect(permissionsOf({})).toEqual([]);
  });

  it('lets anyone through when no permission is asked for', () => {
    expect(can(null, undefined)).toBe(true);
    expect(can({ permissions: [] }, undefined)).toBe(true);
  });
});

describe('useCan and usePermissions', () => {
  it('read the stored user and follow its changes', () => {
    setStoredUser({ token: 't', permissions: ['roles:read'] });
    const canRead = renderHook(() => useCan('roles:read'));
    const canWrite = renderHook(() => useCan('roles:write'));
    const held = renderHook(() => usePermissions());
    expect(canRead.result.current).toBe(true);
    expect(canWrite.result.current).toBe(false);
    expect(held.result.current).toEqual(['roles:read']);

    act(() => setStoredUser({ token: 't', permissions: ['*'] }));
    expect(canWrite.result.current).toBe(true);

    act(() => clearStoredUser());
    expect(canRead.result.current).toBe(false);
    expect(held.result.current).toEqual([]);
  });
});
