import {
  applicationSchema,
  applyInputSchema,
  auditDecisionInputSchema,
  auditListQuerySchema,
  auditListSchema,
  myApplicationsSchema,
  upgradeInputSchema,
} from '@portal/contracts/vendor-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { ApplicationAuditService } from './application-audit.service';
import type { VendorApplicationService } from './vendor-applications.service';

const signedIn = { access: 'signed-in' as const };
const auditors = { access: { permission: 'vendors:audit' as const } };
const tags = ['vendor-applications'];

/** Vendor applications and upgrade requests (spec §7 Vendor/Apply, Vendor/Audits), and their audit. */
export const vendorApplicationRoutes: FastifyPluginAsyncZod<{
  applications: VendorApplicationService;
  audit: ApplicationAuditService;
}> = async (app, { applications, audit }) => {
  app.post(
    '/Vendor/Apply',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Apply to become a vendor (the server asks the registry itself)',
        body: applyInputSchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const application = await applications.apply(
        principalOf(request),
        request.body,
        actionContextOf(request),
      );
      return reply.status(201).send(application);
    },
  );

  app.get(
    '/Vendor/Apply',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My latest vendor application in full, and all of mine in short',
        response: { 200: myApplicationsSchema },
      },
    },
    (request) => applications.myApplications(principalOf(request)),
  );

  app.post(
    '/Vendor/Apply/Withdraw',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Withdraw my pending vendor application',
        response: { 200: applicationSchema },
      },
    },
    (request) => applications.withdraw(principalOf(request), actionContextOf(request)),
  );

  app.post(
    '/Vendor/Upgrade',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Ask for my vendor to become a certified supplier (owners only)',
        body: upgradeInputSchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const application = await applications.upgrade(
        principalOf(request),
        request.body,
        actionContextOf(request),
      );
      return reply.status(201).send(application);
    },
  );

  app.get(
    '/Vendor/Upgrade',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "My vendor's latest upgrade request in full, and all of them in short (owners, managers)",
        response: { 200: myApplicationsSchema },
      },
    },
    (request) => applications.myUpgrades(principalOf(request)),
  );

  app.get(
    '/Vendor/Audits',
    {
      config: auditors,
      schema: {
        tags,
        summary: 'The audit queue of applications and upgrade requests',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    (request) => audit.queue(request.query),
  );

  app.get(
    '/Vendor/Audits/:id',
    {
      config: auditors,
      schema: {
        tags,
        summary: 'One application in full: typed data, registry snapshot, documents, timeline',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: applicationSchema },
      },
    },
    (request) => audit.detail(request.params.id),
  );

  app.post(
    '/Vendor/Audits',
    {
      config: auditors,
      schema: {
        tags,
        summary: 'Accept or reject a pending application (a rejection needs its reason)',
        body: auditDecisionInputSchema,
        response: { 200: applicationSchema },
      },
    },
    (request) => audit.decide(principalOf(request), request.body, actionContextOf(request)),
  );
};
