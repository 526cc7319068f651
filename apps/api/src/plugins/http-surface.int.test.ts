import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('OpenAPI documentation', () => {
  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const log = document.paths['/api/v1/Log'].post;
    expect(Object.keys(log.requestBody.content['application/json'].schema.properties)).toEqual([
      'createdTime',
      'type',
      'content',
    ]);
    expect(Object.keys(log.responses)).toEqual(expect.arrayContaining(['201', '4XX', '5XX']));
    // The /api alias is served but listed once.
    expect(document.paths['/api/Log']).toBeUndefined();
  });

  it('serves the documentation page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers and CORS', () => {
  it('sends security headers on every answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it("forbids every source on the API's answers, and keeps the page policy for its documentation", async () => {
    const call = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(call.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(call.headers['x-frame-options']).toBe('DENY');
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('allows no cross-origin caller unless an allow-list is configured', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers listed origins only when an allow-list is configured', async () => {
    const withCors = await buildTestApp(database, { env: { CORS_ORIGINS: 'https://partner.example' } });
    const allowed = await withCors.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const refused = await withCors.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    await withCors.close();
  });
});
