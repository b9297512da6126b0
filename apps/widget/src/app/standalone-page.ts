import type { Locale } from '@yadori/contract/locales';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { hotelDisplayName } from '../features/branding/hotel-name.ts';
import { isEmbedded } from '../features/host/host-messages.ts';

type PageSettings = Pick<BookingWidgetSettings, 'booking_widget_type' | 'standalone_settings'>;

/** Marks the icon links this module adds, so a second hotel's settings replace the first's. */
const MARK = 'data-yadori-favicon';

/** Icons may come from the web or be inline images; nothing else becomes a link. */
const ICON_URL = /^(?:https?:\/\/|data:image\/)/i;

/**
 * The widget is the hotel's own booking page: a standalone-type widget (spec section 3
 * `booking_widget_type`) that is not inside a host's iframe. Only then are `standalone_settings`
 * used; inside an iframe the title and icons are the host page's.
 */
export function isStandalonePage(settings: PageSettings, embedded: boolean = isEmbedded()): boolean {
  return settings.booking_widget_type === 'standalone' && !embedded;
}

/**
 * The site part of every page title (`app.pageTitle`): a standalone page's configured title, else
 * the hotel's name in the page language.
 */
export function siteTitle(
  settings: PageSettings & Pick<BookingWidgetSettings, 'hotel' | 'hotel_name'>,
  locale: Locale,
  embedded?: boolean,
): string {
  const configured = settings.standalone_settings.page_title.trim();
  return isStandalonePage(settings, embedded) && configured !== ''
    ? configured
    : hotelDisplayName(settings, locale);
}

/**
 * Spec section 3 `standalone_settings`: a standalone page gets one `<link rel="icon" sizes>` per
 * favicon (the page title follows `siteTitle`), replacing Yadori's own (index.html marks its link the
 * same way). Without favicons the page keeps its own.
 */
export function applyStandaloneIcons(settings: PageSettings, doc: Document = document): void {
  const icons = settings.standalone_settings.favicons.filter((icon) => ICON_URL.test(icon.url));
  if (icons.length === 0) return;
  for (const old of doc.head.querySelectorAll(`link[${MARK}]`)) old.remove();
  for (const icon of icons) {
    const link = doc.createElement('link');
    link.rel = 'icon';
    if (icon.size.trim() !== '') link.setAttribute('sizes', icon.size.trim());
    link.href = icon.url;
    link.setAttribute(MARK, '');
    doc.head.append(link);
  }
}
