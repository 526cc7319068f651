import type { VendorRole } from '@portal/contracts/permissions';
import { grantableRoles, mayActOnRole } from '@portal/contracts/vendor-member';

/** Who is looking at the list: their role in this vendor (null for staff), and whether they may change it. */
export interface Viewer {
  userId: string | undefined;
  myRole: VendorRole | null;
  canManage: boolean;
}

export interface MemberActions {
  /** The roles the viewer may give this person (empty: no role change). */
  roles: VendorRole[];
  remove: boolean;
  transfer: boolean;
  leave: boolean;
}

/**
 * Which actions a row offers, by the same rule the server holds: nobody grants a role above their own
 * or acts on someone above them; staff who may manage act as an owner; only an owner transfers
 * ownership (to someone else); leaving is for oneself. The server still decides (a last owner stays).
 */
export function memberActions(viewer: Viewer, target: { userId: string; role: VendorRole }): MemberActions {
  const self = viewer.userId === target.userId;
  const acting: VendorRole | null = viewer.canManage ? (viewer.myRole ?? 'owner') : null;
  const mayAct = acting !== null && mayActOnRole(acting, target.role);
  return {
    roles: mayAct ? grantableRoles(acting) : [],
    remove: mayAct && !self,
    transfer: viewer.myRole === 'owner' && !self,
    leave: self && viewer.myRole !== null,
  };
}
