import { describe, expect, it } from 'vitest';
import { missingPermissions } from './role-grants';

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
