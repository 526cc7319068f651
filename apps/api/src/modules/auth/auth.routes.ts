import {
  captchaSchema,
  currentSessionSchema,
  currentUserSchema,
  loggedOutSchema,
  loginInputSchema,
  loginResultSchema,
} from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { principalOf, requestOrigin } from '../../lib/request-caller';
import { actionContextOf, recordAction } from '../action-log/action-log.recorder';
import { toSessionView } from '../sessions/session-view';
import type { SessionService } from '../sessions/sessions.service';
import type { CaptchaService } from './captcha.service';
import { loadCurrentUser } from './current-user.repository';
import type { LoginService } from './login.service';

export interface AuthRoutesDeps {
  db: Database;
  captcha: CaptchaService;
  login: LoginService;
  sessions: SessionService;
}

/** Sign-in, sign-out and "who am I" (spec §7 Auth and System). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  app.get(
    '/Auth/Login',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'A new captcha for the sign-in form',
        response: { 200: captchaSchema },
      },
    },
    () => deps.captcha.issue(),
  );

  for (const [url, staffOnly] of [
    ['/Auth/Login', false],
    ['/System/Login', true],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: staffOnly
            ? 'Staff sign-in (back-office permissions required)'
            : 'Sign in with account and password',
          description:
            'LastVisitedUri carries the captcha token and LoginIp its answer (not needed when CAPTCHA_ENABLED=false); ' +
            'token optionally carries a social-link ticket this sign-in confirms. Unknown account and wrong password ' +
            'answer the same 401.',
          body: loginInputSchema,
          response: { 200: loginResultSchema },
        },
      },
      (request) => deps.login.login(request.body, requestOrigin(request), { staffOnly }),
    );
  }

  app.get(
    '/Auth',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The current session and user',
        response: { 200: currentSessionSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const [user, open] = await Promise.all([
        loadCurrentUser(deps.db, principal.userId, request.language),
        deps.sessions.listOpen(principal.userId),
      ]);
      const session = open.find((s) => s.id === principal.sessionId);
      if (!user || !session) throw AppError.of('UNAUTHENTICATED');
      return { user, session: toSessionView(session, principal.sessionId) };
    },
  );

  app.post(
    '/System/Logout',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'End this session', response: { 200: loggedOutSchema } },
    },
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      await deps.db.transaction(async (tx) => {
        await deps.sessions.end(tx, sessionId, 'logout');
        await recordAction(tx, actionContextOf(request), {
          action: 'sign-out',
          entityType: 'user',
          entityId: userId,
        });
      });
      return { loggedOut: true as const };
    },
  );

  app.post(
    '/System/CurrentUser',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with roles and permissions',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const user = await loadCurrentUser(deps.db, principalOf(request).userId, request.language);
      if (!user) throw AppError.of('UNAUTHENTICATED');
      return user;
    },
  );
};
