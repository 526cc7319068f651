import { configurationSchema, editableConfigurationSchema } from '@portal/contracts/configuration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionContextOf } from '../action-log/action-log.recorder';
import type { ConfigurationService } from './configuration.service';

/** `GET /Configuration` (public: what the web app needs before sign-in) and `PUT /Configuration`. */
export const configurationRoutes: FastifyPluginAsyncZod<{ configuration: ConfigurationService }> = async (
  app,
  { configuration },
) => {
  app.get(
    '/Configuration',
    {
      // Read once per page load: 10 a second leaves room for an office behind one address.
      config: { access: 'public', rateLimit: { max: 600, windowSeconds: 60 } },
      schema: {
        tags: ['configuration'],
        summary: 'The guest settings: site name, contact, sign-up, captcha, privacy notice, social ids',
        response: { 200: configurationSchema },
      },
    },
    async () => configuration.get(),
  );

  app.put(
    '/Configuration',
    {
      config: { access: { permission: 'config:write' } },
      schema: {
        tags: ['configuration'],
        summary: 'Change the settings (every field; logged with before and after)',
        body: editableConfigurationSchema,
        response: { 200: configurationSchema },
      },
    },
    async (request) => configuration.update(request.body, actionContextOf(request)),
  );
};
