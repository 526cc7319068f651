import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Sends raw bytes and reads the whole answer (the server closes the connection after refusing). */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the rest of an oversized request is still being written.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(text);
  });
}

describe('requests refused before routing answer the portal error body', () => {
  it('a query string over 16 KB: 431 with a coded, translated body and a request id', async () => {
    const answer = await rawRequest(
      `GET /api/v1/Roles?condition=${'x'.repeat(17 * 1024)} HTTP/1.1\r\nHost: portal.test\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    const body = JSON.parse(answer.body);
    expect(body.errors[0]).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
    expect(body.errors[0].message).toContain('16 KB');
    expect(body.errors[0].message).toMatch(/請求的網址或標頭過長/);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.toLowerCase()).toContain(`x-request-id: ${body.requestId}`);
  });

  it('answers in English when the Accept-Language came before the overflow', async () => {
    const answer = await rawRequest(
      `GET /api/v1/health HTTP/1.1\r\nHost: portal.test\r\nAccept-Language: en\r\nX-Padding: ${'x'.repeat(17 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).errors[0].message).toMatch(/too long/);
  });

  it('a request Node cannot parse: 400 MALFORMED_REQUEST', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ code: 'MALFORMED_REQUEST' }] });
  });

  it('a URL the router cannot decode, and a path parameter over its length limit', async () => {
    const badUrl = await app.inject({ url: '/api/v1/Roles/%E0%A4%A', headers: { 'accept-language': 'en' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({
      errors: [{ code: 'MALFORMED_REQUEST', message: 'The request could not be read.' }],
    });
    expect(badUrl.json().requestId).toBeTruthy();
    const longParam = await app.inject({ url: `/api/v1/Roles/${'a'.repeat(500)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json().errors[0]).toMatchObject({
      code: 'MALFORMED_REQUEST',
      message: '請求格式不正確，無法處理。',
    });
  });
});
