import { socialLoginInputSchema, socialLoginResultSchema } from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-caller';
import type { SocialLoginService } from './social-login.service';

/** `POST /Auth/Login/Google` and `/Auth/Login/Facebook` (404 SOCIAL_LOGIN_DISABLED when not configured). */
export const socialLoginRoutes: FastifyPluginAsyncZod<{ social: SocialLoginService }> = async (
  app,
  { social },
) => {
  for (const [url, provider] of [
    ['/Auth/Login/Google', 'google'],
    ['/Auth/Login/Facebook', 'facebook'],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'public', rateLimit: { max: 30, windowSeconds: 60 } },
        schema: {
          tags: ['auth'],
          summary: `Sign in with ${provider === 'google' ? 'a Google ID token' : 'a Facebook access token'}`,
          description:
            'signed-in: a token as from /Auth/Login. link-required: an account with this e-mail exists; its owner ' +
            'confirms by signing in at /Auth/Login with the password and `token` = linkTicket. A sign-in that would ' +
            'create an account needs pdpaConsent: true and pdpaVersion = the current notice version (as at ' +
            '/Auth/Signup), else 400 PDPA_CONSENT_REQUIRED and nothing is created; send the same token again with them.',
          body: socialLoginInputSchema,
          response: { 200: socialLoginResultSchema },
        },
      },
      (request) => social.signIn(provider, request.body, requestOrigin(request)),
    );
  }
};
