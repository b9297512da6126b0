import { z } from 'zod';

/**
 * The headers of a POST that an optional `Idempotency-Key` (1-255 visible ASCII characters) makes safe
 * to retry; `description` says what a retry with the key answers. Other headers pass through untouched.
 */
export function idempotentHeadersSchema(description: string) {
  return z
    .object({
      'idempotency-key': z
        .string()
        .trim()
        .regex(/^[\x21-\x7e]{1,255}$/)
        .optional()
        .meta({ description }),
    })
    .catchall(z.union([z.string(), z.array(z.string())]).optional());
}
