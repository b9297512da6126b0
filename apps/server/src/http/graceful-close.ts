import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * `app.close()` that drains instead of hanging. Node's own close ends only the keep-alive
 * connections idle at that moment, so two kinds held it open for up to a minute or more: a socket a
 * browser opened ahead of need and never sent a request on (Chromium preconnects), and a keep-alive
 * connection whose request was still running (it went idle after close and waited out the keep-alive
 * timeout). Here, once closing, every connection without a request in flight ends at once, and each
 * other one ends as soon as its last response is written; requests in flight still finish.
 */
export function installGracefulClose(app: FastifyInstance): void {
  const inFlight = new Map<Socket, Set<ServerResponse>>();
  let closing = false;

  app.server.on('connection', (socket: Socket) => {
    inFlight.set(socket, new Set());
    socket.once('close', () => inFlight.delete(socket));
  });

  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const responses = inFlight.get(socket) ?? new Set();
    inFlight.set(socket, responses);
    responses.add(response);
    if (closing) response.shouldKeepAlive = false;
    response.once('close', () => {
      responses.delete(response);
      if (closing && responses.size === 0) socket.end();
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const [socket, responses] of inFlight) {
      if (responses.size === 0) socket.end();
      // Answers not yet started say so, and the client opens no further request on them.
      for (const response of responses) if (!response.headersSent) response.shouldKeepAlive = false;
    }
  });
}
