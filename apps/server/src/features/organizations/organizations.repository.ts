import type { OrganizationRole } from '@yadori/contract/organization.constants';
import type { ReservationStatus } from '@yadori/contract/reservation.constants';
import type { Translation } from '@yadori/contract/settings.schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** An organization as its calls read it. */
export interface OrganizationRow {
  id: number;
  brandId: number;
  name: string;
  displayName: string;
  programId: number | null;
  referrerCode: string;
  maxStays: number;
  quotaPeriod: 'yearly' | 'contract';
  periodStart: string;
  periodEnd: string | null;
}

const ORGANIZATION_COLUMNS = sql`o.id, o.brand_id as "brandId", o.name, o.display_name as "displayName",
  o.program_id as "programId", o.referrer_code as "referrerCode", o.max_stays as "maxStays",
  o.quota_period as "quotaPeriod", o.period_start::text as "periodStart", o.period_end::text as "periodEnd"`;

/** The organizations of the brand `memberId` belongs to, with their role, oldest link first. */
export async function findMemberOrganizations(
  db: Db,
  memberId: number,
  brandId: number,
): Promise<(OrganizationRow & { role: OrganizationRole })[]> {
  return rowsOf(
    await db.execute(sql`
      select ${ORGANIZATION_COLUMNS}, om.role
        from organization_members om join organizations o on o.id = om.organization_id
        where om.member_id = ${memberId} and om.brand_id = ${brandId}
        order by om.created_at, o.id`),
  );
}

/** The brand's organization `id`, or null (an unknown one, or another brand's). */
export async function findOrganization(db: Db, brandId: number, id: number): Promise<OrganizationRow | null> {
  const rows = rowsOf<OrganizationRow>(
    await db.execute(sql`select ${ORGANIZATION_COLUMNS} from organizations o
      where o.id = ${id} and o.brand_id = ${brandId}`),
  );
  return rows[0] ?? null;
}

/**
 * The organization `id`, locked until the transaction ends: corporate bookings (and export requests)
 * of one organization take turns at counting its nights (its exports), so two cannot both fit in the
 * last ones. `no key update`: rows that only point at the organization (a booking's, an export's) can
 * still be written meanwhile.
 */
export async function lockOrganization(db: Db, id: number): Promise<OrganizationRow | null> {
  const rows = rowsOf<OrganizationRow>(
    await db.execute(
      sql`select ${ORGANIZATION_COLUMNS} from organizations o where o.id = ${id} for no key update`,
    ),
  );
  return rows[0] ?? null;
}

/** Room-nights of the organization's live (not cancelled) reservations from `first` to `last` (inclusive). */
export async function countReservedNights(
  db: Db,
  organizationId: number,
  first: string,
  last: string,
): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n
        from reservation_room_nights n join reservations r on r.id = n.reservation_id
        where r.organization_id = ${organizationId} and r.status <> 'cancelled'
          and n.stay_date between ${first}::date and ${last}::date`),
  );
  return rows[0]?.n ?? 0;
}

/** One reservation of an organization's list, as stored. */
export interface OrganizationReservationRow {
  number: string;
  hotelId: number;
  hotelName: string;
  hotelNameTranslations: Translation[];
  status: ReservationStatus;
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  roomCount: number;
  roomNights: number;
  guest: { first_name: string; last_name: string };
  bookerFirstName: string | null;
  bookerLastName: string | null;
  bookerEmail: string | null;
  totalPrice: number;
  currency: string;
  referrerCode: string | null;
  createdAt: string;
}

export interface ReservationFilter {
  organizationId: number;
  checkinFrom?: string;
  checkinTo?: string;
  status?: ReservationStatus;
}

function filterOf(filter: ReservationFilter) {
  return sql`r.organization_id = ${filter.organizationId}
    ${filter.checkinFrom ? sql`and r.checkin_date >= ${filter.checkinFrom}::date` : sql``}
    ${filter.checkinTo ? sql`and r.checkin_date <= ${filter.checkinTo}::date` : sql``}
    ${filter.status ? sql`and r.status = ${filter.status}` : sql``}`;
}

/** A page of the organization's reservations (by check-in, then number) and how many match in all. */
export async function findOrganizationReservations(
  db: Db,
  filter: ReservationFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrganizationReservationRow[]; total: number }> {
  const where = filterOf(filter);
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select r.number, r.hotel_id as "hotelId", h.name as "hotelName",
          h.name_translations as "hotelNameTranslations", r.status,
          r.checkin_date::text as "checkinDate", r.checkout_date::text as "checkoutDate", r.nights,
          (select count(*)::int from reservation_rooms rr where rr.reservation_id = r.id) as "roomCount",
          (select count(*)::int from reservation_room_nights n where n.reservation_id = r.id) as "roomNights",
          r.guest, m.first_name as "bookerFirstName", m.last_name as "bookerLastName",
          m.email as "bookerEmail", r.total_price as "totalPrice", r.currency,
          r.referrer_code as "referrerCode", to_json(r.created_at) #>> '{}' as "createdAt"
        from reservations r join hotels h on h.id = r.hotel_id
          left join members m on m.id = r.member_id and m.deleted_at is null
        where ${where}
        order by r.checkin_date, r.number
        limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from reservations r where ${where}`),
  ]);
  return { rows: rowsOf<OrganizationReservationRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}

/** An export as its calls read it (without its bytes). */
export interface ExportRow {
  id: number;
  organizationId: number;
  checkinFrom: string;
  checkinTo: string;
  locale: string;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  passwordSealed: string | null;
  fileName: string;
  rowCount: number | null;
  createdAt: string;
  expiresAt: string | null;
}

const EXPORT_COLUMNS = sql`e.id, e.organization_id as "organizationId", e.checkin_from::text as "checkinFrom",
  e.checkin_to::text as "checkinTo", e.locale, e.status, e.password_sealed as "passwordSealed",
  e.file_name as "fileName", e.row_count as "rowCount", to_json(e.created_at) #>> '{}' as "createdAt",
  to_json(e.expires_at) #>> '{}' as "expiresAt"`;

/** Exports the organization asked for since `since`: what the daily limit counts. */
export async function countExportsSince(db: Db, organizationId: number, since: Date): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from organization_exports
      where organization_id = ${organizationId} and created_at >= ${since.toISOString()}::timestamptz`),
  );
  return rows[0]?.n ?? 0;
}

export async function insertExport(
  db: Db,
  row: {
    organizationId: number;
    requestedBy: number;
    checkinFrom: string;
    checkinTo: string;
    locale: string;
    passwordSealed: string;
    fileName: string;
    now: Date;
  },
): Promise<ExportRow> {
  const rows = rowsOf<ExportRow>(
    await db.execute(sql`
      with e as (
        insert into organization_exports
          (organization_id, requested_by, checkin_from, checkin_to, locale, password_sealed, file_name, created_at)
        values (${row.organizationId}, ${row.requestedBy}, ${row.checkinFrom}::date, ${row.checkinTo}::date,
                ${row.locale}, ${row.passwordSealed}, ${row.fileName}, ${row.now.toISOString()}::timestamptz)
        returning *)
      select ${EXPORT_COLUMNS} from e`),
  );
  return rows[0]!;
}

/** The export `id` of the organization (null for none, or another organization's). */
export async function findExport(db: Db, organizationId: number, id: number): Promise<ExportRow | null> {
  const rows = rowsOf<ExportRow>(
    await db.execute(sql`select ${EXPORT_COLUMNS} from organization_exports e
      where e.id = ${id} and e.organization_id = ${organizationId}`),
  );
  return rows[0] ?? null;
}

/** The organization's latest exports, newest first. */
export async function listExports(db: Db, organizationId: number, limit: number): Promise<ExportRow[]> {
  return rowsOf<ExportRow>(
    await db.execute(sql`select ${EXPORT_COLUMNS} from organization_exports e
      where e.organization_id = ${organizationId} order by e.created_at desc, e.id desc limit ${limit}`),
  );
}

/** The export `id` whoever asked (its job's read), or null when it is gone. */
export async function findExportById(db: Db, id: number): Promise<ExportRow | null> {
  const rows = rowsOf<ExportRow>(
    await db.execute(sql`select ${EXPORT_COLUMNS} from organization_exports e where e.id = ${id}`),
  );
  return rows[0] ?? null;
}

/** Keeps a pending export's zip and forgets its password; false when it was no longer pending. */
export async function saveBuiltExport(
  db: Db,
  id: number,
  built: { zip: Uint8Array; rowCount: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update organization_exports
        set status = 'ready', file = decode(${Buffer.from(built.zip).toString('base64')}, 'base64'),
            row_count = ${built.rowCount}, password_sealed = null,
            finished_at = ${built.now.toISOString()}::timestamptz,
            expires_at = ${built.expiresAt.toISOString()}::timestamptz
        where id = ${id} and status = 'pending'
        returning id`),
  );
  return rows.length > 0;
}

/** A pending export that cannot be built: failed, its password forgotten. */
export async function failExport(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`update organization_exports
    set status = 'failed', password_sealed = null, finished_at = ${now.toISOString()}::timestamptz
    where id = ${id} and status = 'pending'`);
}

/** Erases a ready export's zip once its time is up. */
export async function expireExport(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`update organization_exports set status = 'expired', file = null
    where id = ${id} and status = 'ready' and expires_at <= ${now.toISOString()}::timestamptz`);
}

/** The zip of a ready export, or null. */
export async function readExportFile(db: Db, organizationId: number, id: number): Promise<Buffer | null> {
  const rows = rowsOf<{ file: string | null }>(
    await db.execute(sql`select encode(file, 'base64') as file from organization_exports
      where id = ${id} and organization_id = ${organizationId} and status = 'ready'`),
  );
  const file = rows[0]?.file;
  return file ? Buffer.from(file, 'base64') : null;
}
