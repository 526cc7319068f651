import { describe, expect, it } from 'vitest';
import { memberActions } from './member-actions';

const owner = { userId: 'o', myRole: 'owner' as const, canManage: true };
const manager = { userId: 'm', myRole: 'manager' as const, canManage: true };
const member = { userId: 'p', myRole: 'member' as const, canManage: false };
const staffWriter = { userId: 's', myRole: null, canManage: true };
const staffReader = { userId: 'r', myRole: null, canManage: false };

describe('memberActions', () => {
  it('an owner may give any role, remove others and transfer ownership, and leave themself', () => {
    expect(memberActions(owner, { userId: 'x', role: 'member' })).toEqual({
      roles: ['owner', 'manager', 'member'],
      remove: true,
      transfer: true,
      leave: false,
    });
    expect(memberActions(owner, { userId: 'o', role: 'owner' })).toMatchObject({
      remove: false,
      transfer: false,
      leave: true,
    });
  });

  it('a manager never acts on an owner nor grants ownership', () => {
    expect(memberActions(manager, { userId: 'o', role: 'owner' })).toEqual({
      roles: [],
      remove: false,
      transfer: false,
      leave: false,
    });
    expect(memberActions(manager, { userId: 'x', role: 'manager' })).toMatchObject({
      roles: ['manager', 'member'],
      remove: true,
      transfer: false,
    });
  });

  it('a member only reads, and may leave', () => {
    expect(memberActions(member, { userId: 'x', role: 'member' })).toEqual({
      roles: [],
      remove: false,
      transfer: false,
      leave: false,
    });
    expect(memberActions(member, { userId: 'p', role: 'member' }).leave).toBe(true);
  });

  it('staff who may manage act as an owner but neither transfer nor leave; readers do nothing', () => {
    expect(memberActions(staffWriter, { userId: 'o', role: 'owner' })).toEqual({
      roles: ['owner', 'manager', 'member'],
      remove: true,
      transfer: false,
      leave: false,
    });
    expect(memberActions(staffReader, { userId: 'o', role: 'owner' })).toEqual({
      roles: [],
      remove: false,
      transfer: false,
      leave: false,
    });
  });
});
