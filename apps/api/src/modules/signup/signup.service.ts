import type { SignupInput } from '@portal/contracts/auth';
import type { Configuration } from '@portal/contracts/configuration';
import { accountSchema } from '@portal/contracts/identity-rules';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/password-policy';
import type { RequestOrigin } from '../../lib/request-caller';
import { rethrowUniqueViolation } from '../../lib/unique-violation';
import { actionContextFrom, recordAction } from '../action-log/action-log.recorder';
import { loadCurrentUser } from '../auth/current-user.repository';
import type { Messaging } from '../messaging/messaging.service';
import type { SessionService } from '../sessions/sessions.service';
import { grantRoleByCode } from '../users/users.repository';
import type { VerificationService } from '../verification/verification.service';
import { recordSignupConsents } from './consents.repository';
import { findEmailOwner, insertMember, isAccountTaken } from './signup.repository';

/**
 * Sign-up in three steps: a code to the e-mail, the code for a ticket, the ticket for an account. So an
 * account only ever exists with an e-mail its owner proved to read.
 */
export function createSignupService(deps: {
  db: Database;
  clock: Clock;
  verification: VerificationService;
  sessions: SessionService;
  messaging: Messaging;
  /** From the configuration: whether visitors may sign up now, and the privacy notice they agree to. */
  settings: () => Promise<Pick<Configuration, 'signupOpen' | 'privacyNoticeVersion'>>;
}) {
  const { db, clock, verification, sessions, messaging } = deps;

  async function assertSignupOpen() {
    const settings = await deps.settings();
    if (!settings.signupOpen) throw AppError.of('SIGNUP_CLOSED');
    return settings;
  }

  /**
   * Sends the sign-up code. A registered address gets the same answer (so nobody learns who has an
   * account) and the same per-address limits (a code is issued and never sent), and its owner is told
   * instead that someone tried to register with it.
   */
  async function sendCode(email: string, origin: RequestOrigin) {
    await assertSignupOpen();
    return db.transaction(async (tx) => {
      const owner = await findEmailOwner(tx, email);
      const { code, expiresInSeconds } = await verification.issueCode(tx, {
        purpose: 'signup',
        target: email,
      });
      if (owner) {
        await messaging.queue(tx, {
          channel: 'email',
          recipient: email,
          template: 'signup-email-registered',
          language: owner.language,
          params: { name: owner.name },
        });
        return { sent: true as const, expiresInSeconds };
      }
      await messaging.queue(tx, {
        channel: 'email',
        recipient: email,
        template: 'signup-code',
        language: origin.language,
        params: { code, minutes: String(expiresInSeconds / 60) },
      });
      return { sent: true as const, expiresInSeconds };
    });
  }

  async function verifyCode(email: string, code: string) {
    await verification.checkCode({ purpose: 'signup', target: email, code });
    const { ticket, expiresAt } = await verification.issueTicket(db, { purpose: 'signup', target: email });
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  async function isAccountAvailable(account: string) {
    if (!accountSchema.safeParse(account).success) return false;
    return !(await isAccountTaken(db, account));
  }

  async function signup(input: SignupInput, origin: RequestOrigin) {
    const settings = await assertSignupOpen();
    if (input.pdpaVersion !== settings.privacyNoticeVersion)
      throw AppError.of('PDPA_CONSENT_REQUIRED', { field: 'pdpaConsent' });
    const problem = passwordProblem(input.password, input.account);
    if (problem) throw AppError.of(problem, { field: 'password' });
    const passwordHash = await hashPassword(input.password);

    const { session, userId } = await db
      .transaction(async (tx) => {
        const ticket = await verification.consumeTicket(tx, 'signup', input.ticket);
        if (await isAccountTaken(tx, input.account)) throw AppError.of('ACCOUNT_TAKEN', { field: 'account' });
        const now = clock.now();
        const userId = await insertMember(tx, {
          account: input.account,
          name: input.name,
          email: ticket.target,
          emailVerifiedAt: now,
          mobile: input.mobile ?? null,
          language: input.language ?? origin.language,
          passwordHash,
          passwordChangedAt: now,
        });
        await grantRoleByCode(tx, userId, systemRoleCodes.member);
        await recordAction(
          tx,
          actionContextFrom(origin, userId),
          {
            action: 'create',
            entityType: 'user',
            entityId: userId,
            after: { account: input.account, name: input.name, email: ticket.target, via: 'signup' },
          },
          now,
        );
        await recordSignupConsents(tx, {
          userId,
          version: input.pdpaVersion,
          marketing: input.marketingConsent,
          ip: origin.ip,
          at: now,
        });
        const started = await sessions.start(tx, { userId, ip: origin.ip, userAgent: origin.userAgent });
        return { session: started, userId };
      })
      .catch((error: unknown) =>
        rethrowUniqueViolation(error, {
          users_account_lower_key: { code: 'ACCOUNT_TAKEN', field: 'account' },
          users_email_key: { code: 'EMAIL_TAKEN', field: 'ticket' },
        }),
      );

    const user = await loadCurrentUser(db, userId, origin.language);
    if (!user) throw new Error('new user not found');
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), user };
  }

  return { sendCode, verifyCode, isAccountAvailable, signup };
}
