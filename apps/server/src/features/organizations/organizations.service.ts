import type { Locale } from '@yadori/contract/locales';
import type { MemberSessionGrant } from '@yadori/contract/membership.schema';
import type { Organization, OrganizationReservation } from '@yadori/contract/organization.schema';
import type { ReservationStatus } from '@yadori/contract/reservation.constants';
import type { Currency } from '@yadori/contract/settings.schema';
import type { Db } from '../../db/database.ts';
import { type HotelWithBrand, hotelNameIn } from '../hotels/hotels.service.ts';
import { memberSessionErrors } from '../member-sessions/member-sessions.errors.ts';
import {
  displayName,
  grantSessionTo,
  requireMember,
  type SignedInMember,
} from '../member-sessions/member-sessions.service.ts';
import { checkPassword } from '../member-sessions/member-sign-in.service.ts';
import { getSignInButton } from '../settings/settings.service.ts';
import { organizationErrors } from './organizations.errors.ts';
import {
  countReservedNights,
  findMemberOrganizations,
  findOrganization,
  findOrganizationReservations,
  lockOrganization,
  type OrganizationReservationRow,
  type OrganizationRow,
} from './organizations.repository.ts';
import { quotaPeriodOf } from './quota-period.ts';

/**
 * `POST /book/hotels/{code}/organization/sign_in` (spec §6, §7): a corporate user signs in with their
 * own account's email and password, through an organization of the hotel's brand they belong to —
 * the one the address named (`organizationId`, `referrerCode`, or both), else their first. The hotel must offer corporate
 * sign-in (organization_login_widget_enabled), else 403. An unknown email, a wrong password and an
 * account of no such organization get the member sign-in's one 401, after the same password work;
 * wrong passwords count towards the same lock (423 1301).
 */
export async function signInThroughOrganization(
  db: Db,
  input: {
    hotel: HotelWithBrand;
    email: string;
    password: string;
    organizationId?: number;
    /** The organization's referrer code, when the sign-in address carried one. */
    referrerCode?: string;
    locale: Locale;
    now: Date;
  },
): Promise<MemberSessionGrant> {
  const button = await getSignInButton(db, input.hotel);
  if (!button.organization_login_widget_enabled) throw organizationErrors.corporateSignInOff();
  const brandId = input.hotel.brand.id;
  const { member, brand } = await checkPassword(db, { ...input, brandId });
  const links = await findMemberOrganizations(db, member.id, brandId);
  const link = links.find(
    (o) =>
      (input.organizationId === undefined || o.id === input.organizationId) &&
      (input.referrerCode === undefined || o.referrerCode === input.referrerCode),
  );
  if (!link) throw memberSessionErrors.signInFailed();
  return grantSessionTo(db, {
    member,
    brandId,
    // The organization's program, while it is still one of the brand's; else the member's own.
    requested: brand.programs.some((p) => p.id === link.programId) ? link.programId : undefined,
    brand,
    locale: input.locale,
    now: input.now,
    organization: {
      id: link.id,
      name: link.name,
      displayName: link.displayName,
      programId: link.programId,
      referrerCode: link.referrerCode,
      role: link.role,
    },
  });
}

/** Today's date in UTC: organizations are a brand's, whose hotels may sit in several time zones. */
const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The caller's organization if they are signed in through it as its admin (spec §6), else 403 — the
 * same for a member of it, an admin of another, a member without one and an organization of no such
 * brand. No session: 401; another brand's, unknown or expired: as every member call.
 */
export async function requireAdmin(
  db: Db,
  input: { brandId: number; organizationId: number; authorization: string | undefined; now: Date },
): Promise<{ caller: SignedInMember; organization: OrganizationRow }> {
  const caller = await requireMember(db, input);
  const own = caller.organization;
  if (!own || own.id !== input.organizationId || own.role !== 'admin') throw organizationErrors.adminsOnly();
  const organization = await findOrganization(db, input.brandId, input.organizationId);
  if (!organization) throw organizationErrors.adminsOnly();
  return { caller, organization };
}

/** `GET …/organizations/{id}`: the quota of stays and where it stands in the current period. */
export async function organizationOverview(
  db: Db,
  input: { brandId: number; organizationId: number; authorization: string | undefined; now: Date },
): Promise<Organization> {
  const { organization } = await requireAdmin(db, input);
  const today = todayOf(input.now);
  // Before a contract starts, its whole term; after it ended, the term that was (its first period
  // always holds its start date).
  const period = quotaPeriodOf(organization, today) ?? quotaPeriodOf(organization, organization.periodStart)!;
  const reserved = await countReservedNights(db, organization.id, period.first, period.last);
  return {
    id: organization.id,
    name: organization.name,
    display_name: organization.displayName,
    program_id: organization.programId,
    referrer_code: organization.referrerCode,
    max_stays: organization.maxStays,
    reserved_nights: reserved,
    remaining_nights: Math.max(0, organization.maxStays - reserved),
    quota_period: organization.quotaPeriod,
    period_start: period.first,
    period_end: period.last,
  };
}

/** A stored reservation of the organization as its admins see it, names in `locale`. */
export function toOrganizationReservation(
  row: OrganizationReservationRow,
  locale: Locale,
): OrganizationReservation {
  return {
    number: row.number,
    hotel_id: row.hotelId,
    hotel_name: hotelNameIn({ name: row.hotelName, nameTranslations: row.hotelNameTranslations }, locale),
    status: row.status,
    checkin_date: row.checkinDate,
    checkout_date: row.checkoutDate,
    nights: row.nights,
    room_count: row.roomCount,
    room_nights: row.roomNights,
    guest_name: displayName({ firstName: row.guest.first_name, lastName: row.guest.last_name }, locale),
    booker_name:
      row.bookerFirstName === null || row.bookerLastName === null
        ? null
        : displayName({ firstName: row.bookerFirstName, lastName: row.bookerLastName }, locale),
    booker_email: row.bookerEmail,
    total_price: row.totalPrice,
    currency: row.currency as Currency,
    referrer_code: row.referrerCode,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** `GET …/organizations/{id}/reservations`: a page of the organization's reservations, its admins only. */
export async function organizationReservations(
  db: Db,
  input: {
    brandId: number;
    organizationId: number;
    authorization: string | undefined;
    now: Date;
    locale: Locale;
    page: number;
    perPage: number;
    checkinFrom?: string;
    checkinTo?: string;
    status?: ReservationStatus;
  },
): Promise<{
  data: OrganizationReservation[];
  page: number;
  per_page: number;
  total_pages: number;
  total_entries: number;
}> {
  const { organization } = await requireAdmin(db, input);
  const { rows, total } = await findOrganizationReservations(
    db,
    {
      organizationId: organization.id,
      checkinFrom: input.checkinFrom,
      checkinTo: input.checkinTo,
      status: input.status,
    },
    { limit: input.perPage, offset: (input.page - 1) * input.perPage },
  );
  return {
    data: rows.map((row) => toOrganizationReservation(row, input.locale)),
    page: input.page,
    per_page: input.perPage,
    total_pages: Math.max(1, Math.ceil(total / input.perPage)),
    total_entries: total,
  };
}

/**
 * At the end of a corporate booking's (or its change's) transaction, once its nights are written:
 * locks the organization and refuses (422 1104) when the organization's live room-nights — this
 * booking's `nights` (one stay date per room and night) among them — pass max_stays in any quota period
 * they fall in, or when a night falls outside its contract. Bookings of one organization take turns
 * here, so concurrent ones never overshoot together; the lock is taken last (after every night's, as
 * every corporate write does) and held only for the count and the commit.
 */
export async function holdOrganizationQuota(
  tx: Db,
  input: { organizationId: number; nights: readonly string[] },
): Promise<void> {
  const organization = await lockOrganization(tx, input.organizationId);
  // The booking's foreign key and the session's (the organization's people) keep it there.
  if (!organization) throw new Error(`organization ${input.organizationId} of a corporate booking is gone`);
  const wanted = new Map<string, { first: string; last: string; n: number }>();
  for (const night of input.nights) {
    const period = quotaPeriodOf(organization, night);
    if (!period)
      throw organizationErrors.quotaExceeded({
        period_start: organization.periodStart,
        period_end: organization.periodEnd ?? '',
        remaining_nights: 0,
      });
    const entry = wanted.get(period.first) ?? { ...period, n: 0 };
    entry.n += 1;
    wanted.set(period.first, entry);
  }
  for (const period of wanted.values()) {
    // This transaction's own nights are written already, so they are in the count.
    const reserved = await countReservedNights(tx, organization.id, period.first, period.last);
    if (reserved > organization.maxStays)
      throw organizationErrors.quotaExceeded({
        period_start: period.first,
        period_end: period.last,
        remaining_nights: Math.max(0, organization.maxStays - (reserved - period.n)),
      });
  }
}
