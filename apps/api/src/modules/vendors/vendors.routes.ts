import {
  vendorCreatedSchema,
  vendorCreateInputSchema,
  vendorPublicSchema,
  vendorQuerySchema,
  vendorSchema,
  vendorUpdateInputSchema,
} from '@portal/contracts/vendor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { VendorService } from './vendors.service';

/** `GET /Vendor` answers my vendor in full, or (with `?id=`) any vendor's public face. */
const vendorReadSchema = z.union([vendorSchema, vendorPublicSchema]);

/** A member's own vendor, its public face, its company data, and direct registration by administrators. */
export const vendorRoutes: FastifyPluginAsyncZod<{ vendors: VendorService }> = async (app, { vendors }) => {
  app.get(
    '/Vendor',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['vendors'],
        summary:
          'My vendor in full (404 NOT_IN_VENDOR without one), or with ?id= any vendor’s public information',
        querystring: vendorQuerySchema,
        response: { 200: vendorReadSchema },
      },
    },
    async (request) => {
      const { id } = request.query;
      return id ? vendors.getPublic(id) : vendors.getMine(principalOf(request));
    },
  );

  app.post(
    '/Vendor',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['vendors'],
        summary: 'Owners and managers change their own vendor’s company data (never the UBN)',
        body: vendorUpdateInputSchema,
        response: { 200: vendorSchema },
      },
    },
    async (request) => vendors.updateMine(principalOf(request), request.body, actionContextOf(request)),
  );

  app.post(
    '/Vendor/Create',
    {
      config: { access: { permission: 'vendors:write' } },
      schema: {
        tags: ['vendors'],
        summary: 'Register a vendor directly, with an existing user or an invited person as its owner',
        body: vendorCreateInputSchema,
        response: { 201: vendorCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await vendors.create(request.body, actionContextOf(request))),
  );
};
