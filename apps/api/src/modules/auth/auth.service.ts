import type { Language } from '@portal/contracts/i18n';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-caller';
import type { Principal } from '../../plugins/route-access';
import { actionContextFrom, recordAction } from '../action-log/action-log.recorder';
import { toSessionView } from '../sessions/session-view';
import type { SessionService } from '../sessions/sessions.service';
import { loadCurrentUser } from './current-user.repository';

/** The signed-in caller: who they are, this session, and signing out. */
export function createAuthService(deps: { db: Database; sessions: SessionService }) {
  const { db, sessions } = deps;

  async function currentUser(principal: Principal, language: Language) {
    const user = await loadCurrentUser(db, principal.userId, language);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    return user;
  }

  async function currentSession(principal: Principal, language: Language) {
    const [user, open] = await Promise.all([
      currentUser(principal, language),
      sessions.listOpen(principal.userId),
    ]);
    const session = open.find((s) => s.id === principal.sessionId);
    if (!session) throw AppError.of('UNAUTHENTICATED');
    return { user, session: toSessionView(session, principal.sessionId) };
  }

  /** Ends this session, with its action-log entry in the same transaction. */
  async function signOut(principal: Principal, origin: RequestOrigin) {
    await db.transaction(async (tx) => {
      await sessions.end(tx, principal.sessionId, 'logout');
      await recordAction(tx, actionContextFrom(origin, principal.userId), {
        action: 'sign-out',
        entityType: 'user',
        entityId: principal.userId,
      });
    });
    return { loggedOut: true as const };
  }

  return { currentUser, currentSession, signOut };
}

export type AuthService = ReturnType<typeof createAuthService>;
