import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let distDir: string;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
  await fs.writeFile(path.join(distDir, 'login.html'), '<!doctype html><title>portal: sign-in drawn</title>');
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any page path with index.html, never cached', async () => {
    for (const url of ['/', '/register', '/top-menu/company/upgrade', '/no/such/page', '/login/more']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>portal</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers /login with the build's drawn copy, whatever its query, unless the browser shows another language or mode", async () => {
    // The build drew login.html here, not register.html (which gets index.html, above).
    const drawn = [
      {},
      { cookie: 'portal.display=zh-Hant.light' },
      { cookie: 'other=1; portal.display=zh-Hant.light' },
    ];
    for (const url of ['/login', '/login?returnUrl=%2Fdashboard']) {
      for (const cookie of drawn) {
        const response = await app.inject({ method: 'GET', url, headers: { ...html, ...cookie } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, `${url} ${JSON.stringify(cookie)}`).toContain('sign-in drawn');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toMatch(/cookie/i);
      }
    }
    for (const cookie of [
      'portal.display=en.light',
      'portal.display=zh-Hant.dark',
      'portal.display=en.dark',
    ]) {
      const response = await app.inject({ method: 'GET', url: '/login', headers: { ...html, cookie } });
      expect(response.body, cookie).toContain('<title>portal</title>');
    }
  });

  it('serves hashed assets cached for a year, other files revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file that is not a page with the JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_FOUND');
  });

  it('never answers an unknown API path with the web page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/Unknown', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('ROUTE_NOT_FOUND');
  });
});
