import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook } from './webhook-post.ts';

const servers: Server[] = [];

/** A server on 127.0.0.1 answering with `handle`; its address and the requests it got. */
async function serve(handle: Parameters<typeof createServer>[1]) {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handle!(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const post = (url: string, options: { allowPrivate: boolean; timeoutMs?: number } = { allowPrivate: true }) =>
  postWebhook(url, '{"id":"x"}', { 'content-type': 'application/json' }, options);

describe('posting a webhook', () => {
  it('answers the receiver’s status, and follows no redirect', async () => {
    const elsewhere = await serve((_request, response) => response.end('ok'));
    const redirecting = await serve((_request, response) => {
      response.writeHead(302, { location: `${elsewhere.url}/stolen` });
      response.end();
    });
    expect(await post(`${redirecting.url}/hook`)).toEqual({ status: 302 });
    expect(elsewhere.hits).toEqual([]);
    expect(await post(`${elsewhere.url}/hook`)).toEqual({ status: 200 });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = await serve(() => {});
    const result = await post(`${silent.url}/hook`, { allowPrivate: true, timeoutMs: 200 });
    expect(result).toMatchObject({ status: null, error: expect.stringContaining('no complete answer') });
  });

  it('does not connect to a loopback address unless private addresses are allowed', async () => {
    const receiver = await serve((_request, response) => response.end('ok'));
    for (const url of [`${receiver.url}/hook`, receiver.url.replace('127.0.0.1', 'localhost')]) {
      expect(await post(url, { allowPrivate: false })).toEqual({
        status: null,
        error: 'refused: the host resolves to a private or local address',
      });
    }
    expect(receiver.hits).toEqual([]);
  });

  it('tells a refused connection from an answer', async () => {
    const gone = await serve(() => {});
    const url = gone.url;
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    expect(await post(`${url}/hook`)).toEqual({ status: null, error: 'connection refused' });
  });
});
