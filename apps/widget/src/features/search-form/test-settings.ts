import type { BookingWidgetSettings, KidsTier } from '@yadori/contract/settings.schema';
import { hotelSettings } from '../../test/fixtures.ts';

/** A kids tier for tests: active, ages 0–12, named "Tier {code}" in English. */
export const tier = (code: string, extra: Partial<KidsTier> = {}): KidsTier => ({
  code,
  min_age: 0,
  max_age: 12,
  is_companion: false,
  is_active: true,
  translations_attributes: [
    { locale: 'en', name: `Tier ${code}` },
    { locale: 'ja', name: `区分${code}` },
  ],
  ...extra,
});

/** Hanami Tokyo with kids tiers A (companion), B and an inactive C, day use on. */
export const tiersHotel = (overrides: Partial<BookingWidgetSettings> = {}): BookingWidgetSettings =>
  hotelSettings({
    kids_setting: { mode: 'tiers', max_children_per_adult: 3 },
    kids_tiers: [
      tier('A', { is_companion: true, max_age: 5 }),
      tier('B', { min_age: 6 }),
      tier('C', { is_active: false }),
    ],
    day_use_search_active: true,
    ...overrides,
  });
