import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { languageFromAcceptLanguage } from '@portal/contracts/i18n';
import type { ConnectionError } from 'fastify';
import { AppError } from '../lib/app-error';
import { errorBody } from './error-handler';

/**
 * Requests Node refuses before Fastify sees them (a request line or headers over `maxHeaderSize`, 16 KB
 * by default; a malformed request; one that took too long to arrive) answer the portal's error body too:
 * a coded, translated `{ errors, requestId }` instead of Node's or Fastify's own. The headers were not
 * read, so the language comes from an `Accept-Language` found in the bytes received, if any.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? AppError.of('HEADERS_TOO_LARGE', { params: { maxKb: Math.round(http.maxHeaderSize / 1024) } })
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? AppError.of('REQUEST_TIMEOUT')
        : new AppError([{ code: 'MALFORMED_REQUEST' }], 400);
  const requestId = randomUUID();
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(rawText(error.rawPacket))?.[1];
  const body = JSON.stringify(errorBody(appError, languageFromAcceptLanguage(acceptLanguage), requestId));
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = appError.statusCode;
  // end() sends the answer before closing (destroy() right after a write may cut it short).
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** The bytes Node had received, as text (`rawPacket` is a Buffer, though typed loosely). */
function rawText(packet: unknown): string {
  return Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
}
