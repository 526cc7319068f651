import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the route schemas; the UI at /api/docs, the document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '供應商會員平台 API',
        description:
          'Supplier membership portal API. Base path /api/v1 (also reachable under /api). ' +
          'Errors answer { errors: [{ code, message, field? }], requestId }, messages in zh-Hant unless ' +
          'Accept-Language asks for English.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI's routes serve HTML and assets, not API calls: a scope marks them as public files.
  await app.register(async (scope) => {
    scope.decorate('publicFilesScope', true);
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
