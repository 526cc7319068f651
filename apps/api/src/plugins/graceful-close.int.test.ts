import { once } from 'node:events';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let release: () => void = () => {};
let entered: () => void = () => {};
const handlerEntered = new Promise<void>((resolve) => {
  entered = resolve;
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    extend: (instance) => {
      instance.get(
        '/api/v1/test/slow',
        {
          config: { access: 'public', rateLimit: { max: 1000, windowSeconds: 60 } },
          schema: { response: { 200: z.object({ done: z.boolean() }) } },
        },
        async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
            entered();
          });
          return { done: true };
        },
      );
    },
  });
});
afterAll(async () => {
  await database.drop();
});

describe('shutdown', () => {
  it('lets a request in flight finish, then stops accepting', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${base}/api/v1/test/slow`);
    // The handler is running (past the rate limit's database round trip) before the close begins.
    await handlerEntered;
    const closing = app.close();
    // The close is under way (no longer listening) while the request is still in its handler.
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });

  it('does not wait for a connection that never sent a request', async () => {
    // A browser's speculative connection, or one a client opens again after giving up on a download.
    const other = await buildTestApp(database);
    const { port } = new URL(await other.listen({ port: 0, host: '127.0.0.1' }));
    const unused = net.connect(Number(port), '127.0.0.1');
    await once(unused, 'connect');
    const ended = once(unused, 'close');
    await other.close();
    await ended;
    expect(unused.bytesRead).toBe(0);
  });

  it('answers a request sent on a fresh connection just before the close began (503, to try elsewhere), not a reset', async () => {
    const other = await buildTestApp(database);
    const { port } = new URL(await other.listen({ port: 0, host: '127.0.0.1' }));
    const client = net.connect(Number(port), '127.0.0.1');
    await once(client, 'connect');
    let answer = '';
    client.setEncoding('utf8').on('data', (chunk: string) => {
      answer += chunk;
    });
    const ended = once(client, 'close');
    // Sent, then the close begins at once: the server has not read a byte of it yet.
    client.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await other.close();
    await ended;
    // Fastify answers what arrives once closing began with 503 (a load balancer tries another
    // instance); the connection then closes. Without the grace the client saw the connection reset.
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
