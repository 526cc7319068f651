import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, answers still in flight ask the client to close its connection, so a
 * keep-alive socket does not hold the shutdown open until its idle timeout.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
