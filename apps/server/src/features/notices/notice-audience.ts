import { LABEL_FILTERS } from '@yadori/contract/additional-questions.constants';

/**
 * Which guests a notice is for (spec section 3 label filters, decision 061). The caller's labels come
 * from its member session on the server, never from the request's query.
 */

/** Labels that say who sees a notice. */
const AUDIENCE =
  /^(all_users|membership_program_\d+|membership_rank_(\d+|all)|membership_organization_(\d+|all))$/;
/** Labels that say at which hotels a brand notice shows. */
const FACILITY = /^target_(all_facilities|facility_\d+)$/;

export const isFacilityLabel = (label: string): boolean => FACILITY.test(label);

/** The hotel ids a brand notice's `target_facility_{id}` labels name. */
export function targetedHotelIds(labels: readonly string[]): number[] {
  return labels.flatMap((label) => {
    const match = /^target_facility_(\d+)$/.exec(label);
    return match ? [Number(match[1])] : [];
  });
}

/** Who is looking: a guest (`member` null) carries `all_users`; a member their own labels too. */
export interface NoticeCaller {
  labels: ReadonlySet<string>;
  signedIn: boolean;
}

/**
 * Whether a notice's label filters let the caller see it: with `place_after_sign_in` only a signed-in
 * caller; with audience labels the caller must carry one of them (`all_users`: everyone; program, rank
 * and organization labels: the members who hold them); without any, every caller.
 */
export function audienceMeets(labels: readonly string[], caller: NoticeCaller): boolean {
  if (labels.includes(LABEL_FILTERS.placeAfterSignIn) && !caller.signedIn) return false;
  const audience = labels.filter((label) => AUDIENCE.test(label));
  return audience.length === 0 || audience.some((label) => caller.labels.has(label));
}

/** Whether a notice is on now: switched on, and inside its window (starts_at ≤ now < ends_at). */
export function noticeIsLive(
  notice: { active: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): boolean {
  const at = now.getTime();
  return (
    notice.active &&
    (notice.startsAt === null || notice.startsAt.getTime() <= at) &&
    (notice.endsAt === null || at < notice.endsAt.getTime())
  );
}
