import { z } from 'zod';
import { segmentIdsSchema } from './analytics.schema.ts';
import { LOCALES } from './locales.ts';
import {
  NOTICE_KINDS,
  NOTICE_LABEL_PATTERN,
  NOTICE_LEVELS,
  NOTICE_LIMITS,
  NOTICE_PLACEMENTS,
} from './notices.constants.ts';
import { localeSchema } from './settings.schema.ts';
import { staffHotelParamsSchema } from './staff-property.schema.ts';
import { text } from './text.ts';

/**
 * Banners and notices (decision 061): written in the console in all five languages, shown on the
 * results and guest-detail pages to the guests their label filters, segment ids and icon message id
 * pick. Request bodies accept what the table's CHECK constraints accept.
 */

const pathId = staffHotelParamsSchema.shape.hotelId;

export { NOTICE_LABEL_PATTERN };

const distinct = <T>(list: readonly T[], key: (item: T) => unknown = (item) => item) =>
  new Set(list.map(key)).size === list.length;

export const noticeTranslationSchema = z.strictObject({
  locale: localeSchema,
  title: text().trim().min(1).max(NOTICE_LIMITS.title),
  body: text().trim().max(NOTICE_LIMITS.body).default(''),
});

/** Exactly one translation per language, all five: a guest never meets an untranslated notice. */
const translationsInput = z
  .array(noticeTranslationSchema)
  .length(LOCALES.length, 'one translation in each of the five languages')
  .refine((list) => distinct(list, (t) => t.locale), 'one translation per language');

const noticeFields = {
  kind: z.enum(NOTICE_KINDS),
  placements: z
    .array(z.enum(NOTICE_PLACEMENTS))
    .min(1)
    .max(NOTICE_PLACEMENTS.length)
    .refine((list) => distinct(list), 'each placement once'),
  /** Empty: every guest. Otherwise the guest must meet one audience label (all_users: everyone). */
  label_filters: z
    .array(text().regex(NOTICE_LABEL_PATTERN))
    .max(NOTICE_LIMITS.labelFilters)
    .refine((list) => distinct(list), 'each label once'),
  /** Empty: every guest. Otherwise the address's `segment_ids` must name one of them. */
  segment_ids: segmentIdsSchema.refine((list) => distinct(list), 'each segment once'),
  /** Null: any. Otherwise only for an address carrying this `icon_message_id`. */
  icon_message_id: text()
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .max(NOTICE_LIMITS.iconMessageId)
    .nullable(),
  translations: translationsInput,
  /** Where a banner leads (https, or http for a local test site); null for none. */
  link_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  starts_at: z.iso.datetime({ offset: true }).nullable(),
  ends_at: z.iso.datetime({ offset: true }).nullable(),
  active: z.boolean(),
  sort_order: z.number().int().min(-1_000_000).max(1_000_000),
};

const windowInOrder = (body: { starts_at?: string | null; ends_at?: string | null }) =>
  !body.starts_at || !body.ends_at || Date.parse(body.starts_at) < Date.parse(body.ends_at);
const WINDOW = { path: ['ends_at'], message: 'ends_at must be after starts_at' };

export const staffNoticeCreateBodySchema = z
  .strictObject({
    /** A brand notice needs the ability brand.configure and a facility label filter. */
    level: z.enum(NOTICE_LEVELS).default('facility'),
    ...noticeFields,
    label_filters: noticeFields.label_filters.default([]),
    segment_ids: noticeFields.segment_ids.default([]),
    icon_message_id: noticeFields.icon_message_id.default(null),
    link_url: noticeFields.link_url.default(null),
    starts_at: noticeFields.starts_at.default(null),
    ends_at: noticeFields.ends_at.default(null),
    active: noticeFields.active.default(true),
    sort_order: noticeFields.sort_order.default(0),
  })
  .refine(windowInOrder, WINDOW);
export type StaffNoticeCreateBody = z.input<typeof staffNoticeCreateBodySchema>;

/** A PATCH names only what changes (the level stays); the merged notice is checked again. */
export const staffNoticePatchBodySchema = z
  .strictObject(noticeFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change')
  .refine(windowInOrder, WINDOW);
export type StaffNoticePatchBody = z.input<typeof staffNoticePatchBodySchema>;

export const staffNoticeSchema = z.object({
  id: z.number().int(),
  level: z.enum(NOTICE_LEVELS),
  /** The hotel of a facility notice; null for a brand notice. */
  hotel_id: z.number().int().nullable(),
  kind: z.enum(NOTICE_KINDS),
  placements: z.array(z.enum(NOTICE_PLACEMENTS)),
  label_filters: z.array(z.string()),
  segment_ids: z.array(z.string()),
  icon_message_id: z.string().nullable(),
  translations: z.array(z.object({ locale: localeSchema, title: z.string(), body: z.string() })),
  link_url: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
  /** Whether this account may change it (a brand notice needs brand.configure). */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffNotice = z.infer<typeof staffNoticeSchema>;

export const staffNoticeResponseSchema = z.object({ data: staffNoticeSchema });
/** The hotel's notices and the brand notices that target it, by sort_order then id. */
export const staffNoticesResponseSchema = z.object({ data: z.array(staffNoticeSchema) });
export const staffNoticeParamsSchema = z.object({ hotelId: pathId, noticeId: pathId });
export const staffNoticeDeleteResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });

/**
 * `GET /book/hotels/{hotelId}/notices?placement=…&segment_ids=a,b&icon_message_id=…`: the notices
 * this guest should see on that page, in the Tripla-Locale language. The audience labels come from
 * the caller's member session (its bearer), never from the query.
 */
export const noticesQuerySchema = z.looseObject({
  placement: z.enum(NOTICE_PLACEMENTS),
  /** The address's comma list. */
  segment_ids: text()
    .max(2000)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(segmentIdsSchema),
  icon_message_id: text().max(NOTICE_LIMITS.iconMessageId).optional(),
});

export const guestNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  level: z.enum(NOTICE_LEVELS),
  title: z.string(),
  body: z.string(),
  link_url: z.string().nullable(),
});
export type GuestNotice = z.infer<typeof guestNoticeSchema>;

export const noticesResponseSchema = z.object({
  data: z.object({ notices: z.array(guestNoticeSchema) }),
});
