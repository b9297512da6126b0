import { z } from 'zod';
import { pathIdSchema } from './cancellation-policy.schema.ts';
import { PARTNER_KEY_PATTERN, PARTNER_SCOPES } from './partner.constants.ts';
import { text } from './text.ts';

/**
 * A hotel's partner API keys as its staff manage them in the console (decision 059), under
 * `/staff/hotels/:hotelId/api_keys`. The key itself is in the answer of its creation only: the server
 * keeps its sha256, so no later answer can show it again.
 */

export const partnerScopeSchema = z.enum(PARTNER_SCOPES);

/** `/staff/hotels/:hotelId/api_keys/:keyId`. */
export const partnerKeyParamsSchema = z.object({ hotelId: pathIdSchema, keyId: pathIdSchema });

/** `POST /staff/hotels/:hotelId/api_keys`: what the key is called and what it may do. */
export const partnerKeyCreateBodySchema = z.strictObject({
  /** Says whose system holds it, e.g. "Front PMS" (shown in lists and in the audit log). */
  name: text().trim().min(1).max(100),
  scopes: z
    .array(partnerScopeSchema)
    .min(1, 'choose at least one scope')
    .max(PARTNER_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'name each scope once'),
});
export type PartnerKeyCreateBody = z.infer<typeof partnerKeyCreateBodySchema>;

/** One key as lists show it: named by its prefix, never the key. */
export const partnerKeySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first 12 characters (`yk_…`), enough to tell which key a system holds. */
  prefix: z.string(),
  scopes: z.array(partnerScopeSchema),
  created_at: z.string(),
  /** The console account that made it; null when made from the CLI or once that account is gone. */
  created_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** When a call last used it (noted at most once a minute); null when never. */
  last_used_at: z.string().nullable(),
  /** When it was revoked (from then on it answers 401); null while live. */
  revoked_at: z.string().nullable(),
});
export type PartnerKeySummary = z.infer<typeof partnerKeySummarySchema>;

/** The key just made, with the key itself: shown this once, never again. */
export const partnerKeyCreatedSchema = partnerKeySummarySchema.extend({
  key: z.string().regex(PARTNER_KEY_PATTERN),
});
export type PartnerKeyCreated = z.infer<typeof partnerKeyCreatedSchema>;

export const partnerKeysResponseSchema = z.object({ data: z.array(partnerKeySummarySchema) });
export const partnerKeyResponseSchema = z.object({ data: partnerKeySummarySchema });
export const partnerKeyCreatedResponseSchema = z.object({ data: partnerKeyCreatedSchema });
