import http from 'node:http';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-app.ts';
import { installGracefulClose } from './graceful-close.ts';

// app.close() with a browser's connections still open. Without the drain, Node ends only the
// keep-alive connections idle at that moment: a socket that never sent a request, or one whose
// request was running, kept the close waiting for a minute or more (a browser test once timed out
// on it). "Still waiting" below is a hang, not a speed limit: a drained close takes milliseconds.
const HANG = 10_000;

async function settlesBeforeHang(closing: Promise<unknown>): Promise<'closed' | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), HANG);
  });
  try {
    return await Promise.race([closing.then(() => 'closed' as const), hang]);
  } finally {
    clearTimeout(timer);
  }
}

async function openSocket(url: string): Promise<net.Socket> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

function get(url: string, agent: http.Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('closing with connections open', () => {
  let app: FastifyInstance;
  let agent: http.Agent;
  afterEach(() => agent?.destroy());

  async function listen(): Promise<string> {
    app = Fastify();
    installGracefulClose(app);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    app.get('/quick', async () => ({ done: true }));
    agent = new http.Agent({ keepAlive: true });
    return app.listen({ host: '127.0.0.1', port: 0 });
  }

  it('ends a connection that never sent a request (a browser preconnect)', async () => {
    const url = await listen();
    const socket = await openSocket(url);
    const ended = new Promise((resolve) => socket.once('close', resolve));
    expect(await settlesBeforeHang(app.close())).toBe('closed');
    await ended;
  });

  it('lets a request in flight finish, then ends its keep-alive connection', async () => {
    const url = await listen();
    const answer = get(`${url}/slow`, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await settlesBeforeHang(app.close())).toBe('closed');
    expect(await answer).toMatchObject({ status: 200, body: '{"done":true}', connection: 'close' });
  });

  it('ends keep-alive connections idle since their last answer', async () => {
    const url = await listen();
    expect((await get(`${url}/quick`, agent)).status).toBe(200);
    expect(await settlesBeforeHang(app.close())).toBe('closed');
  });
});

describe('the application', () => {
  it('closes with a connection open that never sent a request', async () => {
    const server = await startTestServer();
    const socket = await openSocket(server.url);
    expect(await settlesBeforeHang(server.close())).toBe('closed');
    expect(socket.destroyed || socket.readableEnded).toBe(true);
  }, 120_000);
});
