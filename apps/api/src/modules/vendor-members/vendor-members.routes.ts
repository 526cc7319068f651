import {
  invitationAnswerSchema,
  invitationInputSchema,
  invitationListSchema,
  invitationLookupSchema,
  invitationSchema,
  invitationTokenSchema,
  joinDecisionInputSchema,
  joinRequestInputSchema,
  joinRequestSchema,
  memberIdParamsSchema,
  memberListQuerySchema,
  memberListSchema,
  memberSchema,
  memberUpdateInputSchema,
  myJoinRequestSchema,
  okSchema,
  transferOwnershipInputSchema,
  vendorDirectoryQuerySchema,
  vendorDirectorySchema,
  vendorScopeQuerySchema,
} from '@portal/contracts/vendor-member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { InvitationService } from './invitations.service';
import type { JoinRequestService } from './join-requests.service';
import type { VendorMemberService } from './vendor-members.service';

// Access is `signed-in`: the vendor scope (own vendor, or `?vendorId=` for staff) is checked per record
// in the services, as `POST /Vendor` does.
const signedIn = { access: 'signed-in' as const };
const tags = ['vendor-members'];
const decisionSchema = z.object({ id: z.uuid(), status: z.enum(['accepted', 'rejected']) });

/** A vendor's people: members and roles, invitations, join requests, leaving (spec §7 Vendor/Members). */
export const vendorMemberRoutes: FastifyPluginAsyncZod<{
  members: VendorMemberService;
  invitations: InvitationService;
  joinRequests: JoinRequestService;
}> = async (app, { members, invitations, joinRequests }) => {
  app.get(
    '/Vendor/Members',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'My vendor’s members (status=active) or pending join requests (status=pending); staff add ?vendorId=',
        querystring: memberListQuerySchema,
        response: { 200: memberListSchema },
      },
    },
    (request) => members.list(principalOf(request), request.query),
  );

  app.post(
    '/Vendor/Members',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Owners and managers decide a join request: accept with a role, or reject with a reason',
        querystring: vendorScopeQuerySchema,
        body: joinDecisionInputSchema,
        response: { 200: decisionSchema },
      },
    },
    (request) =>
      members.decide(principalOf(request), request.query.vendorId, request.body, actionContextOf(request)),
  );

  app.get(
    '/Vendor/Members/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One member of my vendor (by user id)',
        params: memberIdParamsSchema,
        querystring: vendorScopeQuerySchema,
        response: { 200: memberSchema },
      },
    },
    (request) => members.get(principalOf(request), request.params.id, request.query.vendorId),
  );

  app.post(
    '/Vendor/Members/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change a member’s role or job title (never above your own role; the last owner stays)',
        params: memberIdParamsSchema,
        querystring: vendorScopeQuerySchema,
        body: memberUpdateInputSchema,
        response: { 200: memberSchema },
      },
    },
    (request) =>
      members.update(
        principalOf(request),
        request.params.id,
        request.query.vendorId,
        request.body,
        actionContextOf(request),
      ),
  );

  app.delete(
    '/Vendor/Members/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Remove a member from my vendor (never the last owner); their rights end at once',
        params: memberIdParamsSchema,
        querystring: vendorScopeQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await members.remove(
        principalOf(request),
        request.params.id,
        request.query.vendorId,
        actionContextOf(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Vendor/TransferOwnership',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'An owner makes a member owner and becomes manager, confirmed by their password',
        body: transferOwnershipInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await members.transferOwnership(principalOf(request), request.body, actionContextOf(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/Vendor/Invitations',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My vendor’s pending invitations (owners and managers)',
        querystring: vendorScopeQuerySchema,
        response: { 200: invitationListSchema },
      },
    },
    (request) => invitations.listPending(principalOf(request), request.query.vendorId),
  );

  app.post(
    '/Vendor/Invite',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role (50 a day per vendor; one a day per address)',
        querystring: vendorScopeQuerySchema,
        body: invitationInputSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await invitations.invite(
            principalOf(request),
            request.query.vendorId,
            request.body,
            actionContextOf(request),
          ),
        ),
  );

  app.post(
    '/Vendor/Invitations/:id/Resend',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mail a new link for a pending invitation; the old link stops working',
        params: memberIdParamsSchema,
        querystring: vendorScopeQuerySchema,
        response: { 200: invitationSchema },
      },
    },
    (request) =>
      invitations.resend(
        principalOf(request),
        request.query.vendorId,
        request.params.id,
        actionContextOf(request),
      ),
  );

  app.delete(
    '/Vendor/Invitations/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Revoke a pending invitation: its link stops working',
        params: memberIdParamsSchema,
        querystring: vendorScopeQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await invitations.revoke(
        principalOf(request),
        request.query.vendorId,
        request.params.id,
        actionContextOf(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/VendorInvitation/Lookup',
    {
      config: { access: 'public', rateLimit: { max: 30, windowSeconds: 60 } },
      schema: {
        tags,
        summary: 'What an invitation link offers (vendor, role, invited address, state), before signing in',
        body: invitationTokenSchema,
        response: { 200: invitationLookupSchema },
      },
    },
    (request) => invitations.lookup(request.body.token),
  );

  app.post(
    '/VendorInvitation/Accept',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Accept an invitation sent to my e-mail address (INVITATION_NOT_YOURS for another account)',
        body: invitationTokenSchema,
        response: { 200: invitationAnswerSchema },
      },
    },
    (request) => invitations.accept(principalOf(request), request.body.token, actionContextOf(request)),
  );

  app.post(
    '/VendorInvitation/Decline',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Decline an invitation sent to my e-mail address',
        body: invitationTokenSchema,
        response: { 200: invitationAnswerSchema },
      },
    },
    (request) => invitations.decline(principalOf(request), request.body.token, actionContextOf(request)),
  );

  app.get(
    '/VendorDirectory',
    {
      config: { ...signedIn, rateLimit: { max: 60, windowSeconds: 60, per: 'user' as const } },
      schema: {
        tags,
        summary: 'Vendors to ask to join, by exact UBN or part of the name (public fields only)',
        querystring: vendorDirectoryQuerySchema,
        response: { 200: vendorDirectorySchema },
      },
    },
    (request) => joinRequests.directory(request.query.keyword),
  );

  app.get(
    '/VendorJoinRequest',
    {
      config: signedIn,
      schema: { tags, summary: 'My latest request to join a vendor', response: { 200: myJoinRequestSchema } },
    },
    (request) => joinRequests.mine(principalOf(request)),
  );

  app.post(
    '/VendorJoinRequest',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Ask to join a vendor, with a message (one pending request per person)',
        body: joinRequestInputSchema,
        response: { 201: joinRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await joinRequests.create(principalOf(request), request.body, actionContextOf(request))),
  );

  app.post(
    '/VendorJoinRequest/Withdraw',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Withdraw my pending request to join',
        response: { 200: myJoinRequestSchema },
      },
    },
    (request) => joinRequests.withdraw(principalOf(request), actionContextOf(request)),
  );

  // Registered last: the authorization matrix walks routes in this order, and a member leaving changes
  // what that member may call afterwards.
  app.post(
    '/VendorMember/Leave',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Leave my vendor (empty body; never its last owner); the owners are mailed',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await members.leave(principalOf(request), actionContextOf(request));
      return reply.status(204).send(null);
    },
  );
};
