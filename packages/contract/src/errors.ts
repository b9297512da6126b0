import { z } from 'zod';

export { ERROR_CODES, ERROR_TITLES, type ErrorCode, type ErrorCodeName } from './error-codes.ts';

/** One entry of `errors[]`: the wire error format of DESIGN §3. */
export const apiErrorSchema = z.object({
  title: z.string(),
  status: z.number().int(),
  code: z.union([z.number().int(), z.string()]),
  // Loose: a refusal may carry more (the nights an edit would take below what is sold, a quota's
  // period and what is left); a strict object would strip them on the way out.
  details: z.looseObject({
    /** Spec section 8's number where it has one (then `code` is that number too), else a word. */
    code: z.union([z.number().int(), z.string()]).optional(),
    /** Which case of a numeric `code` this is, in a word (e.g. 1103 `price_became_cheaper`). */
    reason: z.string().optional(),
    base: z.array(z.object({ error: z.string() })),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorBodySchema = z.object({ errors: z.array(apiErrorSchema).min(1) });
export type ErrorBody = z.infer<typeof errorBodySchema>;
