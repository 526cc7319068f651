import type { Language } from '@portal/contracts/i18n';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rethrowUniqueViolation } from '../../lib/unique-violation';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import type { Messaging } from '../messaging/messaging.service';
import { grantRole, insertUser } from '../users/users.repository';
import { ticketLifetimeSeconds, type VerificationService } from '../verification/verification.service';
import {
  findRoleByCode,
  findUserForMail,
  isAccountTaken,
  isEmailTaken,
  updateUserFields,
} from './user-admin.repository';
import { assertCanManageUser } from './user-grants';

/** How long the welcome mail's set-password link works. */
export const welcomeLinkDays = 7;

interface MailRecipient {
  id: string;
  account: string;
  name: string;
  email: string;
  language: Language;
}

/** Who asks for a mail to a user: their permissions (checked against the user's) and the log context. */
export interface MailCaller {
  permissions: ReadonlySet<string>;
  context: ActionContext;
}

/** A person an administrator gives an account to (never a password: the welcome mail sets one). */
export interface NewAccount {
  account: string;
  name: string;
  email: string;
  mobile?: string | null;
  jobTitle?: string | null;
  language: Language;
}

/** The member role: what every new account holds unless given others. */
export async function memberRoleId(tx: Database): Promise<string> {
  const member = await findRoleByCode(tx, systemRoleCodes.member);
  if (!member) throw new Error('the member role is missing');
  return member.id;
}

/**
 * The mails an administrator sends to a user: the welcome mail with its set-password link (a
 * `password-reset` ticket, so the web app's reset page and `POST /ForgotPassword/Change` take it), a
 * password reset link, a fresh e-mail verification. The administrator never sees a link or a ticket.
 */
export function createUserAdminService(deps: {
  db: Database;
  clock: Clock;
  verification: VerificationService;
  messaging: Messaging;
  /** `PUBLIC_URL`: where users reach the portal. */
  publicUrl: string;
}) {
  const { db, clock, verification, messaging } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');
  const resetLink = (ticket: string) => `${base}/reset-password?ticket=${encodeURIComponent(ticket)}`;

  /** Mails the set-password link of a new (or still password-less) account; earlier links stop working. */
  async function sendWelcome(tx: Database, user: MailRecipient) {
    const { ticket } = await verification.issueTicket(tx, {
      purpose: 'password-reset',
      target: user.email,
      userId: user.id,
      data: { kind: 'welcome' },
      lifetimeSeconds: welcomeLinkDays * 24 * 3600,
      replacePrevious: true,
    });
    await messaging.queue(tx, {
      channel: 'email',
      recipient: user.email,
      template: 'welcome',
      language: user.language,
      params: {
        name: user.name,
        account: user.account,
        link: resetLink(ticket),
        days: String(welcomeLinkDays),
      },
    });
  }

  /**
   * Creates an account the way administrators do, inside the caller's transaction: no password, the
   * e-mail unverified, `roleIds` (default: the member role), and the welcome mail with its set-password
   * link. A taken account or e-mail is 409, its field named under `fieldPrefix` (`owner.invite.`).
   * Returns the new user's id; the caller writes the action-log entry.
   */
  async function createAccount(
    tx: Database,
    input: NewAccount,
    options: { roleIds?: readonly string[]; fieldPrefix?: string } = {},
  ): Promise<string> {
    const prefix = options.fieldPrefix ?? '';
    const taken = {
      users_account_lower_key: { code: 'ACCOUNT_TAKEN', field: `${prefix}account` },
      users_email_key: { code: 'EMAIL_TAKEN', field: `${prefix}email` },
    } as const;
    if (await isAccountTaken(tx, input.account))
      throw AppError.of('ACCOUNT_TAKEN', { field: taken.users_account_lower_key.field });
    if (await isEmailTaken(tx, input.email))
      throw AppError.of('EMAIL_TAKEN', { field: taken.users_email_key.field });
    const now = clock.now();
    const id = await insertUser(tx, {
      account: input.account,
      name: input.name,
      email: input.email,
      mobile: input.mobile || null,
      jobTitle: input.jobTitle || null,
      language: input.language,
      createdAt: now,
      updatedAt: now,
    }).catch((error: unknown) => rethrowUniqueViolation(error, taken));
    const roleIds = options.roleIds?.length ? options.roleIds : [await memberRoleId(tx)];
    for (const roleId of roleIds) await grantRole(tx, id, roleId);
    await sendWelcome(tx, {
      id,
      account: input.account,
      name: input.name,
      email: input.email,
      language: input.language,
    });
    return id;
  }

  /** The user, locked, if the caller may mail them: active, and holding nothing the caller lacks. */
  async function lockRecipient(tx: Database, userId: string, caller: MailCaller) {
    const user = await findUserForMail(tx, userId);
    if (!user) throw AppError.of('NOT_FOUND');
    assertCanManageUser(caller.permissions, user.permissions);
    if (user.status !== 'active') throw AppError.of('USER_DISABLED');
    return user;
  }

  /**
   * Verification again: an account nobody has taken up yet (no password ever set, never signed in: the
   * welcome link is unused) gets a fresh welcome mail; otherwise a code goes to the pending e-mail, or to
   * the unverified e-mail (then made the pending one, confirmed with `POST /Verification/Verify/Email`
   * once the user signs in), so a set-password link never reaches an address of someone's account that
   * its owner has not confirmed. Nothing to verify: 409.
   */
  async function resendVerification(userId: string, caller: MailCaller) {
    return db.transaction(async (tx) => {
      const user = await lockRecipient(tx, userId, caller);
      const unverifiedEmail = user.email && !user.emailVerifiedAt ? user.email : null;
      let mail: 'welcome' | 'email-change-code';
      let recipient: string;
      if (!user.takenUp && unverifiedEmail) {
        await sendWelcome(tx, { ...user, email: unverifiedEmail });
        mail = 'welcome';
        recipient = unverifiedEmail;
      } else {
        const target = user.pendingEmail ?? unverifiedEmail;
        if (!target) throw AppError.of('NOTHING_TO_VERIFY');
        if (!user.pendingEmail)
          await updateUserFields(tx, user.id, { pendingEmail: target, updatedAt: clock.now() });
        const { code, expiresInSeconds } = await verification.issueCode(tx, {
          purpose: 'email-change',
          target,
          userId: user.id,
        });
        await messaging.queue(tx, {
          channel: 'email',
          recipient: target,
          template: 'email-change-code',
          language: user.language,
          params: { code, minutes: String(expiresInSeconds / 60), name: user.name },
        });
        mail = 'email-change-code';
        recipient = target;
      }
      await recordAction(tx, caller.context, {
        action: 'resend',
        entityType: 'user',
        entityId: user.id,
        after: { mail, recipient },
      });
      return { sent: true as const };
    });
  }

  /**
   * Mails a reset link (a ticket of the usual reset lifetime) to the user's e-mail, only once its owner
   * has confirmed it: an address set by staff (or never verified) could be anyone's.
   */
  async function sendPasswordReset(userId: string, caller: MailCaller) {
    return db.transaction(async (tx) => {
      const user = await lockRecipient(tx, userId, caller);
      if (!user.email) throw AppError.of('USER_HAS_NO_EMAIL');
      if (!user.emailVerifiedAt) throw AppError.of('EMAIL_NOT_VERIFIED');
      const { ticket } = await verification.issueTicket(tx, {
        purpose: 'password-reset',
        target: user.email,
        userId: user.id,
        data: { kind: 'admin-reset' },
        replacePrevious: true,
      });
      await messaging.queue(tx, {
        channel: 'email',
        recipient: user.email,
        template: 'admin-password-reset',
        language: user.language,
        params: {
          name: user.name,
          account: user.account,
          link: resetLink(ticket),
          minutes: String(ticketLifetimeSeconds / 60),
        },
      });
      await recordAction(tx, caller.context, {
        action: 'resend',
        entityType: 'user',
        entityId: user.id,
        after: { mail: 'admin-password-reset', recipient: user.email },
      });
      return { sent: true as const };
    });
  }

  /** Links mailed to an address the user no longer has must stop working. */
  async function retireLinks(tx: Database, userId: string) {
    await verification.retireTickets(tx, 'password-reset', userId);
  }

  return { createAccount, sendWelcome, resendVerification, sendPasswordReset, retireLinks };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
