import { z } from 'zod';
import { text } from './text.ts';

/** POST /api/client_sessions body: the brand's client key and secret. */
export const clientSessionRequestSchema = z.object({
  client_key: text().min(1).max(200),
  client_secret: text().min(1).max(200),
});
export type ClientSessionRequest = z.infer<typeof clientSessionRequestSchema>;

export const clientSessionResponseSchema = z.object({
  data: z.object({
    client_session: z.string(),
    expires_at: z.iso.datetime(),
  }),
});
export type ClientSessionResponse = z.infer<typeof clientSessionResponseSchema>;

export { CLIENT_SESSION_TTL_MS } from './client-session.constants.ts';
