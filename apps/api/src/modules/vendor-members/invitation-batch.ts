import type { Language } from '@portal/contracts/i18n';
import type { VendorRole } from '@portal/contracts/permissions';
import { mayActOnRole } from '@portal/contracts/vendor-member';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { rethrowUniqueViolation } from '../../lib/unique-violation';
import { newId } from '../../lib/uuid-v7';
import { type ActionContext, recordAction, recordActions } from '../action-log/action-log.recorder';
import {
  day,
  hashToken,
  invitationLimits,
  invitationSnapshot,
  type NewInvitation,
  newToken,
} from './invitation-records';
import {
  countVendorInvitationsSince,
  type InvitationRow,
  insertInvitations,
  invitationFactsOf,
} from './invitations.repository';
import { invitationDays, type MemberMailer } from './member-mail';
import { findUserBrief } from './vendor-members.repository';

/**
 * New invitations, one or many (a bulk import's chunk), with the same rules in the same order. The
 * lifecycle of an invitation once sent (resend, revoke, accept, decline) is in `invitations.service.ts`.
 */
export function createInvitationBatch(deps: { clock: Clock; mail: MemberMailer }) {
  const { clock, mail } = deps;

  /**
   * Validates and creates invitations with their mails, inside the caller's transaction, which must
   * already hold the vendor's row lock (`lockVendor`): a few queries whatever the number (lookups by
   * address, one insert of invitations, one of mails, one of log entries). Each input gets its
   * invitation or the error that refused it, by the same rules in the same order as one invitation.
   */
  async function createInvitations(
    tx: Database,
    vendor: { id: string; name: string },
    inviter: { userId: string; acting: VendorRole },
    inputs: NewInvitation[],
    context: ActionContext,
    options: {
      bulk?: boolean;
      /**
       * One action-log entry on this record listing the chunk's invitations, instead of one entry per
       * invitation (an import's chunk: a thousand entries, each with its index updates, cost more than
       * the invitations themselves).
       */
      logUnder?: { entityType: 'member-import'; entityId: string };
    } = {},
  ): Promise<(InvitationRow | AppError)[]> {
    const now = clock.now();
    const since = addSeconds(now, -day);
    const emails = [...new Set(inputs.map((input) => input.email))];
    const facts = await invitationFactsOf(tx, vendor.id, emails, since);
    // A bulk import has its own daily cap (checked by the import), so it skips the per-vendor count.
    let vendorLeft = options.bulk
      ? Number.POSITIVE_INFINITY
      : invitationLimits.perVendorPerDay - (await countVendorInvitationsSince(tx, vendor.id, since));
    const sender = await findUserBrief(tx, inviter.userId);
    const taken = new Set<string>();
    type Accepted = { input: NewInvitation; language: Language; token: string };
    const outcomes: (AppError | Accepted)[] = [];
    for (const input of inputs) {
      const account = facts.accounts.get(input.email);
      let refusal: AppError | null = null;
      if (!mayActOnRole(inviter.acting, input.role))
        refusal = AppError.of('VENDOR_ROLE_TOO_HIGH', { field: 'role' });
      else if (account?.vendorId === vendor.id) refusal = AppError.of('ALREADY_MEMBER', { field: 'email' });
      else if (facts.pending.has(input.email) || taken.has(input.email))
        refusal = AppError.of('INVITATION_PENDING', { field: 'email' });
      else if (vendorLeft <= 0)
        refusal = AppError.of('INVITE_DAILY_LIMIT', { params: { max: invitationLimits.perVendorPerDay } });
      else if (facts.mailed.has(input.email))
        refusal = AppError.of('INVITE_ADDRESS_LIMIT', { field: 'email' });
      if (refusal) {
        outcomes.push(refusal);
        continue;
      }
      taken.add(input.email);
      vendorLeft -= 1;
      // The invitee's language when they have an account, else the inviter's.
      const language = account?.language ?? sender?.language ?? 'zh-Hant';
      outcomes.push({ input, language, token: newToken() });
    }
    const accepted = outcomes.filter((outcome): outcome is Accepted => !(outcome instanceof AppError));
    const created: InvitationRow[] = accepted.map(({ input, language, token }) => ({
      id: newId(),
      vendorId: vendor.id,
      email: input.email,
      name: input.name ?? null,
      role: input.role,
      tokenHash: hashToken(token),
      status: 'pending',
      language,
      invitedBy: inviter.userId,
      sentAt: now,
      expiresAt: addSeconds(now, invitationDays * day),
      decidedBy: null,
      decidedAt: null,
      createdAt: now,
    }));
    await insertInvitations(tx, created).catch((error: unknown) =>
      rethrowUniqueViolation(error, {
        vendor_invitations_one_pending: { code: 'INVITATION_PENDING', field: 'email' },
      }),
    );
    await mail.invitations(
      tx,
      vendor.name,
      sender?.name ?? '',
      accepted.map(({ input, language, token }) => ({
        email: input.email,
        language,
        name: input.name ?? null,
        role: input.role,
        token,
      })),
    );
    if (options.logUnder && created.length > 0)
      await recordAction(tx, context, {
        action: 'create',
        ...options.logUnder,
        after: {
          vendorId: vendor.id,
          invitations: created.map(({ id, email, name, role, expiresAt }) => ({
            id,
            email,
            name,
            role,
            expiresAt: expiresAt.toISOString(),
          })),
        },
      });
    else
      await recordActions(
        tx,
        context,
        created.map((row) => ({
          action: 'create' as const,
          entityType: 'vendor-invitation' as const,
          entityId: row.id,
          after: invitationSnapshot(row),
        })),
      );
    // The n-th created row is the n-th accepted input.
    let next = 0;
    return outcomes.map((outcome) => {
      if (outcome instanceof AppError) return outcome;
      const row = created[next];
      next += 1;
      if (!row) throw new Error('invitation outcome missing');
      return row;
    });
  }

  /** One invitation (the rules and writes of `createInvitations`); throws its refusal. */
  async function createInvitation(
    tx: Database,
    vendor: { id: string; name: string },
    inviter: { userId: string; acting: VendorRole },
    input: NewInvitation,
    context: ActionContext,
  ): Promise<InvitationRow> {
    const [outcome] = await createInvitations(tx, vendor, inviter, [input], context);
    if (!outcome) throw new Error('no invitation outcome');
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  return { createInvitations, createInvitation };
}
