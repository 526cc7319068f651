import { mailSentSchema } from '@portal/contracts/user-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { UserAdminService } from './user-admin.service';

const userParamsSchema = z.strictObject({ id: z.uuid() });

const mailCallerOf = (request: FastifyRequest) => ({
  permissions: principalOf(request).permissions,
  context: actionContextOf(request),
});

/** The mail actions on a user (the rest of `/Users` is the generic resource, `users.resource.ts`). */
export const userAdminRoutes: FastifyPluginAsyncZod<{ userAdmin: UserAdminService }> = async (
  app,
  { userAdmin },
) => {
  app.post(
    '/Users/:id/ResendVerification',
    {
      config: { access: { permission: 'users:write' } },
      schema: {
        tags: ['users'],
        summary:
          'Verify the e-mail again: a fresh welcome mail for an account never taken up (no password ever, never signed in), else a code to the unverified e-mail',
        params: userParamsSchema,
        response: { 200: mailSentSchema },
      },
    },
    async (request) => userAdmin.resendVerification(request.params.id, mailCallerOf(request)),
  );

  app.post(
    '/Users/:id/SendPasswordReset',
    {
      config: { access: { permission: 'users:write' } },
      schema: {
        tags: ['users'],
        summary:
          'Mail the user a password reset link (the administrator never sees it); only to a verified e-mail',
        params: userParamsSchema,
        response: { 200: mailSentSchema },
      },
    },
    async (request) => userAdmin.sendPasswordReset(request.params.id, mailCallerOf(request)),
  );
};
