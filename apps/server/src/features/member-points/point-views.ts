import type { Locale } from '@yadori/contract/locales';
import type { PointExchangeType, PointTimelineScope } from '@yadori/contract/points.constants';
import type {
  PointBalanceResponse,
  PointEntry,
  PointExchange,
  PointsTimelineResponse,
} from '@yadori/contract/points.schema';
import type { Db } from '../../db/database.ts';
import { hotelToday } from '../../lib/hotel-time.ts';
import type { SignedInMember } from '../member-sessions/member-sessions.types.ts';
import { ledgerTotals, readBalance } from './member-points.repository.ts';
import type { PointBalanceView, PointProgramView } from './member-points.types.ts';
import {
  type ExchangeRow,
  findExchanges,
  findTimelineEntries,
  type TimelineRow,
} from './point-history.repository.ts';
import { loadProgram, toWireProgram, usableFor } from './point-program.ts';

type Member = Pick<SignedInMember, 'memberId' | 'brandId' | 'provider'>;

/** A member's points at a brand: the balance row, and what each kind of entry added up to. */
export async function pointBalance(
  db: Db,
  input: { memberId: number; brandId: number },
): Promise<PointBalanceView> {
  const [balance, totals] = await Promise.all([
    readBalance(db, input.memberId, input.brandId),
    ledgerTotals(db, input.memberId, input.brandId),
  ]);
  const moved = (kind: Parameters<typeof totals.get>[0]) => Math.abs(totals.get(kind)?.available ?? 0);
  return {
    available: balance.available,
    future: balance.future,
    expired: moved('expired'),
    gained: moved('gained'),
    spent: moved('spent'),
    refunded: moved('refunded'),
    exchanged: moved('exchanged'),
  };
}

/** The member's programme if they may use points (spec §6), else null. */
async function usableProgram(db: Db, member: Member): Promise<PointProgramView | null> {
  const program = await loadProgram(db, member.brandId);
  return usableFor(program, member.provider) ? program : null;
}

/** `GET point`: zeros and program_enabled false when the member may not use points (spec §6). */
export async function memberPoints(
  db: Db,
  input: { member: Member; locale: Locale },
): Promise<PointBalanceResponse['data']> {
  const program = await usableProgram(db, input.member);
  const points = program
    ? await pointBalance(db, input.member)
    : { available: 0, future: 0, expired: 0, gained: 0, spent: 0, refunded: 0, exchanged: 0 };
  return {
    total_point: points.available,
    future_point: points.future,
    expired_point: points.expired,
    gained_point: points.gained,
    spent_point: points.spent,
    refunded_point: points.refunded,
    exchanged_point: points.exchanged,
    program_enabled: program !== null,
    program: program ? toWireProgram(program, input.locale) : null,
  };
}

function hotelName(row: TimelineRow, locale: Locale): string | null {
  if (row.hotelName === null) return null;
  return row.hotelTranslations?.find((t) => t.locale === locale && t.name)?.name ?? row.hotelName;
}

function toEntry(row: TimelineRow, timeZone: string, locale: Locale): PointEntry {
  return {
    id: row.id,
    kind: row.kind,
    point: row.points,
    date: row.creditOn ?? hotelToday(row.occurredAt ?? new Date(0), timeZone),
    occurred_at: row.occurredAt?.toISOString() ?? null,
    expires_on: row.expiresOn,
    reservation_number: row.reservationNumber,
    hotel_name: hotelName(row, locale),
    exchange_id: row.exchangeId,
  };
}

const pages = (total: number, perPage: number) => Math.ceil(total / perPage);

/**
 * `GET points_timeline` (spec §7, §9): the history that moved the available points, newest first
 * (scope current), or the stays whose points are still to come, soonest first (scope future); a page
 * of `perPage` (5 by default). Empty with program_enabled false when the member may not use points.
 */
export async function pointsTimeline(
  db: Db,
  input: { member: Member; scope: PointTimelineScope; page: number; perPage: number; locale: Locale },
): Promise<PointsTimelineResponse> {
  const { page, perPage } = input;
  const program = await usableProgram(db, input.member);
  if (!program) {
    return { data: [], page, per_page: perPage, total_pages: 0, total_entries: 0, program_enabled: false };
  }
  const query = {
    memberId: input.member.memberId,
    brandId: input.member.brandId,
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  const found = await findTimelineEntries(db, input.scope, query);
  return {
    data: found.rows.map((row) => toEntry(row, program.timeZone, input.locale)),
    page,
    per_page: perPage,
    total_pages: pages(found.total, perPage),
    total_entries: found.total,
    program_enabled: true,
  };
}

/** The wire shape of an exchange. */
export function toWireExchange(row: ExchangeRow): PointExchange {
  return {
    id: row.id,
    amount: row.amount,
    exchange_type: row.exchangeType as PointExchangeType,
    status: 'issued',
    code: row.code,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET point_exchanges`: the member's gift codes, newest first, a page at a time. */
export async function pointExchangeList(
  db: Db,
  input: { member: Member; page: number; perPage: number },
): Promise<{
  data: PointExchange[];
  page: number;
  per_page: number;
  total_pages: number;
  total_entries: number;
  program_enabled: boolean;
}> {
  const { page, perPage } = input;
  const program = await usableProgram(db, input.member);
  if (!program) {
    return { data: [], page, per_page: perPage, total_pages: 0, total_entries: 0, program_enabled: false };
  }
  const found = await findExchanges(db, {
    memberId: input.member.memberId,
    brandId: input.member.brandId,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data: found.rows.map(toWireExchange),
    page,
    per_page: perPage,
    total_pages: pages(found.total, perPage),
    total_entries: found.total,
    program_enabled: true,
  };
}
