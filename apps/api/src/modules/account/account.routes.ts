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
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf, recordAction } from '../action-log/action-log.recorder';
import { toSessionView } from '../sessions/session-view';
import type { SessionService } from '../sessions/sessions.service';
import { findBuyerProfile, saveBuyerProfile } from './account.repository';
import type { AccountService } from './account.service';

const signedIn = { access: 'signed-in' as const };
const emptyBuyer = { company: '', industry: '', interests: [], address: '' };

/** The signed-in user's own account (spec §7 Account); every call acts on the caller only. */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  account: AccountService;
  sessions: SessionService;
}> = async (app, { db, account, sessions }) => {
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
    async (request) => {
      const row = await findBuyerProfile(db, principalOf(request).userId);
      return row
        ? { company: row.company, industry: row.industry, interests: row.interests, address: row.address }
        : emptyBuyer;
    },
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
    async (request) => {
      const { userId } = principalOf(request);
      return db.transaction(async (tx) => {
        const before = await findBuyerProfile(tx, userId, { forUpdate: true });
        const row = await saveBuyerProfile(tx, { userId, ...request.body, updatedAt: new Date() });
        const saved = {
          company: row.company,
          industry: row.industry,
          interests: row.interests,
          address: row.address,
        };
        await recordAction(tx, actionContextOf(request), {
          action: before ? 'update' : 'create',
          entityType: 'buyer-profile',
          entityId: userId,
          before: before
            ? {
                company: before.company,
                industry: before.industry,
                interests: before.interests,
                address: before.address,
              }
            : null,
          after: saved,
        });
        return saved;
      });
    },
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
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      const open = await sessions.listOpen(userId);
      return { totalCount: open.length, data: open.map((row) => toSessionView(row, sessionId)) };
    },
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
    async (request) => {
      const { userId } = principalOf(request);
      const mine = (await sessions.listOpen(userId)).some((row) => row.id === request.params.id);
      // Someone else's session, or none: the same 404, so ids of others cannot be probed.
      if (!mine) throw AppError.of('NOT_FOUND');
      return db.transaction(async (tx) => {
        const endedSessions = await sessions.end(tx, request.params.id, 'ended-by-user');
        await recordAction(tx, actionContextOf(request), {
          action: 'sessions-ended',
          entityType: 'user',
          entityId: userId,
          after: { sessionIds: [request.params.id] },
        });
        return { endedSessions };
      });
    },
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
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      return db.transaction(async (tx) => {
        const endedSessions = await sessions.endAllOf(tx, userId, 'ended-by-user', sessionId);
        await recordAction(tx, actionContextOf(request), {
          action: 'sessions-ended',
          entityType: 'user',
          entityId: userId,
          after: { count: endedSessions, keptSessionId: sessionId },
        });
        return { endedSessions };
      });
    },
  );
};
