import { describe, expect, it } from 'vitest';
import { missingPermissions } from './permissions';

describe('missingPermissions', () => {
  it('is empty when the caller holds every permission of the role, or everything', () => {
    expect(missingPermissions(['users:read', 'roles:read'], ['users:read', 'roles:read', 'x'])).toEqual([]);
    expect(missingPermissions(['users:read', '*'], ['*'])).toEqual([]);
    expect(missingPermissions([], [])).toEqual([]);
  });

  it('names what the caller lacks; `*` needs `*` itself', () => {
    expect(missingPermissions(['users:read', 'config:write'], ['users:read'])).toEqual(['config:write']);
    expect(missingPermissions(['*'], ['users:read', 'users:write'])).toEqual(['*']);
    expect(missingPermissions(['no:such'], ['users:read'])).toEqual(['no:such']);
  });
});

describe('missingPermissions of a user to manage', () => {
  it('keeps a user holding more than the caller out of reach, a peer or a member within it', () => {
    const custodian = new Set(['users:read', 'users:write']);
    expect(missingPermissions(['*'], custodian)).toEqual(['*']);
    expect(missingPermissions(['users:read', 'vendors:read', 'vendors:audit'], custodian)).toEqual([
      'vendors:read',
      'vendors:audit',
    ]);
    expect(missingPermissions(['users:write', 'users:read', 'users:read'], custodian)).toEqual([]);
    expect(missingPermissions([], custodian)).toEqual([]);
  });
});
