/**
 * Plain constants of banners and notices (spec section 3 booking state brandNotifications and
 * facilityNotifications; decision 061). No Zod here: the widget imports these by value.
 */

/** `banner`: set apart at the top of the page, may link somewhere; `notice`: a block of information. */
export const NOTICE_KINDS = ['banner', 'notice'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The pages a notice shows on. */
export const NOTICE_PLACEMENTS = ['results', 'guest_detail'] as const;
export type NoticePlacement = (typeof NOTICE_PLACEMENTS)[number];

/**
 * `facility`: the hotel's own; `brand`: the brand's, shown at the hotels its label filters target
 * (`target_all_facilities`, `target_facility_{id}`), written by a brand admin.
 */
export const NOTICE_LEVELS = ['facility', 'brand'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export const NOTICE_LIMITS = {
  title: 120,
  body: 2000,
  labelFilters: 20,
  /** Notices a hotel keeps, its own and the brand's it can see counted apart. */
  perOwner: 50,
  iconMessageId: 64,
} as const;

/**
 * A label filter a notice may carry (spec section 3): the audience labels, and for brand notices the
 * facility targets. Page labels are not used: the placement says the page.
 */
export const NOTICE_LABEL_PATTERN =
  /^(all_users|membership_program_\d{1,10}|membership_rank_(\d{1,10}|all)|membership_organization_(\d{1,10}|all)|place_after_sign_in|target_all_facilities|target_facility_\d{1,10})$/;
