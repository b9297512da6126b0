import {
  DATA_LAYER_NAME_PATTERN,
  GA_MEASUREMENT_ID_PATTERN,
  GTM_ID_PATTERN,
} from '@yadori/contract/analytics.constants';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { isEmbedded } from '../host/host-messages.ts';

/**
 * Where the analytics events go (decision 061). Embedded (the loader's iframe): to the host page's
 * loader, which pushes them into the data layers the hotel named in `data_layers`. At the top of its
 * tab (the standalone page): into the page's own `dataLayer` for the hotel's Tag Manager container or
 * GA4 property. A hotel that configured neither for the page it is on gets nothing sent or loaded —
 * not even the code that would send it (analytics-delivery.ts loads only for a channel).
 */
export type AnalyticsChannel =
  | { kind: 'host'; dataLayers: string[] }
  | { kind: 'standalone'; tags: StandaloneTags };

export type AnalyticsSettings = Pick<BookingWidgetSettings, 'data_layers' | 'analytics_setting_attributes'>;

/** The standalone page's tag ids worth loading: only what matches Google's formats. */
export interface StandaloneTags {
  gtmId: string | null;
  gaId: string | null;
}

/** The hotel's valid tag ids (the settings schema checks them too), or null when it configured none. */
export function standaloneTagsOf(
  ids: AnalyticsSettings['analytics_setting_attributes'],
): StandaloneTags | null {
  const gtmId = ids.gtm_id && GTM_ID_PATTERN.test(ids.gtm_id) ? ids.gtm_id : null;
  const gaId =
    ids.ga_measurement_id && GA_MEASUREMENT_ID_PATTERN.test(ids.ga_measurement_id)
      ? ids.ga_measurement_id
      : null;
  return gtmId || gaId ? { gtmId, gaId } : null;
}

/** This page's channel, or null when the hotel configured none for it. */
export function analyticsChannel(
  settings: AnalyticsSettings,
  embedded: boolean = isEmbedded(),
): AnalyticsChannel | null {
  if (embedded) {
    const dataLayers = settings.data_layers.filter((name) => DATA_LAYER_NAME_PATTERN.test(name));
    return dataLayers.length > 0 ? { kind: 'host', dataLayers } : null;
  }
  const tags = standaloneTagsOf(settings.analytics_setting_attributes);
  return tags ? { kind: 'standalone', tags } : null;
}
