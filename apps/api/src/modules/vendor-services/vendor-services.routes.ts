import {
  vendorServicesInputSchema,
  vendorServicesPayloadSchema,
  vendorServicesQuerySchema,
} from '@portal/contracts/vendor-services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { VendorServicesService } from './vendor-services.service';

// Access is `signed-in`: the vendor (own, or `?vendorId=` for staff) and the role are checked in the service.
const signedIn = { access: 'signed-in' as const };
const tags = ['vendor-services'];

/** The services a vendor offers (nodes of the service category tree). */
export const vendorServiceRoutes: FastifyPluginAsyncZod<{ vendorServices: VendorServicesService }> = async (
  app,
  { vendorServices },
) => {
  app.get(
    '/Vendor/Services',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The services my vendor offers; staff with vendors:read add ?vendorId=',
        querystring: vendorServicesQuerySchema,
        response: { 200: vendorServicesPayloadSchema },
      },
    },
    async (request) => ({ payload: await vendorServices.get(principalOf(request), request.query.vendorId) }),
  );

  app.put(
    '/Vendor/Services',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Owners and managers choose the services their vendor offers; staff with vendors:write add ?vendorId=',
        querystring: vendorServicesQuerySchema,
        body: vendorServicesInputSchema,
        response: { 200: vendorServicesPayloadSchema },
      },
    },
    async (request) => ({
      payload: await vendorServices.set(
        principalOf(request),
        request.query.vendorId,
        request.body,
        actionContextOf(request),
      ),
    }),
  );
};
