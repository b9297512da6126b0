import { LOCALES, type Locale } from '@yadori/contract/locales';
import { NOTICE_LIMITS, type NoticeLevel } from '@yadori/contract/notices.constants';
import {
  type StaffNotice,
  type StaffNoticePatchBody,
  staffNoticeCreateBodySchema,
} from '@yadori/contract/notices.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  type AuditEntry,
  principalMay,
  recordAudit,
  requireAbility,
  requireStaffHotel,
  type StaffHotelRow,
  type StaffPrincipal,
  staffHotels,
} from '../staff-accounts/staff-access.service.ts';
import { mergeChecked } from '../staff-accounts/staff-changes.service.ts';
import { isFacilityLabel, targetedHotelIds } from './notice-audience.ts';
import { noticeErrors } from './notices.errors.ts';
import {
  countNoticesOf,
  deleteNotice,
  findNotice,
  insertNotice,
  listNoticesAt,
  lockNoticesOf,
  type NoticeColumns,
  type NoticeOwner,
  type NoticeRow,
  updateNotice,
} from './notices.repository.ts';

/**
 * A hotel's banners and notices in the console (decision 061). A facility notice is the hotel's
 * (hotel.configure); a brand notice is the brand's, shown at the hotels its facility labels target, so
 * changing it changes it at all of them and only accounts that may configure the brand
 * (brand.configure) write it — others see it read-only.
 */

/** A create body as the contract gives it (defaults filled in). */
export type NoticeInput = z.output<typeof staffNoticeCreateBodySchema>;

const levelOf = (row: Pick<NoticeRow, 'hotelId'>): NoticeLevel =>
  row.hotelId === null ? 'brand' : 'facility';

/** Whether the principal may change a notice of this level. */
const mayChange = (principal: StaffPrincipal, level: NoticeLevel) =>
  principalMay(principal, level === 'brand' ? 'brand.configure' : 'hotel.configure');

/** The translations in the contract's language order, so lists and audit rows read alike. */
const inLocaleOrder = <T extends { locale: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => LOCALES.indexOf(a.locale as Locale) - LOCALES.indexOf(b.locale as Locale));

function toStaffNotice(row: NoticeRow, principal: StaffPrincipal): StaffNotice {
  const level = levelOf(row);
  return {
    id: row.id,
    level,
    hotel_id: row.hotelId,
    // The table's CHECKs keep kind and placements within the contract's lists.
    kind: row.kind as StaffNotice['kind'],
    placements: row.placements as StaffNotice['placements'],
    label_filters: row.labelFilters,
    segment_ids: row.segmentIds,
    icon_message_id: row.iconMessageId,
    translations: inLocaleOrder(row.translations).map((t) => ({
      locale: t.locale as Locale,
      title: t.title,
      body: t.body,
    })),
    link_url: row.linkUrl,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    sort_order: row.sortOrder,
    editable: mayChange(principal, level),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function noticeColumns(input: Omit<NoticeInput, 'level'>, now: Date): NoticeColumns {
  return {
    kind: input.kind,
    placements: input.placements,
    labelFilters: input.label_filters,
    segmentIds: input.segment_ids,
    iconMessageId: input.icon_message_id,
    translations: inLocaleOrder(input.translations),
    linkUrl: input.link_url,
    startsAt: input.starts_at === null ? null : new Date(input.starts_at),
    endsAt: input.ends_at === null ? null : new Date(input.ends_at),
    active: input.active,
    sortOrder: input.sort_order,
    updatedAt: now,
  };
}

/** 403 unless the principal may change a notice of this level. */
function requireChange(principal: StaffPrincipal, level: NoticeLevel): void {
  requireAbility(principal, level === 'brand' ? 'brand.configure' : 'hotel.configure');
}

/**
 * 422 unless the facility labels fit the level: a brand notice names where it shows (all facilities,
 * or hotels of its brand); a hotel's own notice shows at that hotel and names none.
 */
async function checkFacilityLabels(
  db: Db,
  principal: StaffPrincipal,
  level: NoticeLevel,
  labels: readonly string[],
): Promise<void> {
  const facility = labels.filter(isFacilityLabel);
  if (level === 'facility') {
    if (facility.length > 0) throw noticeErrors.facilityLabelOnHotelNotice();
    return;
  }
  if (facility.length === 0) throw noticeErrors.brandNoticeNeedsFacility();
  const named = targetedHotelIds(facility);
  if (named.length === 0) return;
  // The whole brand's hotels: a brand notice may target hotels the account is not named for.
  const brandHotels = new Set((await staffHotels(db, { ...principal, hotelIds: 'all' })).map((h) => h.id));
  if (named.some((id) => !brandHotels.has(id))) throw noticeErrors.facilityNotOfBrand();
}

const entity = (row: Pick<NoticeRow, 'brandId' | 'hotelId'>, action: string, entityId: number) => ({
  brandId: row.brandId,
  // A brand notice is the brand's, whichever hotel's page it was changed from.
  hotelId: row.hotelId,
  action: `notice.${action}`,
  entityType: 'notice',
  entityId,
});

/** Runs a change in one transaction with its audit entry. */
function changeIn<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Db));
}

function audit(
  tx: Db,
  principal: StaffPrincipal,
  change: Omit<AuditEntry, 'principal'>,
  now: Date,
): Promise<void> {
  return recordAudit(tx, { ...change, principal }, now);
}

/** `GET …/notices`: the hotel's own notices and its brand's that target it, by sort_order then id. */
export async function noticesOf(db: Db, principal: StaffPrincipal, hotelId: number): Promise<StaffNotice[]> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.read');
  return (await listNoticesAt(db, hotel)).map((row) => toStaffNotice(row, principal));
}

/** `POST …/notices`: a notice of the hotel, or of its brand (brand.configure); 409 past the limit. */
export async function createNotice(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  input: NoticeInput,
  now: Date,
): Promise<StaffNotice> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  requireChange(principal, input.level);
  await checkFacilityLabels(db, principal, input.level, input.label_filters);
  const { level, ...fields } = input;
  const owner: NoticeOwner =
    level === 'brand' ? { brandId: hotel.brandId, hotelId: null } : { brandId: hotel.brandId, hotelId };
  return changeIn(db, async (tx) => {
    await lockNoticesOf(tx, owner);
    if ((await countNoticesOf(tx, owner)) >= NOTICE_LIMITS.perOwner) throw noticeErrors.tooManyNotices();
    const row = await insertNotice(tx, { ...owner, ...noticeColumns(fields, now), createdAt: now });
    const after = toStaffNotice(row, principal);
    await audit(tx, principal, { ...entity(row, 'create', row.id), after }, now);
    return after;
  });
}

/** The stored notice as a create body, for a PATCH to be merged over and checked as a whole. */
function storedBody(notice: StaffNotice) {
  const { id: _id, hotel_id: _h, editable: _e, created_at: _c, updated_at: _u, ...stored } = notice;
  return stored;
}

/**
 * `PATCH …/notices/:id`: the merged notice is checked again as a whole (its window, its facility
 * labels); the level stays.
 */
export async function changeNotice(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  noticeId: number,
  patch: StaffNoticePatchBody,
  now: Date,
): Promise<StaffNotice> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findNotice(tx, hotel, noticeId, { lock: true });
    if (!current) throw noticeErrors.noticeNotFound();
    const before = toStaffNotice(current, principal);
    requireChange(principal, before.level);
    const merged = mergeChecked(staffNoticeCreateBodySchema, storedBody(before), patch);
    await checkFacilityLabels(tx, principal, merged.level, merged.label_filters);
    const { level: _level, ...fields } = merged;
    const row = await updateNotice(tx, noticeId, noticeColumns(fields, now));
    const after = toStaffNotice(row, principal);
    await audit(tx, principal, { ...entity(current, 'update', noticeId), before, after }, now);
    return after;
  });
}

/** `DELETE …/notices/:id`. `level` tells the caller which hotels' cached notices to drop. */
export async function removeNotice(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  noticeId: number,
  now: Date,
): Promise<{ id: number; level: NoticeLevel }> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findNotice(tx, hotel, noticeId, { lock: true });
    if (!current) throw noticeErrors.noticeNotFound();
    const before = toStaffNotice(current, principal);
    requireChange(principal, before.level);
    await deleteNotice(tx, noticeId);
    await audit(tx, principal, { ...entity(current, 'delete', noticeId), before, after: null }, now);
    return { id: noticeId, level: before.level };
  });
}

/** The hotels whose cached notices a change of a notice of `level` reaches. */
export async function hotelsReachedBy(
  db: Db,
  principal: StaffPrincipal,
  hotel: Pick<StaffHotelRow, 'id'>,
  level: NoticeLevel,
): Promise<number[]> {
  if (level === 'facility') return [hotel.id];
  // A brand notice reaches hotels the account may not see: the whole brand's.
  return (await staffHotels(db, { ...principal, hotelIds: 'all' })).map((h) => h.id);
}
