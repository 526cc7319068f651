import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../plugins/route-access';
import {
  endSession,
  endUserSessions,
  findSessionWithAccess,
  insertSession,
  listOpenSessions,
  touchSession,
} from './sessions.repository';
import { VerifiedTokens } from './verified-tokens';

const issuer = 'supplier-portal';
// Writing last-seen on every request would turn each read into a write; once a minute is enough.
const touchEverySeconds = 60;

export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
}

export interface StartedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export type SessionEndReason =
  | 'logout'
  | 'password-changed'
  | 'password-reset'
  | 'ended-by-user'
  | 'user-disabled'
  | 'roles-changed';

/**
 * Access tokens are short JWTs naming a server-side session; the session decides. Ending the session
 * (logout, password change, disabling the user…) makes its token worthless at once.
 */
export function createSessionService(deps: {
  db: Database;
  key: Uint8Array;
  clock: Clock;
  settings: SessionSettings;
}) {
  const { db, key, clock, settings } = deps;
  // Imported once: handing jose the raw bytes makes it import a WebCrypto key on every call.
  let cryptoKey: Promise<webcrypto.CryptoKey> | undefined;
  const signingKey = () => {
    cryptoKey ??= webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return cryptoKey;
  };
  const verifiedTokens = new VerifiedTokens(20_000);

  async function start(
    tx: Database,
    input: { userId: string; ip: string; userAgent?: string | undefined },
  ): Promise<StartedSession> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + settings.maxHours * 3_600_000);
    const session = await insertSession(tx, {
      userId: input.userId,
      lastSeenAt: now,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      createdAt: now,
    });
    const token = await new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(input.userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await signingKey());
    return { token, sessionId: session.id, expiresAt };
  }

  /** The session a token names when its signature and claims hold now (remembered until it expires). */
  async function verify(token: string, now: Date): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, await signingKey(), {
        algorithms: ['HS256'],
        issuer,
        currentDate: now,
      });
      const sessionId = payload.sid;
      if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
      if (typeof payload.exp !== 'number') return null;
      verifiedTokens.remember(token, sessionId, payload.exp);
      return sessionId;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  /** The caller behind a bearer token, or null for anything not valid right now. */
  async function authenticate(token: string): Promise<Principal | null> {
    const now = clock.now();
    const sessionId = verifiedTokens.sessionIdOf(token, now) ?? (await verify(token, now));
    if (!sessionId) return null;
    const session = await findSessionWithAccess(db, sessionId);
    if (!session || session.endedAt || session.userStatus !== 'active') return null;
    if (session.expiresAt <= now) return null;
    const idleSince = now.getTime() - session.lastSeenAt.getTime();
    if (idleSince > settings.idleMinutes * 60_000) {
      await endSession(db, session.id, now, 'idle');
      return null;
    }
    if (idleSince > touchEverySeconds * 1000) await touchSession(db, session.id, now);
    return {
      userId: session.userId,
      sessionId: session.id,
      permissions: new Set(session.permissions),
      vendor: session.vendor,
    };
  }

  return {
    start,
    authenticate,
    end: (tx: Database, sessionId: string, reason: SessionEndReason) =>
      endSession(tx, sessionId, clock.now(), reason),
    endAllOf: (tx: Database, userId: string, reason: SessionEndReason, except?: string) =>
      endUserSessions(tx, userId, clock.now(), reason, except),
    listOpen: (userId: string) => listOpenSessions(db, userId, clock.now()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
