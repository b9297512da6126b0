import { z } from 'zod';
import { MEMBER_PROVIDERS, memberOrganizationSchema } from './membership.schema.ts';

/** Why identify logged a visitor out (spec section 4, "session outcomes on identify"). */
export const sessionResetCodeSchema = z.enum(['session_token_not_found', 'brand_mismatch']);

export const whoamiUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  membership_id: z.string().nullable(),
  program_id: z.number().int().nullable(),
  rank_id: z.number().int().nullable(),
  /**
   * How the member signed in (spec §3 provider): the menu offers the brand's points only when it is not
   * a third-party point programme's sign-in (spec §6, points.constants pointsOpenTo).
   */
  provider: z.enum(MEMBER_PROVIDERS),
  organization: memberOrganizationSchema.nullable(),
  organization_role: z.array(z.string()),
});
export type WhoamiUser = z.infer<typeof whoamiUserSchema>;

/** GET /book/hotels/{code}/tripla_session/whoami. */
export const whoamiResponseSchema = z.object({
  data: z.object({
    signed_in: z.boolean(),
    user: whoamiUserSchema.nullable(),
    reset_code: sessionResetCodeSchema.nullable(),
  }),
});
export type WhoamiResponse = z.infer<typeof whoamiResponseSchema>;
