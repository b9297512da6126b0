import type { FastifyInstance } from 'fastify';
import { DEMO_WIDGET_CLIENT } from '../seed/seed-facts.ts';

/** POSTs /api/client_sessions with `pair` (the widget pair by default) and returns the token. */
export async function issueClientSession(
  app: FastifyInstance,
  pair: { key: string; secret: string } = DEMO_WIDGET_CLIENT,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/client_sessions',
    payload: { client_key: pair.key, client_secret: pair.secret },
  });
  if (response.statusCode !== 201)
    throw new Error(`client session refused: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { client_session: string } }>().data.client_session;
}

/** A clock tests can move forward. */
export function movableClock(start = new Date('2026-04-01T00:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
