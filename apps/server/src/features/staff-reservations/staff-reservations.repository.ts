import type {
  CancelReason,
  GuestCancelReason,
  PaymentMethod,
  PaymentState,
  ReservationChangeActor,
  ReservationChangeKind,
  ReservationStatus,
} from '@yadori/contract/reservation.constants';
import type { ReservationGuest } from '@yadori/contract/reservation.schema';
import type { StaffReservationSort } from '@yadori/contract/staff-reservations.schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { organizations } from '../../db/tables/members.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';

/**
 * A stored reservation with what only the console reads: its no-show, its organization's name and
 * where the guest came from (decision 061).
 */
export interface StaffStoredReservation extends StoredReservation {
  noShowAt: Date | null;
  noShowFee: number | null;
  organizationName: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  metasearchSource: string | null;
  segmentIds: string[];
  /** The funnel's source (metasearch_source, else utm_source, else `direct`). */
  source: string;
}

/** The list's filters, as the service resolved them (created dates as instants on the hotel's clock). */
export interface StaffReservationFilter {
  hotelId: number;
  /** Matched against the number's beginning, the guest's names and the email, ignoring case. */
  q?: string;
  status?: ReservationStatus;
  noShow?: boolean;
  checkinFrom?: string;
  checkinTo?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  paymentMethod?: PaymentMethod;
}

/** One row of the list, as stored. */
export interface StaffReservationListRow {
  number: string;
  status: ReservationStatus;
  noShow: boolean;
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  roomCount: number;
  guest: ReservationGuest;
  email: string;
  totalPrice: number;
  currency: string;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  member: boolean;
  organizationName: string | null;
  createdAt: string;
  staffModified: boolean;
  /** The funnel's source of the booking (decision 061). */
  source: string;
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What `q` is looked for in: the email and the guest's names — given and family name either way round,
 * with and without a space, in kana too, the stay name and the kanji name — in one text, so each row
 * costs one match (the unit separator keeps a match from spanning two of them).
 */
const SEARCHED = sql`concat_ws(chr(31), r.email,
  concat(r.guest->>'first_name', ' ', r.guest->>'last_name'),
  concat(r.guest->>'last_name', ' ', r.guest->>'first_name'),
  concat(r.guest->>'last_name', r.guest->>'first_name'),
  concat(r.guest->>'kana_last_name', ' ', r.guest->>'kana_first_name'),
  concat(r.guest->>'kana_last_name', r.guest->>'kana_first_name'),
  r.guest->>'full_name', r.guest->>'kanji_name')`;

function filterOf(f: StaffReservationFilter): SQL {
  const parts: SQL[] = [sql`r.hotel_id = ${f.hotelId}`];
  if (f.q) {
    parts.push(sql`(r.number like ${`${likeEscaped(f.q.toUpperCase())}%`}
      or ${SEARCHED} ilike ${`%${likeEscaped(f.q)}%`})`);
  }
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.noShow !== undefined)
    parts.push(f.noShow ? sql`r.no_show_at is not null` : sql`r.no_show_at is null`);
  if (f.checkinFrom) parts.push(sql`r.checkin_date >= ${f.checkinFrom}::date`);
  if (f.checkinTo) parts.push(sql`r.checkin_date <= ${f.checkinTo}::date`);
  if (f.createdFrom) parts.push(sql`r.created_at >= ${f.createdFrom.toISOString()}::timestamptz`);
  if (f.createdBefore) parts.push(sql`r.created_at < ${f.createdBefore.toISOString()}::timestamptz`);
  if (f.paymentMethod) parts.push(sql`r.payment_method = ${f.paymentMethod}`);
  return sql.join(parts, sql` and `);
}

/** Each sort on the table (`r`) and on the page's own columns (`p`), the number or id settling ties. */
const ORDER: Record<StaffReservationSort, { inner: SQL; outer: SQL }> = {
  checkin_asc: {
    inner: sql`r.checkin_date, r.number`,
    outer: sql`p.checkin_date, p.number`,
  },
  checkin_desc: {
    inner: sql`r.checkin_date desc, r.number desc`,
    outer: sql`p.checkin_date desc, p.number desc`,
  },
  created_desc: {
    inner: sql`r.created_at desc, r.id desc`,
    outer: sql`p.created_at desc, p.id desc`,
  },
};

/**
 * The rows a page is chosen from and counted on (`m`). Without `q` they are read twice — the page on
 * the hotel's index on hotel_id and check-in date, which serves the check-in orders and ranges and
 * stops after the page, and the count on its own — as a window count kept every stay of the hotel in
 * memory first (five times slower over 5,000 stays). With `q`, whose match is the costly part, they are
 * matched once and kept (`materialized`): the page and the count both read them.
 */
function matchingRows(filter: StaffReservationFilter): { with: SQL; from: SQL } {
  const where = filterOf(filter);
  const columns = sql`r.id, r.number, r.checkin_date, r.created_at`;
  return filter.q
    ? {
        with: sql`m as materialized (select ${columns} from reservations r where ${where}),`,
        from: sql`m r`,
      }
    : { with: sql``, from: sql`reservations r where ${where}` };
}

/**
 * A page of a hotel's reservations and how many match in all, in one statement (see `matchingRows`);
 * only the page's rows are joined to their rooms and organization. One row carries the count even
 * when the page is past the end.
 */
export async function findStaffReservations(
  db: Db,
  filter: StaffReservationFilter,
  page: { sort: StaffReservationSort; limit: number; offset: number },
): Promise<{ rows: StaffReservationListRow[]; total: number }> {
  const m = matchingRows(filter);
  const order = ORDER[page.sort];
  const rows = rowsOf<(StaffReservationListRow & { total: number }) | { number: null; total: number }>(
    await db.execute(sql`
      with ${m.with}
      p as (
        select r.id, r.number, r.checkin_date, r.created_at from ${m.from}
          order by ${order.inner}
          limit ${page.limit} offset ${page.offset}
      ),
      matching as (select count(*)::int as total from ${m.from})
      select r.number, r.status, r.no_show_at is not null as "noShow",
          r.checkin_date::text as "checkinDate", r.checkout_date::text as "checkoutDate", r.nights,
          (select count(*)::int from reservation_rooms rr where rr.reservation_id = r.id) as "roomCount",
          r.guest, r.email, r.total_price as "totalPrice", r.currency,
          r.payment_method as "paymentMethod", r.payment_state as "paymentState",
          r.member_id is not null as member, o.name as "organizationName",
          to_json(r.created_at) #>> '{}' as "createdAt", r.staff_modified_at is not null as "staffModified",
          r.source, matching.total
        from matching
          left join p on true
          left join reservations r on r.id = p.id
          left join organizations o on o.id = r.organization_id
        order by ${order.outer}`),
  );
  return {
    rows: rows.filter((row): row is StaffReservationListRow & { total: number } => row.number !== null),
    total: rows[0]?.total ?? 0,
  };
}

/** The casts are what the table's CHECK constraints guarantee. */
function toStaffStored(
  row: typeof reservations.$inferSelect,
  organizationName: string | null,
): StaffStoredReservation {
  return {
    ...row,
    status: row.status as ReservationStatus,
    cancelReason: row.cancelReason as CancelReason | null,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentState: row.paymentState as PaymentState,
    guestCancelReason: row.guestCancelReason as GuestCancelReason | null,
    organizationName,
  };
}

/**
 * Reservation `number` of hotel `hotelId` (null for none, or another hotel's), with its organization's
 * name; `lock` takes the row's lock until the transaction ends (every change of a stay takes it first).
 */
export async function findHotelReservation(
  db: Db,
  hotelId: number,
  number: string,
  options: { lock?: boolean } = {},
): Promise<StaffStoredReservation | null> {
  const query = db
    .select({ reservation: reservations, organizationName: organizations.name })
    .from(reservations)
    .leftJoin(organizations, eq(organizations.id, reservations.organizationId))
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.number, number)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: reservations }) : query);
  return row ? toStaffStored(row.reservation, row.organizationName) : null;
}

export interface NoteRow {
  id: number;
  body: string;
  author: string;
  createdAt: string;
}

export interface ChangeRow {
  id: number;
  kind: ReservationChangeKind;
  actor: ReservationChangeActor;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  priceBefore: number;
  priceAfter: number;
  createdAt: string;
}

export interface FileRow {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  questionId: number | null;
  roomIndex: number | null;
  createdAt: string;
}

/**
 * What only the console shows of a stay: its files (those it holds, and those its answers name — a
 * cancellation lets go of its files), its history and its notes, oldest first.
 */
export async function findStaffParts(
  db: Db,
  hotelId: number,
  reservationId: number,
): Promise<{ files: FileRow[]; changes: ChangeRow[]; notes: NoteRow[] }> {
  const [files, changes, notes] = await Promise.all([
    db.execute(sql`
      select f.id, f.file_name as "fileName", f.content_type as "contentType", f.size::int as size,
          a.question_id as "questionId", a.room_index as "roomIndex",
          to_json(f.created_at) #>> '{}' as "createdAt"
        from file_attachments f
          left join lateral (
            select x.question_id, x.room_index from reservation_answers x
              where x.reservation_id = ${reservationId} and f.id = any(x.attachment_ids)
              order by x.id limit 1) a on true
        where f.hotel_id = ${hotelId}
          and (f.reservation_id = ${reservationId} or f.id in (
            select unnest(x.attachment_ids) from reservation_answers x where x.reservation_id = ${reservationId}))
        order by f.created_at, f.id`),
    db.execute(sql`
      select id, kind, actor, before, after, price_before as "priceBefore", price_after as "priceAfter",
          to_json(created_at) #>> '{}' as "createdAt"
        from reservation_changes where reservation_id = ${reservationId}
        order by created_at, id`),
    db.execute(sql`
      select id, body, author, to_json(created_at) #>> '{}' as "createdAt"
        from reservation_notes where reservation_id = ${reservationId}
        order by created_at, id`),
  ]);
  return { files: rowsOf(files), changes: rowsOf(changes), notes: rowsOf(notes) };
}

/** What a download of a stay's file needs of its row. */
export interface StayFileRow {
  id: string;
  fileName: string;
  contentType: string;
}

/**
 * File `fileId` when it is one of the stay's as `findStaffParts` lists them (held by the reservation,
 * or named by one of its answers) and of hotel `hotelId`; null for another stay's, another hotel's, none.
 */
export async function findStayFile(
  db: Db,
  hotelId: number,
  reservationId: number,
  fileId: string,
): Promise<StayFileRow | null> {
  const [row] = rowsOf<StayFileRow>(
    await db.execute(sql`
      select f.id, f.file_name as "fileName", f.content_type as "contentType"
        from file_attachments f
        where f.id = ${fileId} and f.hotel_id = ${hotelId}
          and (f.reservation_id = ${reservationId} or exists (
            select 1 from reservation_answers x
              where x.reservation_id = ${reservationId} and f.id = any(x.attachment_ids)))`),
  );
  return row ?? null;
}

/** Adds a staff note to the stay (in the caller's transaction, with its audit entry). */
export async function insertNote(
  db: Db,
  note: { reservationId: number; staffUserId: number | null; author: string; body: string; now: Date },
): Promise<NoteRow> {
  const [row] = rowsOf<NoteRow>(
    await db.execute(sql`
      insert into reservation_notes (reservation_id, staff_user_id, author, body, created_at)
        values (${note.reservationId}, ${note.staffUserId}, ${note.author}, ${note.body},
                ${note.now.toISOString()}::timestamptz)
        returning id, body, author, to_json(created_at) #>> '{}' as "createdAt"`),
  );
  return row!;
}

/**
 * Marks the guest a no-show — only a confirmed stay not yet marked, still at `expectedVersion` — with
 * its fee, the stay staff-modified and its version bumped, and its history row (kind `update`, actor
 * `staff`), in one statement. False when nothing changed.
 */
export async function markNoShow(
  db: Db,
  input: {
    reservationId: number;
    expectedVersion: number;
    fee: number;
    now: Date;
    price: number;
    after: Record<string, unknown>;
  },
): Promise<boolean> {
  const now = input.now.toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with marked as (
        update reservations set no_show_at = ${now}::timestamptz, no_show_fee = ${input.fee},
            staff_modified_at = ${now}::timestamptz, version = version + 1, updated_at = ${now}::timestamptz
          where id = ${input.reservationId} and version = ${input.expectedVersion}
            and status = 'confirmed' and no_show_at is null
          returning id, version
      )
      insert into reservation_changes (reservation_id, kind, actor, before, after, price_before, price_after, created_at)
        select id, 'no_show', 'staff',
            ${JSON.stringify({ no_show: null, version: input.expectedVersion })}::jsonb,
            ${JSON.stringify(input.after)}::jsonb, ${input.price}, ${input.price}, ${now}::timestamptz
          from marked
        returning id`),
  );
  return rows.length === 1;
}

/** Marks the stay changed by the hotel (the guest can no longer change it online, spec §6). */
export async function markStaffModified(db: Db, reservationId: number, now: Date): Promise<void> {
  await db.execute(sql`
    update reservations set staff_modified_at = ${now.toISOString()}::timestamptz
      where id = ${reservationId}`);
}
