import type { Locale } from '@yadori/contract/locales';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';

/** The hotel's name in `locale`, else its default name. */
export function hotelDisplayName(
  settings: Pick<BookingWidgetSettings, 'hotel' | 'hotel_name'>,
  locale: Locale,
): string {
  return settings.hotel.translations_attributes.find((t) => t.locale === locale)?.name || settings.hotel_name;
}
