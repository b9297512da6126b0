import { z } from 'zod';
import { localeSchema } from './settings.schema.ts';
import { text } from './text.ts';

/**
 * Cancellation policies of a hotel (spec sections 3, 4 and 7):
 * `GET /book/hotels/{hotelId}/cancellation_policies[?room_plan_codes=a,b]` and
 * `GET /book/hotels/{hotelId}/cancellation_policies/{policyId}`.
 */

const MAX_INT4 = 2_147_483_647;

/** A numeric id in a path: digits only, within PostgreSQL's integer range. */
export const pathIdSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'an id is a positive whole number')
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_INT4));

/** One step of a policy: cancelling `days_before` days or fewer before check-in costs this percentage. */
export const cancellationPolicyPartSchema = z.object({
  days_before: z.number().int().min(0).max(365),
  percentage_of_cost: z.number().int().min(0).max(100),
});
export type CancellationPolicyPart = z.infer<typeof cancellationPolicyPartSchema>;

/** The rule itself, without names: what the fee computation needs. */
export const cancellationPolicyRuleSchema = z.object({
  /**
   * Hour of the check-in day (hotel-local, 0–23) until which the day-of step applies; from that hour
   * on the no-show percentage does. Null: the day-of step applies the whole check-in day.
   */
  cancel_before_at: z.number().int().min(0).max(23).nullable(),
  cancellation_policy_parts: z.array(cancellationPolicyPartSchema).max(30),
  no_show_percentage_of_cost: z.number().int().min(0).max(100),
});
export type CancellationPolicyRule = z.infer<typeof cancellationPolicyRuleSchema>;

export const cancellationPolicyTranslationSchema = z.object({
  locale: localeSchema,
  name: z.string(),
  description: z.string(),
});
export type CancellationPolicyTranslation = z.infer<typeof cancellationPolicyTranslationSchema>;

/** A policy as the widget shows it; `name` and `description` are in the request's Tripla-Locale. */
export const cancellationPolicySchema = cancellationPolicyRuleSchema.extend({
  id: z.number().int(),
  hotel_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  translations_attributes: z.array(cancellationPolicyTranslationSchema),
  /** The hotel's room plans that use this policy (through their hotel plan). */
  room_plan_codes: z.array(z.string()),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

export const cancellationPolicyParamsSchema = z.object({
  hotelId: pathIdSchema,
  policyId: pathIdSchema,
});

const codeSchema = text().min(1).max(64);

/**
 * A list of codes as the query may carry it: `a,b` (comma list, spec section 2 style), the key
 * repeated, or `key[]=a&key[]=b`.
 */
export const codeListQuerySchema = z
  .union([text(), z.array(text())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .pipe(z.array(codeSchema).max(100));

export const cancellationPoliciesQuerySchema = z.object({
  /** Only the policies used by these room plans. */
  room_plan_codes: codeListQuerySchema.optional(),
});

export const cancellationPoliciesResponseSchema = z.object({
  data: z.object({ cancellation_policies: z.array(cancellationPolicySchema) }),
});
export type CancellationPoliciesResponse = z.infer<typeof cancellationPoliciesResponseSchema>;

export const cancellationPolicyResponseSchema = z.object({ data: cancellationPolicySchema });
export type CancellationPolicyResponse = z.infer<typeof cancellationPolicyResponseSchema>;
