import { registryLookupInputSchema, registryLookupResultSchema } from '@portal/contracts/registry';
import { registryCheckStartedSchema } from '@portal/contracts/vendor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { RegistryService } from './registry.service';
import type { RegistryRecheckJob } from './registry-recheck-job';

interface RegistryRoutesDeps {
  registry: Pick<RegistryService, 'lookup'>;
  recheck: Pick<RegistryRecheckJob, 'requestRun'>;
}

/** Lookups per person per minute (per person, so colleagues behind one office address do not collide). */
const lookupsPerUserPerMinute = 20;

/** The company registry (GCIS): a lookup while applying, and the on-demand re-check of every vendor. */
export const registryRoutes: FastifyPluginAsyncZod<RegistryRoutesDeps> = async (
  app,
  { registry, recheck },
) => {
  app.post(
    '/Vendor/Apply/GCIS',
    {
      config: {
        access: 'signed-in',
        rateLimit: { max: lookupsPerUserPerMinute, windowSeconds: 60, per: 'user' },
      },
      schema: {
        tags: ['vendors'],
        summary: 'Look a company up in the registry (GCIS) by its UBN',
        description:
          'An invalid checksum answers 400 FIELD_INVALID_UBN without asking the registry. ' +
          '{ found: false } means the registry has no such company; 503 REGISTRY_UNAVAILABLE means it ' +
          'could not answer (try again later). Answers are cached for 24 hours.',
        body: registryLookupInputSchema,
        response: { 200: registryLookupResultSchema },
      },
    },
    (request) => registry.lookup(request.body.ubn),
  );

  app.post(
    '/Vendors/RegistryCheck',
    {
      config: { access: { permission: 'vendors:audit' } },
      schema: {
        tags: ['vendors'],
        summary: 'Re-check every vendor against the registry now',
        description:
          'Queues the weekly re-check at once; it runs in the background at about one vendor a second. ' +
          'Asking while a run is already waiting queues nothing more.',
        response: { 202: registryCheckStartedSchema },
      },
    },
    async (request, reply) => {
      await recheck.requestRun(actionContextOf(request));
      return reply.code(202).send({ queued: true as const });
    },
  );
};
