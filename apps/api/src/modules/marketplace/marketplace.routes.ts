import {
  catalogueAttributeListPayloadSchema,
  catalogueAttributeQuerySchema,
  catalogueIdParamsSchema,
  catalogueProductListPayloadSchema,
  catalogueProductPayloadSchema,
  catalogueProductQuerySchema,
  catalogueVendorListPayloadSchema,
  catalogueVendorPayloadSchema,
  catalogueVendorQuerySchema,
} from '@portal/contracts/marketplace';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketplaceService } from './marketplace.service';

// Every signed-in person reads the catalogue alike: only published products of active vendors.
const signedIn = { access: 'signed-in' as const };
const tags = ['catalogue'];

/** The catalogue buyers use: products, vendors, one product, one vendor, a category's filters. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ marketplace: MarketplaceService }> = async (
  app,
  { marketplace },
) => {
  app.get(
    '/Catalogue/Product',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Search published products of active vendors (keyword, category, attributes, vendor level)',
        querystring: catalogueProductQuerySchema,
        response: { 200: catalogueProductListPayloadSchema },
      },
    },
    async (request) => ({ payload: await marketplace.products(request.query) }),
  );

  app.get(
    '/Catalogue/Product/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A published product with its attributes, pictures and vendor level',
        params: catalogueIdParamsSchema,
        response: { 200: catalogueProductPayloadSchema },
      },
    },
    async (request) => ({ payload: await marketplace.product(request.params.id) }),
  );

  app.get(
    '/Catalogue/Vendor',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Active vendors with published products matching the search',
        querystring: catalogueVendorQuerySchema,
        response: { 200: catalogueVendorListPayloadSchema },
      },
    },
    async (request) => ({ payload: await marketplace.vendors(request.query) }),
  );

  app.get(
    '/Catalogue/Vendor/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'An active vendor as the catalogue shows it',
        params: catalogueIdParamsSchema,
        response: { 200: catalogueVendorPayloadSchema },
      },
    },
    async (request) => ({ payload: await marketplace.vendor(request.params.id) }),
  );

  app.get(
    '/Catalogue/Attribute',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The attribute filters a category offers (choices, yes/no, number ranges)',
        querystring: catalogueAttributeQuerySchema,
        response: { 200: catalogueAttributeListPayloadSchema },
      },
    },
    async (request) => ({ payload: await marketplace.filterAttributes(request.query.categoryId) }),
  );
};
