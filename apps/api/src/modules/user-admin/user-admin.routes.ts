import { mailSentSchema } from '@portal/contracts/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { UserAdminService } from './user-admin.service';

const userParamsSchema = z.strictObject({ id: z.uuid() });

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
          'Verify the e-mail again: a fresh welcome mail for an account without a password, else a code to the unverified e-mail',
        params: userParamsSchema,
        response: { 200: mailSentSchema },
      },
    },
    async (request) => userAdmin.resendVerification(request.params.id, actionContextOf(request)),
  );

  app.post(
    '/Users/:id/SendPasswordReset',
    {
      config: { access: { permission: 'users:write' } },
      schema: {
        tags: ['users'],
        summary: 'Mail the user a password reset link (the administrator never sees it)',
        params: userParamsSchema,
        response: { 200: mailSentSchema },
      },
    },
    async (request) => userAdmin.sendPasswordReset(request.params.id, actionContextOf(request)),
  );
};
