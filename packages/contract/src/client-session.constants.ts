/** Client sessions last 0.75 day (spec section 9). Zod-free, so the widget may import it. */
export const CLIENT_SESSION_TTL_MS = 0.75 * 24 * 60 * 60 * 1000;
