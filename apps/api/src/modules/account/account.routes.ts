import {
  buyerProfileSchema,
  changePasswordInputSchema,
  endedSessionsSchema,
  passwordChangedSchema,
  passwordStatusSchema,
  profileSchema,
  updateBuyerProfileInputSchema,
  updateProfileInputSchema,
} from '@portal/contracts/account';
import { sessionSchema } from '@portal/contracts/auth';
import { listResponseSchema } from '@portal/contracts/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { AccountService } from './account.service';

const signedIn = { access: 'signed-in' as const };

/** The signed-in user's own account (spec §7 Account); every call acts on the caller only. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/Account',
    {
      config: signedIn,
      schema: { tags: ['account'], summary: 'My profile', response: { 200: profileSchema } },
    },
    (request) => account.profile(principalOf(request).userId),
  );

  app.post(
    '/Account',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Change my profile (a new e-mail or mobile waits for its code)',
        body: updateProfileInputSchema,
        response: { 200: profileSchema },
      },
    },
    (request) =>
      account.updateProfile(
        principalOf(request).userId,
        request.body,
        request.language,
        actionContextOf(request),
      ),
  );

  app.get(
    '/Account/Buyer',
    {
      config: signedIn,
      schema: { tags: ['account'], summary: 'My buyer profile', response: { 200: buyerProfileSchema } },
    },
    (request) => account.buyerProfile(principalOf(request).userId),
  );

  app.post(
    '/Account/Buyer',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Save my buyer profile',
        body: updateBuyerProfileInputSchema,
        response: { 200: buyerProfileSchema },
      },
    },
    (request) => account.saveBuyer(principalOf(request).userId, request.body, actionContextOf(request)),
  );

  app.get(
    '/Account/ChangePwd',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Whether I have a password, and when it changed',
        response: { 200: passwordStatusSchema },
      },
    },
    (request) => account.passwordStatus(principalOf(request).userId),
  );

  app.post(
    '/Account/ChangePwd',
    {
      config: { ...signedIn, rateLimit: { max: 10, windowSeconds: 600 } },
      schema: {
        tags: ['account'],
        summary: 'Change my password, or set the first one; my other sessions end',
        description:
          'currentPassword is required when I have a password (400 FIELD_REQUIRED or PASSWORD_INCORRECT on ' +
          'currentPassword). An account made by a Google or Facebook sign-in has none (GET: hasPassword false) ' +
          'and sets its first password by leaving currentPassword out; sending one then is PASSWORD_INCORRECT.',
        body: changePasswordInputSchema,
        response: { 200: passwordChangedSchema },
      },
    },
    (request) => {
      const { userId, sessionId } = principalOf(request);
      return account.changePassword(
        { userId, sessionId, context: actionContextOf(request) },
        request.body.currentPassword,
        request.body.newPassword,
      );
    },
  );

  app.get(
    '/Account/Sessions',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'My signed-in devices',
        response: { 200: listResponseSchema(sessionSchema) },
      },
    },
    (request) => account.openSessions(principalOf(request)),
  );

  app.delete(
    '/Account/Sessions/:id',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'End one of my sessions',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: endedSessionsSchema },
      },
    },
    (request) =>
      account.endSession(
        { userId: principalOf(request).userId, context: actionContextOf(request) },
        request.params.id,
      ),
  );

  app.post(
    '/Account/Sessions/EndOthers',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'End all my other sessions',
        response: { 200: endedSessionsSchema },
      },
    },
    (request) => {
      const { userId, sessionId } = principalOf(request);
      return account.endOtherSessions({ userId, sessionId, context: actionContextOf(request) });
    },
  );
};
