import { createHash, randomBytes } from 'node:crypto';
import type { VendorRole } from '@portal/contracts/permissions';
import type { Invitation } from '@portal/contracts/vendor-member';
import type { InvitationRow } from './invitations.repository';

// What the single invitation's lifecycle and the batch of new invitations share: the limits, the token
// (only its SHA-256 is stored) and the two shapes of a row (the answer and the action log's snapshot).

/** The daily limits: per vendor (first sends and resends), and per address across every vendor. */
export const invitationLimits = { perVendorPerDay: 50, perAddressPerDay: 1 } as const;
export const day = 24 * 60 * 60;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface NewInvitation {
  email: string;
  role: VendorRole;
  name?: string | undefined;
}

export function toInvitation(row: InvitationRow, invitedByName: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    invitedByName,
    sentTime: row.sentAt.toISOString(),
    expiresTime: row.expiresAt.toISOString(),
    createdTime: row.createdAt.toISOString(),
  };
}

export const invitationSnapshot = (row: InvitationRow) => ({
  vendorId: row.vendorId,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
});
