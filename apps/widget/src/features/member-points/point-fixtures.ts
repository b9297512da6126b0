import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import type { PointBalance, PointEntry, PointProgram, PointsTimeline } from './point-api.ts';

/** The demo brand's names for its points (seed: Hanami Points), as the settings and the point call carry them. */
export const POINT_NAMES = [
  { locale: 'ja', point_naming: '花見ポイント' },
  { locale: 'en', point_naming: 'Hanami Points' },
  { locale: 'zh_Hans', point_naming: '花见积分' },
  { locale: 'zh_Hant', point_naming: '花見點數' },
  { locale: 'ko', point_naming: '하나미 포인트' },
] as const;

/** The demo programme: steps of 100 from 100, one point one yen, gift codes on (Japan). */
export function programFixture(overrides: Partial<PointProgram> = {}): PointProgram {
  return {
    point_naming: 'Hanami Points',
    translations: POINT_NAMES.map((t) => ({ ...t })),
    spending_increment: 100,
    spending_minimum: 100,
    currency: 'JPY',
    expiry_months: 24,
    exchange_available: true,
    ...overrides,
  };
}

/** `GET point` for a Gold member with 12,000 points to use. */
export function balanceFixture(overrides: Partial<PointBalance> = {}): PointBalance {
  return {
    total_point: 12_000,
    future_point: 1_450,
    expired_point: 300,
    gained_point: 12_300,
    spent_point: 0,
    refunded_point: 0,
    exchanged_point: 0,
    program_enabled: true,
    program: programFixture(),
    ...overrides,
  };
}

export function entryFixture(id: number, overrides: Partial<PointEntry> = {}): PointEntry {
  return {
    id,
    kind: 'gained',
    point: 1_000,
    date: '2026-10-04',
    occurred_at: '2026-10-03T15:00:00.000Z',
    expires_on: '2028-10-04',
    reservation_number: null,
    hotel_name: null,
    exchange_id: null,
    ...overrides,
  };
}

/** A page of the history as `points_timeline` answers it. */
export function timelineFixture(
  entries: PointEntry[],
  { page = 1, totalPages = 1, totalEntries = entries.length } = {},
): PointsTimeline {
  return {
    data: entries,
    page,
    per_page: 5,
    total_pages: totalPages,
    total_entries: totalEntries,
    program_enabled: true,
  };
}

/** Settings of a brand with a point programme (the demo Hanami brand). */
export function withPointProgram(settings: BookingWidgetSettings): BookingWidgetSettings {
  return {
    ...settings,
    hotel_brand: {
      ...settings.hotel_brand,
      point_program: { translations: POINT_NAMES.map((t) => ({ ...t })) },
    },
  };
}
