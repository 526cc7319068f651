import { profileSchema, resendInputSchema, verifyCodeInputSchema } from '@portal/contracts/account';
import { codeSentSchema } from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { principalOf, requestOrigin } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { createPasswordResetService } from '../password-reset/password-reset.service';
import type { createSignupService } from '../signup/signup.service';
import { codeLifetimeSeconds } from '../verification/verification.service';
import type { AccountService } from './account.service';

interface VerificationRoutesDeps {
  account: AccountService;
  signup: ReturnType<typeof createSignupService>;
  reset: ReturnType<typeof createPasswordResetService>;
}

/** Confirming a changed e-mail or mobile, and re-sending any code (spec §7 Verification). */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesDeps> = async (
  app,
  { account, signup, reset },
) => {
  for (const channel of ['email', 'mobile'] as const) {
    app.post(
      `/Verification/Verify/${channel === 'email' ? 'Email' : 'Mobile'}`,
      {
        config: { access: 'signed-in', rateLimit: { max: 30, windowSeconds: 600 } },
        schema: {
          tags: ['account'],
          summary: `Confirm my new ${channel} with its code`,
          body: verifyCodeInputSchema,
          response: { 200: profileSchema },
        },
      },
      (request) =>
        account.confirmChange(
          principalOf(request).userId,
          channel,
          request.body.code,
          actionContextOf(request),
        ),
    );
  }

  app.post(
    '/Verification/Resend',
    {
      config: { access: 'public', rateLimit: { max: 10, windowSeconds: 600 } },
      schema: {
        tags: ['account'],
        summary: 'Send the latest code again',
        description:
          '{ email }: the sign-up code; { account }: the password-reset code (answers the same whether the ' +
          'account exists or not); { channel } (signed in): the code of my pending e-mail or mobile change.',
        body: resendInputSchema,
        response: { 200: codeSentSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if ('email' in body) return signup.sendCode(body.email, requestOrigin(request));
      if ('account' in body) {
        await reset.sendCode(body.account);
        return { sent: true as const, expiresInSeconds: codeLifetimeSeconds };
      }
      if (!request.principal) throw AppError.of('UNAUTHENTICATED');
      return account.resendChangeCode(request.principal.userId, body.channel, request.language);
    },
  );
};
