import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { isoDateSchema } from './search.schema.ts';
import { currencySchema, localeSchema } from './settings.schema.ts';
import { text as storableText } from './text.ts';

/**
 * Membership (spec sections 3–7): accounts, sessions, programs and a member's stays, under
 * `/book/hotels/{hotelId}/memberships/`, `/book/user/` and `/book/hotel_brands/{brand}/`.
 * A session is a bearer token (`Authorization: Bearer <session>`); the refresh token exchanges for a
 * new pair at `tokens` and is rotated on every use.
 */

const text = (max: number) => storableText().trim().min(1).max(max);
const optionalText = (max: number) => storableText().trim().max(max).optional();

/** Spec §9: at least 8 characters. The strength rules (§5) are checked on the server (1300). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Failed password sign-ins before the account locks (1301), and for how long. */
export const SIGN_IN_LOCK_THRESHOLD = 5;
export const SIGN_IN_LOCK_MINUTES = 30;
/** How many earlier passwords update_password refuses (1302). */
export const PASSWORD_HISTORY_DEPTH = 5;
/** How long mailed links work. */
export const CONFIRMATION_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** How a member signs in (spec §3 provider). `password` is the widget's own form. */
export const MEMBER_PROVIDERS = [
  'password',
  'facebook',
  'line',
  'open_id',
  'creansmaerd',
  'brand_custom_auth',
] as const;
export type MemberProvider = (typeof MEMBER_PROVIDERS)[number];
/** The redirect-based providers: `.../{provider}/sign_in` answers an authorization address. */
export const FEDERATED_PROVIDERS = ['facebook', 'line', 'open_id'] as const;
export type FederatedProvider = (typeof FEDERATED_PROVIDERS)[number];

export const passwordSchema = storableText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const emailSchema = storableText()
  .trim()
  .min(3)
  .max(254)
  .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'an email address');

export const memberGenderSchema = z.enum(['male', 'female', 'other', 'unanswered']);

const namedTranslationSchema = z.object({ locale: localeSchema, name: z.string() });

/**
 * A member's companion (spec §3 Companions: adultCompanion, kidCompanion): a code and its name in each
 * language. The widget sends them to the host page after sign-in (spec §4, `companion-info`).
 */
export const memberCompanionSchema = z.object({
  code: z.string().min(1).max(64),
  translations_attributes: z.array(namedTranslationSchema),
});
export type MemberCompanion = z.infer<typeof memberCompanionSchema>;

/** A rank of a program, lowest first. */
export const membershipRankSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: z.array(namedTranslationSchema),
});

/** A brand's membership program (spec §3 programs). */
export const membershipProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: z.array(namedTranslationSchema),
  update_member_profile_enabled: z.boolean(),
  is_default: z.boolean(),
  ranks: z.array(membershipRankSchema),
});
export type MembershipProgram = z.infer<typeof membershipProgramSchema>;

/** The signed-in member as the account screens show it (spec §3 Member; /user/me and show). */
/** Spec §3 Member.organization: a corporate session's organization and the program it signs in to. */
export const memberOrganizationSchema = z.object({
  id: z.number().int(),
  program_id: z.number().int().nullable(),
  name: z.string(),
  display_name: z.string(),
});

export const memberProfileSchema = z.object({
  id: z.number().int(),
  /** Full name in the request locale's order (spec §9 name order). */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  first_name_kana: z.string().nullable(),
  last_name_kana: z.string().nullable(),
  email: z.string(),
  /** A new login email waiting for its link (spec §4 membership). */
  pending_email: z.string().nullable(),
  membership_id: z.string().nullable(),
  program_id: z.number().int().nullable(),
  rank_id: z.number().int().nullable(),
  provider: z.enum(MEMBER_PROVIDERS),
  locale: localeSchema,
  phone: z.string().nullable(),
  gender: memberGenderSchema.nullable(),
  birth_date: isoDateSchema.nullable(),
  postal_code: z.string().nullable(),
  address: z.string().nullable(),
  newsletter_opt_in: z.boolean(),
  organization: memberOrganizationSchema.nullable(),
  organization_role: z.array(z.string()),
  point_program_enabled: z.boolean(),
  /** The brand's other programs (spec §3 nonSignedInPrograms). */
  non_signed_in_program_ids: z.array(z.number().int()),
  /** Spec §5: signed in, not a loyalty-programme account, and some program allows it. */
  can_update_profile: z.boolean(),
  /** A federated first sign-in without an email or name must complete `setup` first. */
  needs_setup: z.boolean(),
  /** Spec §3 Companions (adultCompanion): null when the member has none. */
  adult_companion: memberCompanionSchema.nullable(),
  /** Spec §3 Companions (kidCompanion): null when the member has none. */
  kid_companion: memberCompanionSchema.nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** What every successful sign-in answers: the session, its refresh token and the member. */
export const memberSessionGrantSchema = z.object({
  data: z.object({
    session: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: z.string(),
    user: memberProfileSchema,
  }),
});
export type MemberSessionGrant = z.infer<typeof memberSessionGrantSchema>['data'];

export const memberProfileResponseSchema = z.object({ data: memberProfileSchema });
/** An answer with nothing to give back but a human sentence in the request's language. */
export const memberMessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** An id as the database stores it (int4): a larger number names nothing. */
export const databaseId = z.number().int().min(1).max(2_147_483_647);

export const membershipHotelParamsSchema = z.object({
  hotelId: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'a hotel id is a positive whole number')
    .transform(Number)
    .pipe(databaseId),
});
export const membershipProgramParamsSchema = membershipHotelParamsSchema.extend({
  programId: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'a program id is a positive whole number')
    .transform(Number)
    .pipe(databaseId),
});
export const brandProgramsParamsSchema = z.object({
  brandId: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'a brand id is a positive whole number')
    .transform(Number)
    .pipe(databaseId),
});

const optionalProgramId = databaseId.optional();
/** Where the widget wants the member back after a mailed link (same origin as the embed). */
const redirectUrlSchema = storableText().trim().url().max(2048).optional();

/** POST sign_in. Spec §7: the login payload includes grant_type and hotel id. */
export const signInBodySchema = z.object({
  grant_type: z.literal('password'),
  hotel_id: databaseId,
  email: emailSchema,
  password: storableText().min(1).max(PASSWORD_MAX_LENGTH),
  program_id: optionalProgramId,
});

/** POST sign_up and sign_up/verify (verify checks the form without creating anything). */
export const signUpBodySchema = z.object({
  email: emailSchema,
  email_confirmation: emailSchema.optional(),
  password: passwordSchema,
  password_confirmation: storableText().max(PASSWORD_MAX_LENGTH),
  first_name: text(100),
  last_name: text(100),
  first_name_kana: optionalText(100),
  last_name_kana: optionalText(100),
  phone: optionalText(32),
  gender: memberGenderSchema.optional(),
  birth_date: isoDateSchema.optional(),
  postal_code: optionalText(16),
  address: optionalText(255),
  newsletter_opt_in: z.boolean().default(false),
  terms_accepted: z.literal(true),
  locale: z.enum(LOCALES).optional(),
  program_id: optionalProgramId,
  redirect_url: redirectUrlSchema,
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** POST setup: the details a federated first sign-in did not bring (needs_setup). */
export const setupBodySchema = z.object({
  email: emailSchema.optional(),
  first_name: text(100),
  last_name: text(100),
  first_name_kana: optionalText(100),
  last_name_kana: optionalText(100),
  phone: optionalText(32),
  newsletter_opt_in: z.boolean().default(false),
  terms_accepted: z.literal(true),
});

/** POST confirm: the token of a mailed link; `email_update` for an email-change link. */
export const confirmBodySchema = z.object({
  confirmation_token: text(256),
  email_update: z.boolean().default(false),
});
export const confirmResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    program_id: z.number().int().nullable(),
    redirect_url: z.string().nullable(),
    message: z.string(),
  }),
});

/** POST resend_confirm_email (a provisional sign-up) and resend_confirmation (a pending email change). */
export const resendBodySchema = z.object({ email: emailSchema, redirect_url: redirectUrlSchema });

export const refreshTokenBodySchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: text(256),
  /** Spec §7: a new token is obtained from a refresh token with the hotel code. */
  hotel_code: text(64),
});

export const startResetBodySchema = z.object({ email: emailSchema, redirect_url: redirectUrlSchema });

/** PUT update_password: with a reset link's token (forgot password) or signed in with the current one. */
export const updatePasswordBodySchema = z
  .object({
    reset_password_token: text(256).optional(),
    current_password: storableText().min(1).max(PASSWORD_MAX_LENGTH).optional(),
    password: passwordSchema,
    password_confirmation: storableText().max(PASSWORD_MAX_LENGTH),
  })
  .refine((b) => (b.reset_password_token === undefined) !== (b.current_password === undefined), {
    message: 'give either reset_password_token or current_password',
  });

export const updateEmailBodySchema = z.object({
  email: emailSchema,
  email_confirmation: emailSchema.optional(),
  current_password: storableText().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  redirect_url: redirectUrlSchema,
});

/** PUT update: the profile fields a member may change (spec §5 profile update). */
export const updateProfileBodySchema = z.object({
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  first_name_kana: optionalText(100).nullable(),
  last_name_kana: optionalText(100).nullable(),
  phone: optionalText(32).nullable(),
  gender: memberGenderSchema.nullable().optional(),
  birth_date: isoDateSchema.nullable().optional(),
  postal_code: optionalText(16).nullable(),
  address: optionalText(255).nullable(),
  newsletter_opt_in: z.boolean().optional(),
  locale: z.enum(LOCALES).optional(),
});

/** POST cancel: deleting the account asks for the password again (password accounts only). */
export const cancelAccountBodySchema = z.object({
  current_password: storableText().min(1).max(PASSWORD_MAX_LENGTH).optional(),
});

export const switchProgramBodySchema = z.object({ program_id: databaseId });

export const programResponseSchema = z.object({ data: membershipProgramSchema });
export const programsResponseSchema = z.object({ data: z.array(membershipProgramSchema) });

/**
 * POST chatbot_session (spec §6): a session for the chatbot. With the signed-in member's bearer the pair
 * is the chatbot's message id and its own user id; without, `auth_auto_message_id` is the chatbot
 * host's signed ticket and `user_id` the member it names.
 */
export const chatbotSessionBodySchema = z.object({
  auth_auto_message_id: text(256),
  user_id: text(128),
});
export const chatbotSessionResponseSchema = z.object({ data: z.object({ session: z.string() }) });

export const federatedProviderParamsSchema = membershipHotelParamsSchema.extend({
  provider: z.enum(FEDERATED_PROVIDERS),
});
/** POST {provider}/sign_in: starts the authorization-code flow (PKCE); answers where to send the browser. */
export const federatedSignInBodySchema = z.object({
  /** The widget address to come back to; the session arrives there as `login_token`. */
  return_url: storableText().trim().url().max(2048),
  program_id: optionalProgramId,
  /** Spec §7: LINE adds app_type inside the chatbot iframe. */
  app_type: z.enum(['web', 'chatbot']).optional(),
});
export const federatedSignInResponseSchema = z.object({ data: z.object({ authorization_url: z.string() }) });
/** GET {provider}/callback: where the provider sends the browser back (code and state). */
export const federatedCallbackQuerySchema = z.object({
  code: text(2048).optional(),
  /** The sealed (encrypted, short-lived) sign-in state the server handed out at sign_in. */
  state: text(2048),
  error: optionalText(256),
  error_description: optionalText(1024),
});

/**
 * A federated sign-in that fails after the provider's redirect sends the browser back to its
 * return_url with `login_error=<one of these>` (and no login_token): `access_denied` the person said
 * no at the provider, `expired` the sign-in took longer than its state lives, `sign_in_failed` the
 * provider's answer could not be verified or exchanged, `unavailable` the provider could not be reached.
 */
export const FEDERATED_SIGN_IN_ERRORS = [
  'access_denied',
  'expired',
  'sign_in_failed',
  'unavailable',
] as const;
export type FederatedSignInError = (typeof FEDERATED_SIGN_IN_ERRORS)[number];
/** The query keys the callback appends to the return_url (spec §2/§4: login_token is read and removed). */
export const FEDERATED_RETURN_KEYS = { loginToken: 'login_token', error: 'login_error' } as const;
/** How long a started federated sign-in may take before its callback (the sealed state's lifetime). */
export const FEDERATED_STATE_MINUTES = 10;

/** Spec §9: the social SDKs' locales, by widget locale (Facebook `locale`; LINE and OpenID use ui_locales). */
export const SOCIAL_SDK_LOCALES = {
  en: 'en_US',
  ja: 'ja_JP',
  ko: 'ko_KR',
  zh_Hans: 'zh_CN',
  zh_Hant: 'zh_TW',
} as const satisfies Record<(typeof LOCALES)[number], string>;
/** Spec §9: the Facebook Graph API version of the social SDK. */
export const FACEBOOK_GRAPH_VERSION = 'v14.0';

/**
 * The title of every refusal of brand_custom_auth/sign_in (401): the widget shows the custom-auth
 * warning for it (spec §8 "brand custom auth failure").
 */
export const BRAND_CUSTOM_AUTH_ERROR_TITLE = 'BRAND_CUSTOM_AUTH_FAILED';
/** The longest lifetime (exp − iat) a brand's own sign-in token may have. */
export const BRAND_TOKEN_MAX_LIFETIME_SECONDS = 600;

/** POST creansmaerd/sign_in: the loyalty programme's one-time id from the address (otid). */
export const loyaltySignInBodySchema = z.object({ otid: text(512), program_id: optionalProgramId });

/** POST brand_custom_auth/sign_in: the brand's own signed token (brand_custom_auth_token). */
export const customAuthSignInBodySchema = z.object({ token: text(8192) });

/** GET /book/user/reservations (spec §3 user reservation list). */
export const USER_RESERVATION_TABS = ['upcoming', 'completed', 'cancelled'] as const;
export type UserReservationTab = (typeof USER_RESERVATION_TABS)[number];
export const USER_RESERVATIONS_PAGE_SIZE = 10;
export const userReservationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(USER_RESERVATION_TABS).default('upcoming'),
});
export const userReservationSchema = z.object({
  number: z.string(),
  hotel_id: z.number().int(),
  hotel_code: z.string(),
  hotel_name: z.string(),
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  nights: z.number().int(),
  room_count: z.number().int(),
  /** Spec §3: cancelled, or done (shown as Reserved). */
  status: z.enum(['done', 'cancelled']),
  room_type_name: z.string(),
  plan_name: z.string(),
  total_price: z.number().int(),
  currency: currencySchema,
});
export type UserReservation = z.infer<typeof userReservationSchema>;
export const userReservationsResponseSchema = z.object({
  data: z.array(userReservationSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});
