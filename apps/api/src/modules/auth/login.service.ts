import type { LoginInput, LoginResult } from '@portal/contracts/auth';
import type { Database } from '../../db/client';
import { socialIdentities } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createRateLimiter } from '../../lib/rate-limiter';
import type { RequestOrigin } from '../../lib/request-caller';
import { actionContextFrom, recordAction } from '../action-log/action-log.recorder';
import type { SessionService } from '../sessions/sessions.service';
import type { VerificationService } from '../verification/verification.service';
import type { CaptchaService } from './captcha.service';
import { loadCurrentUser } from './current-user.repository';
import { nextFailureState } from './lockout';
import {
  findUserForLogin,
  lockLoginState,
  recordFailedLogin,
  recordSuccessfulLogin,
} from './login.repository';

type Outcome =
  | { ok: true; userId: string; token: string; expiresAt: Date }
  | { ok: false; notStaff?: boolean };

/**
 * Password sign-in. Unknown account, wrong password, locked or disabled account all answer the same
 * 401 after the same work (a password hash is always checked), so nothing tells them apart.
 */
export function createLoginService(deps: {
  db: Database;
  clock: Clock;
  captcha: CaptchaService;
  sessions: SessionService;
  verification: VerificationService;
}) {
  const { db, clock, captcha, sessions, verification } = deps;
  const perAccount = createRateLimiter({ max: 10, windowSeconds: 60, clock });
  let dummyHash: Promise<string> | undefined;

  async function login(
    input: LoginInput,
    origin: RequestOrigin,
    options: { staffOnly?: boolean } = {},
  ): Promise<LoginResult> {
    await captcha.verify(input.LastVisitedUri, input.LoginIp);
    perAccount.hit(input.account.normalize('NFKC').trim().toLowerCase());

    const user = await findUserForLogin(db, input.account);
    if (!user?.passwordHash) {
      dummyHash ??= hashPassword('not-a-real-password-0');
      await verifyPassword(await dummyHash, input.password);
      await recordFailure(origin, input.account, user?.id ?? null);
      throw AppError.of('INVALID_CREDENTIALS');
    }
    // Hashing (tens of ms) happens before the transaction, so no connection or row lock waits on it.
    const passwordMatches = await verifyPassword(user.passwordHash, input.password);

    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const state = await lockLoginState(tx, user.id);
      const now = clock.now();
      if (!state || (state.lockedUntil && state.lockedUntil > now)) return { ok: false };
      if (!passwordMatches) {
        await recordFailedLogin(tx, user.id, nextFailureState(state, now));
        return { ok: false };
      }
      if (state.status !== 'active') return { ok: false };
      await recordSuccessfulLogin(tx, user.id);
      if (options.staffOnly) {
        const current = await loadCurrentUser(tx, user.id, origin.language);
        if (!current?.permissions.length) return { ok: false, notStaff: true };
      }
      if (input.token) await linkSocialIdentity(tx, user.id, input.token, origin);
      await recordAction(tx, actionContextFrom(origin, user.id), {
        action: 'sign-in',
        entityType: 'user',
        entityId: user.id,
        after: { method: options.staffOnly ? 'staff-password' : 'password' },
      });
      const session = await sessions.start(tx, {
        userId: user.id,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      return { ok: true, userId: user.id, token: session.token, expiresAt: session.expiresAt };
    });

    if (!outcome.ok) {
      await recordFailure(origin, input.account, user.id);
      throw AppError.of(outcome.notStaff ? 'NOT_STAFF' : 'INVALID_CREDENTIALS');
    }
    const signedIn = await loadCurrentUser(db, outcome.userId, origin.language);
    if (!signedIn) throw new Error('signed-in user vanished');
    return { token: outcome.token, expiresAt: outcome.expiresAt.toISOString(), user: signedIn };
  }

  /** Failed sign-ins are kept with the account name typed (the person may not exist). */
  async function recordFailure(origin: RequestOrigin, account: string, userId: string | null) {
    await recordAction(db, actionContextFrom(origin, null), {
      action: 'sign-in-failed',
      entityType: 'user',
      entityId: userId,
      after: { account: account.slice(0, 254) },
    });
  }

  /** A social sign-in waiting for the owner of the same e-mail to confirm with the password. */
  async function linkSocialIdentity(tx: Database, userId: string, ticket: string, origin: RequestOrigin) {
    const row = await verification.consumeTicket(tx, 'social-link', ticket);
    const provider = row.data?.provider;
    const subject = row.data?.subject;
    if (row.userId !== userId || (provider !== 'google' && provider !== 'facebook') || !subject) {
      throw AppError.of('TICKET_INVALID', { field: 'token' });
    }
    const linked = await tx
      .insert(socialIdentities)
      .values({ provider, subject, userId, email: row.target })
      .onConflictDoNothing()
      .returning({ provider: socialIdentities.provider });
    if (linked.length > 0) {
      await recordAction(tx, actionContextFrom(origin, userId), {
        action: 'create',
        entityType: 'social-identity',
        entityId: userId,
        after: { provider, email: row.target },
      });
    }
  }

  return { login };
}

export type LoginService = ReturnType<typeof createLoginService>;
