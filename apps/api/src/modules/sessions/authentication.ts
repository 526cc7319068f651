import type { FastifyInstance } from 'fastify';
import type { SessionService } from './sessions.service';

/**
 * Reads `Authorization: Bearer <token>` and sets `request.principal` for the access check that follows.
 * A missing, malformed or ended token leaves it null (public routes still answer; guarded ones 401).
 */
export function registerAuthentication(app: FastifyInstance, sessions: SessionService) {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer ([A-Za-z0-9._-]{20,2048})$/.exec(header);
    if (!match?.[1]) return;
    request.principal = await sessions.authenticate(match[1]);
  });
}
