import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a connection that has sent nothing may still send its first request once closing began. */
const unreadRequestGraceMs = 100;

/**
 * While the app closes, answers still in flight ask the client to close its connection, so a
 * keep-alive socket does not hold the shutdown open until its idle timeout.
 *
 * Connections that never sent a request (a browser's speculative connection, or one a client opens
 * again after giving up on a download) are closed after a short grace: Node's close counts them as busy
 * and would wait for their headers timeout (a minute) before the process could stop. The grace is for
 * a request already sent on a fresh connection but not yet read when the close began: it gets an
 * answer (Fastify's 503 while closing), not a reset.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  const connections = new Set<Socket>();
  // Once per connection, not per request: a keep-alive client pays nothing on its later calls.
  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
    // A request may already wait in a fresh connection's buffer, not yet read: a short grace, then a
    // turn of the event loop past its reading (poll) phase, lets it be read and answered (503 from
    // Fastify while closing, which a load balancer tries elsewhere) instead of reset.
    await new Promise((resolve) => setTimeout(resolve, unreadRequestGraceMs));
    await new Promise((resolve) => setImmediate(resolve));
    for (const socket of connections) {
      if (socket.bytesRead === 0) socket.destroy();
    }
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
