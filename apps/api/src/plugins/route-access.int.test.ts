import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
const ok = { 200: z.object({ ok: z.boolean() }) };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('deny by default', () => {
  it('refuses to start when a route declares no access', async () => {
    await expect(
      buildTestApp(database, {
        extend: (app) => {
          app.get('/api/v1/forgotten', { schema: { response: ok } }, async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow('Route GET /api/v1/forgotten declares no access (config.access): refusing to start.');
  });

  it('refuses to start when a route declares no success response schema', async () => {
    await expect(
      buildTestApp(database, {
        extend: (app) => {
          app.get('/api/v1/unschemed', { config: { access: 'public' } }, async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow('declares no success response schema');
  });
});

describe('access checks before the handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database, {
      extend: (instance) => {
        // Stands in for the sign-in layer: a test header names the caller's permissions.
        instance.addHook('onRequest', async (request) => {
          const granted = request.headers['x-test-permissions'];
          if (typeof granted === 'string') {
            request.principal = {
              userId: '01900000-0000-7000-8000-000000000001',
              sessionId: 's1',
              permissions: new Set(granted.split(',').filter(Boolean)),
              vendor: null,
            };
          }
        });
        instance.register(async (scope) => {
          scope.get(
            '/api/v1/test/logs',
            { config: { access: { permission: 'clientlog:read' } }, schema: { response: ok } },
            async () => ({ ok: true }),
          );
          scope.get(
            '/api/v1/test/me',
            { config: { access: 'signed-in' }, schema: { response: ok } },
            async () => ({ ok: true }),
          );
        });
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 to anonymous callers', async () => {
    for (const url of ['/api/v1/test/logs', '/api/v1/test/me']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a signed-in caller without the permission', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/test/logs',
      headers: { 'x-test-permissions': 'other:read', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this.',
    });
  });

  it('lets through a caller holding the permission, or every permission', async () => {
    for (const permissions of ['clientlog:read', '*']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/test/logs',
        headers: { 'x-test-permissions': permissions },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('lets any signed-in caller reach a signed-in route', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/test/me',
      headers: { 'x-test-permissions': '' },
    });
    expect(response.statusCode).toBe(200);
  });
});
