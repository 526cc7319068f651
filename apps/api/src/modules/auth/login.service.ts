import type { LoginInput, LoginResult } from '@portal/contracts/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RequestOrigin } from '../../lib/request-caller';
import { actionContextFrom, recordAction } from '../action-log/action-log.recorder';
import type { RateLimiter } from '../rate-limits/rate-limits.service';
import type { SessionService } from '../sessions/sessions.service';
import type { VerificationService } from '../verification/verification.service';
import type { CaptchaService } from './captcha.service';
import { loadCurrentUser } from './current-user.repository';
import { deviceCookieDays, deviceIdFor, signDeviceCookie } from './device-cookie';
import { nextFailureState } from './lockout';
import {
  findUserForLogin,
  insertKnownDevice,
  insertSocialIdentity,
  lockKnownDevice,
  lockLoginState,
  recordDeviceFailure,
  recordFailedLogin,
  recordSuccessfulLogin,
  renewKnownDevice,
} from './login.repository';

type Outcome =
  | { ok: true; userId: string; deviceId: string; token: string; expiresAt: Date }
  | { ok: false; notStaff?: boolean };

/** Sign-in attempts per account a minute (a known device has its own count). */
const perAccountLimit = { max: 10, windowSeconds: 60 };

/**
 * Password sign-in. Unknown account, wrong password, locked or disabled account all answer the same
 * 401 after the same work (a password hash is always checked), so nothing tells them apart.
 *
 * Lockout: failures lock the account for a growing time, at most 15 minutes (`lockout.ts`), but only
 * for unknown devices. A browser holding the device cookie of an earlier successful sign-in to this
 * account is judged by its own failures instead, so a stranger's failures never shut the owner out.
 */
export function createLoginService(deps: {
  db: Database;
  clock: Clock;
  captcha: CaptchaService;
  sessions: SessionService;
  verification: VerificationService;
  rateLimiter: RateLimiter;
  /** Signs device cookies. */
  key: string;
}) {
  const { db, clock, captcha, sessions, verification, rateLimiter, key } = deps;
  let dummyHash: Promise<string> | undefined;

  async function login(
    input: LoginInput,
    origin: RequestOrigin,
    options: { staffOnly?: boolean; deviceCookie?: string | undefined } = {},
  ): Promise<{ result: LoginResult; deviceCookie: string }> {
    await captcha.verify(input.LastVisitedUri, input.LoginIp);
    const user = await findUserForLogin(db, input.account);
    const deviceId = user ? deviceIdFor(key, options.deviceCookie, user.id) : null;
    const accountName = input.account.normalize('NFKC').trim().toLowerCase();
    await rateLimiter.hit(
      'sign-in per account',
      deviceId ? `device:${deviceId}` : `account:${accountName}`,
      perAccountLimit,
    );

    if (!user?.passwordHash) {
      dummyHash ??= hashPassword('not-a-real-password-0');
      await verifyPassword(await dummyHash, input.password);
      await recordFailure(origin, input.account, user?.id ?? null);
      throw AppError.of('INVALID_CREDENTIALS');
    }
    // Hashing (tens of ms) happens before the transaction, so no connection or row lock waits on it.
    const passwordMatches = await verifyPassword(user.passwordHash, input.password);

    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const now = clock.now();
      const state = await lockLoginState(tx, user.id);
      if (!state) return { ok: false };
      const device = deviceId ? await lockKnownDevice(tx, deviceId, user.id, now) : undefined;
      // A known device answers for its own failures; anyone else for the account's.
      const lock = device ?? state;
      if (lock.lockedUntil && lock.lockedUntil > now) return { ok: false };
      if (!passwordMatches) {
        if (device) await recordDeviceFailure(tx, device.id, nextFailureState(device, now));
        else await recordFailedLogin(tx, user.id, nextFailureState(state, now));
        return { ok: false };
      }
      if (state.status !== 'active') return { ok: false };
      await recordSuccessfulLogin(tx, user.id);
      if (options.staffOnly) {
        const current = await loadCurrentUser(tx, user.id, origin.language);
        if (!current?.permissions.length) return { ok: false, notStaff: true };
      }
      const deviceExpiresAt = addSeconds(now, deviceCookieDays * 86_400);
      let knownDeviceId: string;
      if (device) {
        await renewKnownDevice(tx, device.id, deviceExpiresAt);
        knownDeviceId = device.id;
      } else {
        knownDeviceId = await insertKnownDevice(tx, {
          userId: user.id,
          createdAt: now,
          expiresAt: deviceExpiresAt,
        });
      }
      if (input.token) await linkSocialIdentity(tx, user.id, input.token, origin);
      await recordAction(tx, actionContextFrom(origin, user.id), {
        action: 'sign-in',
        entityType: 'user',
        entityId: user.id,
        after: { method: options.staffOnly ? 'staff-password' : 'password', knownDevice: !!device },
      });
      const session = await sessions.start(tx, {
        userId: user.id,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      return {
        ok: true,
        userId: user.id,
        deviceId: knownDeviceId,
        token: session.token,
        expiresAt: session.expiresAt,
      };
    });

    if (!outcome.ok) {
      await recordFailure(origin, input.account, user.id);
      throw AppError.of(outcome.notStaff ? 'NOT_STAFF' : 'INVALID_CREDENTIALS');
    }
    const signedIn = await loadCurrentUser(db, outcome.userId, origin.language);
    if (!signedIn) throw new Error('signed-in user vanished');
    return {
      result: { token: outcome.token, expiresAt: outcome.expiresAt.toISOString(), user: signedIn },
      deviceCookie: signDeviceCookie(key, outcome.deviceId, outcome.userId),
    };
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
    const linked = await insertSocialIdentity(tx, { provider, subject, userId, email: row.target });
    if (linked) {
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
