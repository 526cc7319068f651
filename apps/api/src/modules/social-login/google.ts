import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SocialProfile } from './social-profile';

const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token: RS256 signature against Google's published keys (fetched and cached by
 * jose), audience = our client id, issuer Google, not expired.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string; clock: Clock }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5_000 });

  return async function verifyGoogleToken(idToken: string): Promise<SocialProfile> {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: googleIssuers,
        audience: options.clientId,
        currentDate: options.clock.now(),
      });
      if (typeof payload.sub !== 'string') throw new Error('no subject');
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
      return {
        provider: 'google',
        subject: payload.sub,
        email: email && payload.email_verified === true ? email : null,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    } catch {
      throw AppError.of('SOCIAL_TOKEN_INVALID', { field: 'token' });
    }
  };
}
