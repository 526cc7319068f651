import type { FastifyInstance } from 'fastify';
import type { SessionService } from './sessions.service';

/**
 * Reads `Authorization: Bearer <token>` and sets `request.principal` for the access check that follows.
 * A missing, malformed or ended token leaves it null (public routes still answer; guarded ones 401).
 */
export function registerAuthentication(app: FastifyInstance, sessions: SessionService) {
  // A callback hook, not an async one: a request without a token (health probes, public pages) goes on
  // at once instead of through a promise and a microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header) return done();
    const match = /^Bearer ([A-Za-z0-9._-]{20,2048})$/.exec(header);
    if (!match?.[1]) return done();
    sessions.authenticate(match[1]).then((principal) => {
      request.principal = principal;
      done();
    }, done);
  });
}
