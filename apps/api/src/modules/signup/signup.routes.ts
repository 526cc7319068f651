import {
  accountCheckInputSchema,
  accountCheckResultSchema,
  codeSentSchema,
  loginResultSchema,
  signupInputSchema,
  signupSendInputSchema,
  signupVerifyInputSchema,
  ticketSchema,
} from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-caller';
import { publicRateLimited } from '../../lib/route-config';
import type { createSignupService } from './signup.service';

/** Public sign-up (spec §7 Auth/Signup). Rate limited per address; codes also per e-mail. */
export const signupRoutes: FastifyPluginAsyncZod<{ signup: ReturnType<typeof createSignupService> }> = async (
  app,
  { signup },
) => {
  app.post(
    '/Auth/Signup/Send',
    {
      config: publicRateLimited(10),
      schema: {
        tags: ['sign-up'],
        summary: 'Send a 6-digit code to the e-mail to register',
        body: signupSendInputSchema,
        response: { 200: codeSentSchema },
      },
    },
    (request) => signup.sendCode(request.body.email, requestOrigin(request)),
  );

  app.post(
    '/Auth/Signup/Verify',
    {
      config: publicRateLimited(30),
      schema: {
        tags: ['sign-up'],
        summary: 'Exchange the code for a short-lived sign-up ticket',
        body: signupVerifyInputSchema,
        response: { 200: ticketSchema },
      },
    },
    (request) => signup.verifyCode(request.body.email, request.body.code),
  );

  app.post(
    '/Auth/Check',
    {
      config: publicRateLimited(60),
      schema: {
        tags: ['sign-up'],
        summary: 'Whether an account name is available',
        body: accountCheckInputSchema,
        response: { 200: accountCheckResultSchema },
      },
    },
    async (request) => ({ available: await signup.isAccountAvailable(request.body.account) }),
  );

  app.post(
    '/Auth/Signup',
    {
      config: publicRateLimited(10),
      schema: {
        tags: ['sign-up'],
        summary: 'Create the account with the ticket, and sign in',
        description:
          'pdpaConsent must be true and pdpaVersion the current notice version; consents are stored with time and IP.',
        body: signupInputSchema,
        response: { 200: loginResultSchema },
      },
    },
    (request) => signup.signup(request.body, requestOrigin(request)),
  );
};
