import type { Locale } from '@yadori/contract/locales';
import type { BookingWidgetSettings, LoginWidget, Translation } from '@yadori/contract/settings.schema';
import type { Db } from '../../db/database.ts';
import { sanitizeFooterHtml, sanitizeHeaderHtml } from '../../lib/sanitize-html.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import { findActiveRedirectProviders, findLoginWidget } from './settings.repository.ts';

/** The translation for `locale`, else the given fallback (the name in the hotel's own language). */
export function localizedName(translations: Translation[], locale: Locale, fallback: string): string {
  return translations.find((t) => t.locale === locale)?.name ?? fallback;
}

/** The init settings of spec section 3 for one hotel, names in the requested locale. */
export function toBookingWidgetSettings(hotel: HotelWithBrand, locale: Locale): BookingWidgetSettings {
  const { hotel_brand_setting, ...brandBlock } = hotel.brand.settings;
  const s = hotel.settings;
  return {
    ...s,
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_brand_id: hotel.brand.id,
    hotel_name: localizedName(hotel.nameTranslations, locale, hotel.name),
    hotel_brand_name: localizedName(hotel.brand.nameTranslations, locale, hotel.brand.name),
    hotel: {
      time_zone: hotel.timeZone,
      locale: hotel.locale,
      translations_attributes: hotel.nameTranslations,
      phone: hotel.phone,
    },
    currency: hotel.currency,
    hotel_active: hotel.active,
    // Decision 039: the widget renders these as they come, so they leave the server sanitized.
    website_header_html: s.website_header_html === null ? null : sanitizeHeaderHtml(s.website_header_html),
    website_footer_html: s.website_footer_html === null ? null : sanitizeFooterHtml(s.website_footer_html),
    room_search_filters: s.room_search_filters.map((filter) => ({
      ...filter,
      name: localizedName(filter.translations, locale, filter.name),
    })),
    hotel_brand: {
      id: hotel.brand.id,
      name: localizedName(hotel.brand.nameTranslations, locale, hotel.brand.name),
      ...brandBlock,
    },
    hotel_brand_setting,
  };
}

/** The sign-in button data; a hotel without one gets an inactive button. */
export async function getSignInButton(db: Db, hotel: HotelWithBrand): Promise<LoginWidget> {
  const [widget, federatedProviders] = await Promise.all([
    findLoginWidget(db, hotel.id),
    findActiveRedirectProviders(db, hotel.brand.id),
  ]);
  if (!widget) {
    return {
      is_active: false,
      allow_signup: false,
      organization_login_widget_enabled: false,
      translations_attributes: [],
      privacy_url: null,
      term_of_use_url: null,
      federated_providers: [],
    };
  }
  return {
    is_active: widget.isActive,
    allow_signup: widget.allowSignup,
    organization_login_widget_enabled: widget.organizationLoginWidgetEnabled,
    translations_attributes: widget.translations,
    privacy_url: widget.privacyUrl,
    term_of_use_url: widget.termOfUseUrl,
    // The buttons the sign-in screen shows: the brand's switched-on redirect providers (decision 037).
    federated_providers: federatedProviders,
  };
}
