import {
  acceptedSchema,
  forgotChangeInputSchema,
  forgotSubmitInputSchema,
  forgotVerifyInputSchema,
  ticketSchema,
} from '@portal/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-caller';
import { publicRateLimited } from '../../lib/route-config';
import type { createPasswordResetService } from './password-reset.service';

/** Public password recovery (spec §7 ForgotPassword). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  reset: ReturnType<typeof createPasswordResetService>;
}> = async (app, { reset }) => {
  for (const [url, summary] of [
    ['/ForgotPassword/Submit', 'Ask for a reset code (answers the same whether the account exists or not)'],
    ['/ForgotPassword/Send', 'Send the reset code again'],
  ] as const) {
    app.post(
      url,
      {
        config: publicRateLimited(10),
        schema: {
          tags: ['password'],
          summary,
          body: forgotSubmitInputSchema,
          response: { 200: acceptedSchema },
        },
      },
      (request) => reset.sendCode(request.body.account),
    );
  }

  app.post(
    '/ForgotPassword/Verify',
    {
      config: publicRateLimited(30),
      schema: {
        tags: ['password'],
        summary: 'Exchange the code for a reset ticket',
        body: forgotVerifyInputSchema,
        response: { 200: ticketSchema },
      },
    },
    (request) => reset.verifyCode(request.body.account, request.body.code),
  );

  app.post(
    '/ForgotPassword/Change',
    {
      config: publicRateLimited(10),
      schema: {
        tags: ['password'],
        summary: 'Set the new password with the ticket; every session of the user ends',
        body: forgotChangeInputSchema,
        response: { 200: acceptedSchema },
      },
    },
    (request) => reset.changePassword(request.body.ticket, request.body.password, requestOrigin(request)),
  );
};
