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
  buyer: string;
}

export async function signInCatalogueCallers(app: FastifyInstance, db: Database): Promise<CatalogueCallers> {
  const staff = await createUserWithRole(db, systemRoleCodes.staff);
  const staffWithout = await createUser(db, { permissions: ['users:read', 'vendors:read'] });
  const owner = await createUserWithRole(db, systemRoleCodes.member);
  await createVendor(db, [{ userId: owner.id, role: 'owner' }], '甲公司');
  const buyer = await createUserWithRole(db, systemRoleCodes.member);
  return {
    staff: await signIn(app, staff.account),
    staffWithout: await signIn(app, staffWithout.account),
    vendorOwner: await signIn(app, owner.account),
    buyer: await signIn(app, buyer.account),
  };
}
