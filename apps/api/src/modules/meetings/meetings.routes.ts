import {
  meetingAcceptSchema,
  meetingChangeSchema,
  meetingCounterSchema,
  meetingIdParamsSchema,
  meetingIdUpdateParamsSchema,
  meetingListPayloadSchema,
  meetingListQuerySchema,
  meetingMinutesSchema,
  meetingPayloadSchema,
  meetingProposeSchema,
  meetingReasonSchema,
  meetingRescheduleSchema,
} from '@portal/contracts/meeting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { MeetingService } from './meetings.service';

// Access is `signed-in`: whether the caller is in the meeting (its person, the vendor's owners and
// managers, a participant) is checked per record in the service; anyone else gets 404 on every call.
const signedIn = { access: 'signed-in' as const };
const tags = ['meetings'];

/** Meetings between vendors and buyers (spec `Meeting`, the Product pattern): answers inside `payload`. */
export const meetingRoutes: FastifyPluginAsyncZod<{ meetings: MeetingService }> = async (
  app,
  { meetings },
) => {
  app.get(
    '/Meeting',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My meetings: upcoming, pending my answer, past, or a calendar range (from / to)',
        querystring: meetingListQuerySchema,
        response: { 200: meetingListPayloadSchema },
      },
    },
    async (request) => ({ payload: await meetings.list(principalOf(request), request.query) }),
  );

  app.get(
    '/Meeting/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One meeting',
        params: meetingIdParamsSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({ payload: await meetings.get(principalOf(request), request.params.id) }),
  );

  app.put(
    '/Meeting',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Propose a meeting with 1–5 slots (a buyer or staff with meetings:arrange to a vendor; its owners and managers to a buyer)',
        body: meetingProposeSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({
      payload: await meetings.propose(principalOf(request), request.body, actionContextOf(request)),
    }),
  );

  app.post(
    '/Meeting/:meetingID',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change subject, agenda, place, video link and participants',
        params: meetingIdUpdateParamsSchema,
        body: meetingChangeSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({
      payload: await meetings.change(
        principalOf(request),
        request.params.meetingID,
        request.body,
        actionContextOf(request),
      ),
    }),
  );

  app.delete(
    '/Meeting/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Cancel a proposal or a confirmed meeting, with a reason (everyone is mailed)',
        params: meetingIdParamsSchema,
        body: meetingReasonSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({
      payload: await meetings.cancel(
        principalOf(request),
        request.params.id,
        request.body.reason,
        actionContextOf(request),
      ),
    }),
  );

  app.post(
    '/Meeting/:meetingID/Accept',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Accept one proposed slot (refused when it overlaps a confirmed meeting of a participant)',
        params: meetingIdUpdateParamsSchema,
        body: meetingAcceptSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({
      payload: await meetings.accept(
        principalOf(request),
        request.params.meetingID,
        request.body.slotId,
        actionContextOf(request),
      ),
    }),
  );

  app.post(
    '/Meeting/:meetingID/Decline',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Decline a proposal with a reason',
        params: meetingIdUpdateParamsSchema,
        body: meetingReasonSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({
      payload: await meetings.decline(
        principalOf(request),
        request.params.meetingID,
        request.body.reason,
        actionContextOf(request),
      ),
    }),
  );

  app.post(
    '/Meeting/:meetingID/CounterPropose',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Answer a proposal with other slots (the other side answers next)',
        params: meetingIdUpdateParamsSchema,
        body: meetingCounterSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({
      payload: await meetings.counter(
        principalOf(request),
        request.params.meetingID,
        request.body,
        actionContextOf(request),
      ),
    }),
  );

  app.post(
    '/Meeting/:meetingID/Reschedule',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Move a confirmed meeting to a new time, with a reason (same calendar UID, SEQUENCE + 1)',
        params: meetingIdUpdateParamsSchema,
        body: meetingRescheduleSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({
      payload: await meetings.reschedule(
        principalOf(request),
        request.params.meetingID,
        request.body,
        actionContextOf(request),
      ),
    }),
  );

  app.post(
    '/Meeting/:meetingID/Minutes',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Write the minutes and follow-ups once the meeting started (its people only)',
        params: meetingIdUpdateParamsSchema,
        body: meetingMinutesSchema,
        response: { 200: meetingPayloadSchema },
      },
    },
    async (request) => ({
      payload: await meetings.saveMinutes(
        principalOf(request),
        request.params.meetingID,
        request.body,
        actionContextOf(request),
      ),
    }),
  );

  app.get(
    '/Meeting/:id/ics',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The confirmed (or cancelled) meeting as an iCalendar file',
        params: meetingIdParamsSchema,
        response: { 200: z.instanceof(Buffer).describe('text/calendar (RFC 5545)') },
      },
    },
    async (request, reply) => {
      const file = await meetings.calendarFile(principalOf(request), request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="meeting.ics"')
        .send(Buffer.from(file, 'utf8'));
    },
  );
};
