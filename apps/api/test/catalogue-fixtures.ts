import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { createUserWithRole, createVendor } from './access-fixtures';
import { createUser, signIn } from './identity-fixtures';

/** The callers every category and attribute route is tried with. */
export interface CatalogueCallers {
  /** 協會承辦人員: holds categories:write and attributes:write. */
  staff: string;
  /** Staff with other rights only (users:read). */
  staffWithout: string;
  vendorOwner: string;
  vendorManager: string;
  vendorMember: string;
  /** The owner of another vendor. */
  otherVendorOwner: string;
  buyer: string;
}

/** Every signed-in caller without the staff right: the vendor's three roles, another vendor, a buyer. */
export const peopleWithoutStaffRights = (callers: CatalogueCallers) => [
  callers.staffWithout,
  callers.vendorOwner,
  callers.vendorManager,
  callers.vendorMember,
  callers.otherVendorOwner,
  callers.buyer,
];

export async function signInCatalogueCallers(app: FastifyInstance, db: Database): Promise<CatalogueCallers> {
  const staff = await createUserWithRole(db, systemRoleCodes.staff);
  const staffWithout = await createUser(db, { permissions: ['users:read', 'vendors:read'] });
  const owner = await createUserWithRole(db, systemRoleCodes.member);
  const manager = await createUserWithRole(db, systemRoleCodes.member);
  const member = await createUserWithRole(db, systemRoleCodes.member);
  await createVendor(
    db,
    [
      { userId: owner.id, role: 'owner' },
      { userId: manager.id, role: 'manager' },
      { userId: member.id, role: 'member' },
    ],
    '甲公司',
  );
  const otherOwner = await createUserWithRole(db, systemRoleCodes.member);
  await createVendor(db, [{ userId: otherOwner.id, role: 'owner' }], '乙公司');
  const buyer = await createUserWithRole(db, systemRoleCodes.member);
  return {
    staff: await signIn(app, staff.account),
    staffWithout: await signIn(app, staffWithout.account),
    vendorOwner: await signIn(app, owner.account),
    vendorManager: await signIn(app, manager.account),
    vendorMember: await signIn(app, member.account),
    otherVendorOwner: await signIn(app, otherOwner.account),
    buyer: await signIn(app, buyer.account),
  };
}
