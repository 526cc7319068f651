import type { InquiryAnswerer } from '@portal/contracts/inquiry';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { ownerVendorOf } from './inquiry-access';
import { allowAnswerer, answerersOf, findMemberRole, revokeAnswerer } from './inquiry-people.repository';

/** Who of a vendor's plain members may answer its inquiries: the owner's setting (part of the inquiry service). */
export function createInquiryAnswerers(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async answerers(principal: Principal): Promise<InquiryAnswerer[]> {
      return answerersOf(db, ownerVendorOf(principal));
    },

    /** An owner allows a member to answer the vendor's inquiries, or takes it back (in the action log). */
    async setAnswerer(
      principal: Principal,
      userId: string,
      allowed: boolean,
      context: ActionContext,
    ): Promise<InquiryAnswerer> {
      const vendorId = ownerVendorOf(principal);
      await db.transaction(async (tx) => {
        const role = await findMemberRole(tx, userId, vendorId);
        if (!role) throw AppError.of('NOT_A_MEMBER');
        if (role !== 'member') throw AppError.of('INQUIRY_NOT_A_MEMBER');
        const before =
          (await answerersOf(tx, vendorId)).find((person) => person.userId === userId)?.allowed ?? false;
        if (before === allowed) return;
        if (allowed)
          await allowAnswerer(tx, { userId, vendorId, grantedBy: principal.userId, at: clock.now() });
        else await revokeAnswerer(tx, userId, vendorId);
        await recordAction(tx, context, {
          action: 'update',
          entityType: 'inquiry-answerer',
          entityId: userId,
          before: { allowed: before },
          after: { allowed },
        });
      });
      const person = (await answerersOf(db, vendorId)).find((row) => row.userId === userId);
      if (!person) throw AppError.of('NOT_A_MEMBER');
      return person;
    },
  };
}
