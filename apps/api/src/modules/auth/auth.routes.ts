import {
  captchaSchema,
  currentSessionSchema,
  currentUserSchema,
  loggedOutSchema,
  loginInputSchema,
  loginResultSchema,
} from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requestOrigin } from '../../lib/request-caller';
import type { AuthService } from './auth.service';
import type { CaptchaService } from './captcha.service';
import { deviceCookieHeader, deviceCookieOf } from './device-cookie';
import type { LoginService } from './login.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  captcha: CaptchaService;
  login: LoginService;
}

/** Sign-in, sign-out and "who am I" (spec §7 Auth and System). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  app.get(
    '/Auth/Login',
    {
      config: { access: 'public', rateLimit: { max: 60, windowSeconds: 60 } },
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
        // One counter for both forms under both prefixes: four paths, one door.
        config: {
          access: 'public',
          rateLimit: { max: 30, windowSeconds: 60, bucket: 'password sign-in' },
        },
        schema: {
          tags: ['auth'],
          summary: staffOnly
            ? 'Staff sign-in (back-office permissions required)'
            : 'Sign in with account and password',
          description:
            'LastVisitedUri carries the captcha token and LoginIp its answer (not needed when CAPTCHA_ENABLED=false); ' +
            'token optionally carries a social-link ticket this sign-in confirms. Unknown account and wrong password ' +
            'answer the same 401. A successful sign-in sets the HttpOnly device cookie `portal_device`: a later ' +
            'sign-in to the same account from that browser is not refused by the account lockout (its own ' +
            'failures lock that browser instead).',
          body: loginInputSchema,
          response: { 200: loginResultSchema },
        },
      },
      async (request, reply) => {
        const signedIn = await deps.login.login(request.body, requestOrigin(request), {
          staffOnly,
          deviceCookie: deviceCookieOf(request.headers.cookie),
        });
        const secure = request.protocol === 'https';
        void reply.header('set-cookie', deviceCookieHeader(signedIn.deviceCookie, { secure }));
        return signedIn.result;
      },
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
    (request) => deps.auth.currentSession(principalOf(request), request.language),
  );

  app.post(
    '/System/Logout',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'End this session', response: { 200: loggedOutSchema } },
    },
    (request) => deps.auth.signOut(principalOf(request), requestOrigin(request)),
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
    (request) => deps.auth.currentUser(principalOf(request), request.language),
  );
};
