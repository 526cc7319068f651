import { randomBytes } from 'node:crypto';
import type { SocialLoginInput } from '@portal/contracts/auth';
import type { Configuration } from '@portal/contracts/configuration';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RequestOrigin } from '../../lib/request-caller';
import { actionContextFrom, recordAction } from '../action-log/action-log.recorder';
import { loadCurrentUser } from '../auth/current-user.repository';
import type { SessionService } from '../sessions/sessions.service';
import { recordSignupConsents } from '../signup/consents.repository';
import { grantRoleByCode } from '../users/users.repository';
import type { VerificationService } from '../verification/verification.service';
import { findLinkedUser, findUserByEmail, insertIdentity, insertSocialUser } from './social-login.repository';
import type { SocialProfile } from './social-profile';

type Verifier = (token: string) => Promise<SocialProfile>;

/** A fresh account name for a social sign-up: the e-mail's local part (or the provider) and a suffix. */
function accountFor(profile: SocialProfile): string {
  const base =
    (profile.email?.split('@')[0] ?? profile.provider).replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40) || 'user';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** What decides whether a new person may get an account: as sign-up reads it from the configuration. */
export type SocialSignupSettings = Pick<Configuration, 'signupOpen' | 'privacyNoticeVersion'>;

/** The PDPA consent a new account needs, as at sign-up: the current notice, agreed to. */
function hasConsentTo(
  version: string,
  input: SocialLoginInput,
): input is SocialLoginInput & { pdpaVersion: string } {
  return input.pdpaConsent === true && input.pdpaVersion === version;
}

/**
 * Google and Facebook sign-in. A known identity signs in; a new person gets an account, only with the
 * PDPA consent of the current notice (else PDPA_CONSENT_REQUIRED, nothing created: the caller asks and
 * sends the same token again); an existing account with the same e-mail is linked only once its owner
 * signs in with the password (the answer `link-required` carries the ticket for that sign-in), so a
 * provider account can never take it over.
 */
export function createSocialLoginService(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  verification: VerificationService;
  verifiers: { google?: Verifier | undefined; facebook?: Verifier | undefined };
  /** The configuration's sign-up switch and notice version (the same as sign-up's). */
  settings: () => Promise<SocialSignupSettings>;
}) {
  const { db, clock, sessions, verification, verifiers } = deps;

  async function signIn(provider: 'google' | 'facebook', input: SocialLoginInput, origin: RequestOrigin) {
    const verify = verifiers[provider];
    if (!verify) throw AppError.of('SOCIAL_LOGIN_DISABLED');
    const profile = await verify(input.token);

    const outcome = await db.transaction(async (tx) => {
      const linked = await findLinkedUser(tx, profile.provider, profile.subject);
      if (linked) {
        if (linked.status !== 'active') throw AppError.of('INVALID_CREDENTIALS');
        await recordAction(tx, actionContextFrom(origin, linked.id), {
          action: 'sign-in',
          entityType: 'user',
          entityId: linked.id,
          after: { method: profile.provider },
        });
        return { userId: linked.id, session: await sessions.start(tx, { userId: linked.id, ...origin }) };
      }
      const owner = profile.email ? await findUserByEmail(tx, profile.email) : undefined;
      if (owner && profile.email) {
        const { ticket, expiresAt } = await verification.issueTicket(tx, {
          purpose: 'social-link',
          target: profile.email,
          userId: owner.id,
          data: { provider: profile.provider, subject: profile.subject },
        });
        return { link: { linkTicket: ticket, account: owner.account, expiresAt: expiresAt.toISOString() } };
      }
      const settings = await deps.settings();
      if (!settings.signupOpen) throw AppError.of('SIGNUP_CLOSED');
      if (!hasConsentTo(settings.privacyNoticeVersion, input))
        throw AppError.of('PDPA_CONSENT_REQUIRED', { field: 'pdpaConsent' });
      const now = clock.now();
      const userId = await insertSocialUser(tx, {
        account: accountFor(profile),
        name: profile.name ?? profile.email ?? profile.provider,
        email: profile.email,
        emailVerifiedAt: profile.email ? now : null,
        language: origin.language,
      });
      await insertIdentity(tx, {
        provider: profile.provider,
        subject: profile.subject,
        userId,
        email: profile.email,
      });
      await grantRoleByCode(tx, userId, systemRoleCodes.member);
      await recordAction(tx, actionContextFrom(origin, userId), {
        action: 'create',
        entityType: 'user',
        entityId: userId,
        after: { name: profile.name ?? null, email: profile.email, via: profile.provider },
      });
      await recordSignupConsents(tx, {
        userId,
        version: input.pdpaVersion,
        marketing: input.marketingConsent ?? false,
        ip: origin.ip,
        at: now,
      });
      return { userId, session: await sessions.start(tx, { userId, ...origin }) };
    });

    if ('link' in outcome && outcome.link) return { status: 'link-required' as const, ...outcome.link };
    if (!('session' in outcome) || !outcome.session || !outcome.userId)
      throw new Error('social sign-in without outcome');
    const user = await loadCurrentUser(db, outcome.userId, origin.language);
    if (!user) throw new Error('signed-in user vanished');
    return {
      status: 'signed-in' as const,
      token: outcome.session.token,
      expiresAt: outcome.session.expiresAt.toISOString(),
      user,
    };
  }

  return { signIn };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
