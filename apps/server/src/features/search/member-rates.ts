import { LABEL_FILTERS, membershipOrganizationLabel } from '@yadori/contract/additional-questions.constants';
import type { Locale } from '@yadori/contract/locales';
import type { MemberRate } from '@yadori/contract/search.schema';
import type { Db } from '../../db/database.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import { bearerToken, requireMember } from '../member-sessions/member-sessions.service.ts';

/**
 * A signed-in member as search and booking see them: who, and the program and rank they hold in the
 * hotel's brand (the session's program; the member's rank).
 */
export interface SearchMember {
  memberId: number;
  programId: number | null;
  rankId: number | null;
  /** Signed in through an organization (a corporate user, spec §6): its corporate rates apply. */
  organizationId?: number | null;
  /** That organization's referrer code, kept on a corporate booking (spec §2). */
  referrerCode?: string | null;
  /** That organization's display name, shown with its corporate rates. */
  organizationName?: string | null;
}

/** A program or rank with its names per language. */
export interface NamedMembershipLevel {
  id: number;
  name: string;
  translations: readonly { locale: string; name: string }[];
}

/**
 * The member plans this member may see and book (hotel plan id → what the result says of it). Plans
 * for members but not for this one are absent: the search never shows them, a booking finds nothing.
 */
export type MemberAccess = Map<number, MemberRate>;

const RANK_ALL = 'membership_rank_all';
const programLabel = (id: number) => `membership_program_${id}`;
const rankLabel = (id: number) => `membership_rank_${id}`;

/**
 * The label filters a member carries (spec §3): their program, their rank, and `membership_rank_all`
 * (every member of the brand, whatever the rank); signed in through an organization, also
 * `membership_organization_all` and `membership_organization_{id}` (corporate rates). Additional
 * questions and banners use them too.
 * @example memberLabels({ memberId: 7, programId: 1, rankId: 3 }) // ['membership_rank_all', 'membership_program_1', 'membership_rank_3']
 */
export function memberLabels(
  member: Pick<SearchMember, 'programId' | 'rankId'> & { organizationId?: number | null },
): string[] {
  const labels = [RANK_ALL];
  if (member.programId !== null) labels.push(programLabel(member.programId));
  if (member.rankId !== null) labels.push(rankLabel(member.rankId));
  if (member.organizationId != null)
    labels.push(LABEL_FILTERS.membershipOrganizationAll, membershipOrganizationLabel(member.organizationId));
  return labels;
}

/**
 * Whether a member plan is for this member: a plan without labels is for every signed-in member of the
 * brand; otherwise one of its labels must be the member's (program, rank, or all ranks).
 */
export function memberPlanMatches(
  planLabels: readonly string[],
  member: Pick<SearchMember, 'programId' | 'rankId' | 'organizationId'>,
): boolean {
  if (planLabels.length === 0) return true;
  const own = new Set(memberLabels(member));
  return planLabels.some((label) => own.has(label));
}

function nameIn(level: NamedMembershipLevel | null, locale: Locale): string | null {
  if (!level) return null;
  return level.translations.find((t) => t.locale === locale && t.name)?.name ?? level.name;
}

/**
 * The member plans of a hotel this member may see, each with its member rate: the member's program, and
 * the member's rank when the plan is for that rank alone (null: every rank of the program).
 */
export function memberAccess(input: {
  member: Pick<SearchMember, 'programId' | 'rankId' | 'organizationId' | 'organizationName'>;
  plans: readonly { id: number; memberLabels: readonly string[] }[];
  program: NamedMembershipLevel | null;
  rank: NamedMembershipLevel | null;
  locale: Locale;
}): MemberAccess {
  const { member, program, rank, locale } = input;
  const access: MemberAccess = new Map();
  for (const plan of input.plans) {
    if (!memberPlanMatches(plan.memberLabels, member)) continue;
    const forRank = member.rankId !== null && plan.memberLabels.includes(rankLabel(member.rankId));
    const organizationId = member.organizationId ?? null;
    const corporate =
      organizationId !== null &&
      plan.memberLabels.some(
        (label) =>
          label === LABEL_FILTERS.membershipOrganizationAll ||
          label === membershipOrganizationLabel(organizationId),
      );
    access.set(plan.id, {
      program_id: program?.id ?? null,
      program_name: nameIn(program, locale),
      rank_id: forRank ? (rank?.id ?? member.rankId) : null,
      rank_name: forRank ? nameIn(rank, locale) : null,
      organization_id: corporate ? organizationId : null,
      organization_name: corporate ? (member.organizationName ?? null) : null,
    });
  }
  return access;
}

/**
 * The signed-in member behind `Authorization` for the hotel's brand, or null: no token, an unknown,
 * revoked or expired one, or another brand's member all mean "signed out" for search and booking (a
 * member plan then is simply not there).
 */
export async function signedInMember(
  db: Db,
  input: { hotel: HotelWithBrand; authorization: string | undefined; now: Date },
): Promise<SearchMember | null> {
  if (!bearerToken(input.authorization)) return null;
  const member = await requireMember(db, {
    authorization: input.authorization,
    brandId: input.hotel.brand.id,
    now: input.now,
  }).catch(() => null);
  return (
    member && {
      memberId: member.memberId,
      programId: member.programId,
      rankId: member.rankId,
      organizationId: member.organization?.id ?? null,
      referrerCode: member.organization?.referrerCode ?? null,
      organizationName: member.organization?.displayName ?? null,
    }
  );
}
