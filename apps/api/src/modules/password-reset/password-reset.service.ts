import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/password-policy';
import type { RequestOrigin } from '../../lib/request-caller';
import { actionContextFrom, recordAction } from '../action-log/action-log.recorder';
import type { Messaging } from '../messaging/messaging.service';
import type { SessionService } from '../sessions/sessions.service';
import type { VerificationService } from '../verification/verification.service';
import {
  findUserByAccountOrEmail,
  findUserById,
  markEmailVerifiedIfStill,
  setPassword,
} from './password-reset.repository';

/**
 * Forgotten password: a code to the account's verified e-mail (or, for an account never taken up, the
 * address its welcome mail went to), the code for a reset ticket, the ticket
 * for a new password. Submitting answers the same whether the account exists or not.
 */
export function createPasswordResetService(deps: {
  db: Database;
  clock: Clock;
  verification: VerificationService;
  sessions: SessionService;
  messaging: Messaging;
}) {
  const { db, clock, verification, sessions, messaging } = deps;

  async function sendCode(identifier: string) {
    const user = await findUserByAccountOrEmail(db, identifier);
    // An unconfirmed address gets nothing, answered as usual: it may be anyone's mailbox.
    if (!user?.email || !user.mayReceiveReset || user.status !== 'active') return { accepted: true as const };
    const email = user.email;
    try {
      await db.transaction(async (tx) => {
        const { code, expiresInSeconds } = await verification.issueCode(tx, {
          purpose: 'password-reset',
          target: email,
          userId: user.id,
        });
        await messaging.queue(tx, {
          channel: 'email',
          recipient: email,
          template: 'password-reset-code',
          language: user.language,
          params: { code, minutes: String(expiresInSeconds / 60), account: user.account },
        });
      });
    } catch (error) {
      // Too many codes for this account: answer as usual, so the answer never tells it exists.
      if (!(error instanceof AppError && error.statusCode === 429)) throw error;
    }
    return { accepted: true as const };
  }

  async function verifyCode(identifier: string, code: string) {
    const user = await findUserByAccountOrEmail(db, identifier);
    // A user disabled since the code was sent gets the answer of an unknown account.
    if (!user?.email || !user.mayReceiveReset || user.status !== 'active')
      throw AppError.of('CODE_INVALID', { field: 'code' });
    await verification.checkCode({ purpose: 'password-reset', target: user.email, code });
    const { ticket, expiresAt } = await verification.issueTicket(db, {
      purpose: 'password-reset',
      target: user.email,
      userId: user.id,
    });
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Sets the new password and ends every session of the user. The same call takes the tickets mailed as
   * links (the welcome mail of an account an administrator created, an administrator's reset mail); any
   * of them also verifies the e-mail it was sent to.
   */
  async function changePassword(ticket: string, password: string, origin: RequestOrigin) {
    await db.transaction(async (tx) => {
      const row = await verification.consumeTicket(tx, 'password-reset', ticket);
      const current = row.userId ? await findUserById(tx, row.userId) : undefined;
      // Disabling a user also disarms the reset links and tickets they still hold.
      if (!row.userId || current?.status !== 'active')
        throw AppError.of('TICKET_INVALID', { field: 'ticket' });
      const problem = passwordProblem(password, current.account);
      if (problem) throw AppError.of(problem, { field: 'password' });
      const now = clock.now();
      const updated = await setPassword(tx, row.userId, await hashPassword(password), now);
      await markEmailVerifiedIfStill(tx, row.userId, row.target, now);
      const endedSessions = await sessions.endAllOf(tx, row.userId, 'password-reset');
      await recordAction(tx, actionContextFrom(origin, row.userId), {
        action: 'password-reset',
        entityType: 'user',
        entityId: row.userId,
        after: { endedSessions },
      });
      if (updated?.email) {
        await messaging.queue(tx, {
          channel: 'email',
          recipient: updated.email,
          template: 'password-changed',
          language: updated.language,
          params: { account: updated.account },
        });
      }
    });
    return { accepted: true as const };
  }

  return { sendCode, verifyCode, changePassword };
}
