import type {
  BuyerProfile,
  Profile,
  UpdateBuyerProfileInput,
  UpdateProfileInput,
} from '@portal/contracts/account';
import type { Language } from '@portal/contracts/i18n';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/password-policy';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import type { Messaging } from '../messaging/messaging.service';
import { toSessionView } from '../sessions/session-view';
import type { SessionService } from '../sessions/sessions.service';
import type { VerificationService } from '../verification/verification.service';
import {
  type BuyerProfileRow,
  findBuyerProfile,
  findUser,
  isEmailUsedByOther,
  replacePasswordIf,
  saveBuyerProfile,
  type UserRow,
  updateUser,
} from './account.repository';

const emptyBuyer: BuyerProfile = { company: '', industry: '', interests: [], address: '' };

function toBuyerProfile(row: BuyerProfileRow): BuyerProfile {
  return { company: row.company, industry: row.industry, interests: row.interests, address: row.address };
}

export function toProfile(user: UserRow): Profile {
  return {
    account: user.account,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    mobile: user.mobile,
    mobileVerified: user.mobileVerifiedAt !== null,
    pendingMobile: user.pendingMobile,
    jobTitle: user.jobTitle,
    avatarUrl: user.avatarUrl,
    language: user.language,
  };
}

/**
 * A user's own account. A new e-mail or mobile waits as "pending" until its code comes back, so the
 * address on file is always one its owner reads.
 */
export function createAccountService(deps: {
  db: Database;
  clock: Clock;
  verification: VerificationService;
  sessions: SessionService;
  messaging: Messaging;
}) {
  const { db, clock, verification, sessions, messaging } = deps;

  async function requireUser(tx: Database, userId: string) {
    const user = await findUser(tx, userId);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    return user;
  }

  async function sendChangeCode(
    tx: Database,
    user: UserRow,
    channel: 'email' | 'mobile',
    language: Language,
  ) {
    const target = channel === 'email' ? user.pendingEmail : user.pendingMobile;
    if (!target) throw AppError.of('NO_PENDING_CHANGE', { field: 'channel' });
    const purpose = channel === 'email' ? 'email-change' : 'mobile-change';
    const { code, expiresInSeconds } = await verification.issueCode(tx, { purpose, target, userId: user.id });
    await messaging.queue(tx, {
      channel: channel === 'email' ? 'email' : 'sms',
      recipient: target,
      template: channel === 'email' ? 'email-change-code' : 'mobile-change-code',
      language,
      params: { code, minutes: String(expiresInSeconds / 60), name: user.name },
    });
    return { sent: true as const, expiresInSeconds };
  }

  async function updateProfile(
    userId: string,
    input: UpdateProfileInput,
    language: Language,
    context: ActionContext,
  ) {
    return db.transaction(async (tx) => {
      const before = await requireUser(tx, userId);
      let user = before;
      const changes: Partial<UserRow> = { updatedAt: clock.now() };
      if (input.name !== undefined) changes.name = input.name;
      if (input.jobTitle !== undefined) changes.jobTitle = input.jobTitle || null;
      if (input.avatarUrl !== undefined) changes.avatarUrl = input.avatarUrl || null;
      if (input.language !== undefined) changes.language = input.language;
      const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
      if (newEmail) {
        if (await isEmailUsedByOther(tx, newEmail, userId))
          throw AppError.of('EMAIL_TAKEN', { field: 'email' });
        changes.pendingEmail = newEmail;
      }
      const newMobile =
        input.mobile !== undefined && input.mobile !== (user.mobile ?? '') ? input.mobile : undefined;
      if (newMobile === '')
        Object.assign(changes, { mobile: null, mobileVerifiedAt: null, pendingMobile: null });
      else if (newMobile) changes.pendingMobile = newMobile;
      user = await updateUser(tx, userId, changes);
      if (newEmail) await sendChangeCode(tx, user, 'email', language);
      if (newMobile) await sendChangeCode(tx, user, 'mobile', language);
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'user',
        entityId: userId,
        before: toProfile(before),
        after: toProfile(user),
      });
      return toProfile(user);
    });
  }

  /** Confirms a pending e-mail or mobile with its code. */
  async function confirmChange(
    userId: string,
    channel: 'email' | 'mobile',
    code: string,
    context: ActionContext,
  ) {
    const user = await requireUser(db, userId);
    const target = channel === 'email' ? user.pendingEmail : user.pendingMobile;
    if (!target) throw AppError.of('NO_PENDING_CHANGE', { field: 'code' });
    await verification.checkCode({
      purpose: channel === 'email' ? 'email-change' : 'mobile-change',
      target,
      code,
    });
    const now = clock.now();
    return db.transaction(async (tx) => {
      if (channel === 'email' && (await isEmailUsedByOther(tx, target, userId))) {
        throw AppError.of('EMAIL_TAKEN', { field: 'code' });
      }
      const changes =
        channel === 'email'
          ? { email: target, emailVerifiedAt: now, pendingEmail: null, updatedAt: now }
          : { mobile: target, mobileVerifiedAt: now, pendingMobile: null, updatedAt: now };
      const after = toProfile(await updateUser(tx, userId, changes));
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'user',
        entityId: userId,
        before: toProfile(user),
        after,
      });
      return after;
    });
  }

  async function resendChangeCode(userId: string, channel: 'email' | 'mobile', language: Language) {
    return db.transaction(async (tx) => sendChangeCode(tx, await requireUser(tx, userId), channel, language));
  }

  /**
   * Changes the password, or sets the first one of an account made by a social sign-in (which has none):
   * with a password, `currentPassword` must be given and right; without one, it must be left out. Either
   * way the same policy applies, every other session of the user ends and this one stays.
   */
  async function changePassword(
    caller: { userId: string; sessionId: string; context: ActionContext },
    currentPassword: string | undefined,
    newPassword: string,
  ) {
    const { userId, sessionId } = caller;
    const user = await requireUser(db, userId);
    if (user.passwordHash) {
      if (currentPassword === undefined) throw AppError.of('FIELD_REQUIRED', { field: 'currentPassword' });
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw AppError.of('PASSWORD_INCORRECT', { field: 'currentPassword' });
    } else if (currentPassword !== undefined) {
      // There is no current password, so none can be right: a client sending one is confused.
      throw AppError.of('PASSWORD_INCORRECT', { field: 'currentPassword' });
    }
    const problem = passwordProblem(newPassword, user.account);
    if (problem) throw AppError.of(problem, { field: 'newPassword' });
    const passwordHash = await hashPassword(newPassword);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const replaced = await replacePasswordIf(tx, userId, user.passwordHash, {
        passwordHash,
        passwordChangedAt: now,
        updatedAt: now,
      });
      if (!replaced) throw AppError.of('CONFLICT');
      const endedSessions = await sessions.endAllOf(tx, userId, 'password-changed', sessionId);
      await recordAction(tx, caller.context, {
        action: 'password-changed',
        entityType: 'user',
        entityId: userId,
        after: { firstPassword: user.passwordHash === null, endedSessions },
      });
      if (user.email) {
        await messaging.queue(tx, {
          channel: 'email',
          recipient: user.email,
          template: 'password-changed',
          language: user.language,
          params: { account: user.account },
        });
      }
      return { changed: true as const, endedSessions };
    });
  }

  async function buyerProfile(userId: string): Promise<BuyerProfile> {
    const row = await findBuyerProfile(db, userId);
    return row ? toBuyerProfile(row) : emptyBuyer;
  }

  async function saveBuyer(userId: string, input: UpdateBuyerProfileInput, context: ActionContext) {
    return db.transaction(async (tx) => {
      const before = await findBuyerProfile(tx, userId, { forUpdate: true });
      const saved = toBuyerProfile(await saveBuyerProfile(tx, { userId, ...input, updatedAt: clock.now() }));
      await recordAction(tx, context, {
        action: before ? 'update' : 'create',
        entityType: 'buyer-profile',
        entityId: userId,
        before: before ? toBuyerProfile(before) : null,
        after: saved,
      });
      return saved;
    });
  }

  /** The caller's signed-in devices, the current one marked. */
  async function openSessions(caller: { userId: string; sessionId: string }) {
    const open = await sessions.listOpen(caller.userId);
    return { totalCount: open.length, data: open.map((row) => toSessionView(row, caller.sessionId)) };
  }

  /** Ends one of the caller's own sessions (someone else's, or none: the same 404, so ids cannot be probed). */
  async function endSession(caller: { userId: string; context: ActionContext }, id: string) {
    const mine = (await sessions.listOpen(caller.userId)).some((row) => row.id === id);
    if (!mine) throw AppError.of('NOT_FOUND');
    return db.transaction(async (tx) => {
      const endedSessions = await sessions.end(tx, id, 'ended-by-user');
      await recordAction(tx, caller.context, {
        action: 'sessions-ended',
        entityType: 'user',
        entityId: caller.userId,
        after: { sessionIds: [id] },
      });
      return { endedSessions };
    });
  }

  /** Ends every session of the caller but the current one. */
  async function endOtherSessions(caller: { userId: string; sessionId: string; context: ActionContext }) {
    const { userId, sessionId } = caller;
    return db.transaction(async (tx) => {
      const endedSessions = await sessions.endAllOf(tx, userId, 'ended-by-user', sessionId);
      await recordAction(tx, caller.context, {
        action: 'sessions-ended',
        entityType: 'user',
        entityId: userId,
        after: { count: endedSessions, keptSessionId: sessionId },
      });
      return { endedSessions };
    });
  }

  return {
    profile: async (userId: string) => toProfile(await requireUser(db, userId)),
    passwordStatus: async (userId: string) => {
      const user = await requireUser(db, userId);
      return {
        hasPassword: user.passwordHash !== null,
        changedAt: user.passwordChangedAt?.toISOString() ?? null,
      };
    },
    updateProfile,
    confirmChange,
    resendChangeCode,
    changePassword,
    buyerProfile,
    saveBuyer,
    openSessions,
    endSession,
    endOtherSessions,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
