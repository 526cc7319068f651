import {
  productDeletedPayloadSchema,
  productIdParamsSchema,
  productIdUpdateParamsSchema,
  productInputSchema,
  productListPayloadSchema,
  productListQuerySchema,
  productPayloadSchema,
  productUnpublishSchema,
  productUpdateSchema,
} from '@portal/contracts/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/request-caller';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { ProductService } from './products.service';

// Access is `signed-in`: which vendor's product a caller reaches, and with what role, is checked per
// record in the service (another vendor's product is 404 on every call).
const signedIn = { access: 'signed-in' as const };
const tags = ['products'];

/** Vendors' products (spec §7 Product): every answer inside `payload`. */
export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService }> = async (
  app,
  { products },
) => {
  app.get(
    '/Product',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Products: my vendor’s (every status); staff with vendors:read any vendor’s; others the published ones of active vendors',
        querystring: productListQuerySchema,
        response: { 200: productListPayloadSchema },
      },
    },
    async (request) => ({ payload: await products.list(principalOf(request), request.query) }),
  );

  app.get(
    '/Product/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One product (drafts and archived ones only to its vendor’s people and staff)',
        params: productIdParamsSchema,
        response: { 200: productPayloadSchema },
      },
    },
    async (request) => ({ payload: await products.get(principalOf(request), request.params.id) }),
  );

  app.put(
    '/Product',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Add a product to my vendor (owners and managers)',
        body: productInputSchema,
        response: { 200: productPayloadSchema },
      },
    },
    async (request) => ({
      payload: await products.create(principalOf(request), request.body, actionContextOf(request)),
    }),
  );

  app.post(
    '/Product/:productID',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change a product of my vendor, its status included (owners and managers)',
        params: productIdUpdateParamsSchema,
        body: productUpdateSchema,
        response: { 200: productPayloadSchema },
      },
    },
    async (request) => ({
      payload: await products.update(
        principalOf(request),
        request.params.productID,
        request.body,
        actionContextOf(request),
      ),
    }),
  );

  app.delete(
    '/Product/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delete a product of my vendor (owners and managers); its pictures are let go',
        params: productIdParamsSchema,
        response: { 200: productDeletedPayloadSchema },
      },
    },
    async (request) => ({
      payload: await products.remove(principalOf(request), request.params.id, actionContextOf(request)),
    }),
  );

  app.post(
    '/Product/:productID/Unpublish',
    {
      config: { access: { permission: 'vendors:audit' as const } },
      schema: {
        tags,
        summary: 'Staff take a published product off the catalogue with a reason the vendor sees',
        params: productIdUpdateParamsSchema,
        body: productUnpublishSchema,
        response: { 200: productPayloadSchema },
      },
    },
    async (request) => ({
      payload: await products.unpublish(
        principalOf(request),
        request.params.productID,
        request.body.reason,
        actionContextOf(request),
      ),
    }),
  );
};
