import { activeBannersQuerySchema, activeBannersSchema } from '@portal/contracts/banners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BannerService } from './banners.service';

/** How long a browser or a shared cache may keep a position's answer: a schedule is a minute late at most. */
const cacheSeconds = 60;

/** `GET /Banners/Active?position=home`: a position's active banners, for anyone (cacheable). */
export const bannerRoutes: FastifyPluginAsyncZod<{ banners: BannerService }> = async (app, { banners }) => {
  app.get(
    '/Banners/Active',
    {
      config: { access: 'public', rateLimit: { max: 600, windowSeconds: 60 } },
      schema: {
        tags: ['banners'],
        summary: `The active banners of a position (enabled, inside their schedule), in order; cached ${cacheSeconds} s`,
        querystring: activeBannersQuerySchema,
        response: { 200: activeBannersSchema },
      },
    },
    async (request, reply) => {
      const data = await banners.activeBanners(request.query.position, request.language);
      reply.header('Cache-Control', `public, max-age=${cacheSeconds}`);
      reply.header('Vary', 'Accept-Language');
      return { data };
    },
  );
};
