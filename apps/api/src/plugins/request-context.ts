import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Language, languageFromAcceptLanguage } from '@portal/contracts/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages, from Accept-Language (zh-Hant unless English is asked for). */
    language: Language;
  }
}

// A proxy's request id is kept only when it is short and plain, so it cannot forge log lines.
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request id: the one the reverse proxy set in `X-Request-Id` when the proxy is trusted
 * (TRUST_PROXY, the same trust as for `X-Forwarded-For`) and the value is plain; else a fresh UUID.
 * Without a trusted proxy the header comes from the client, who must not choose ids in our logs.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID();
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && safeRequestId.test(given) ? given : randomUUID();
  };
}

export function registerRequestContext(app: FastifyInstance) {
  // Worked out only when asked for (mostly by the error handler), not on every request.
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageFromAcceptLanguage(this.headers['accept-language']);
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
}
