import {
  DATA_LAYER_NAME_PATTERN,
  GA_MEASUREMENT_ID_PATTERN,
  GTM_ID_PATTERN,
} from '@yadori/contract/analytics.constants';
import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';

/** The three settings blocks the analytics and chatbot form edits (each sent whole). */
export type AnalyticsSettings = Pick<
  HotelSettings,
  'data_layers' | 'analytics_setting_attributes' | 'chatbot_setting'
>;

/** The form as typed. */
export interface AnalyticsDraft {
  /** One data-layer name a line (commas and spaces separate too). */
  dataLayers: string;
  gtmId: string;
  gaMeasurementId: string;
  chatbotEnabled: boolean;
  chatbotUrl: string;
}

export const analyticsDraftOf = (settings: AnalyticsSettings): AnalyticsDraft => ({
  dataLayers: settings.data_layers.join('\n'),
  gtmId: settings.analytics_setting_attributes.gtm_id ?? '',
  gaMeasurementId: settings.analytics_setting_attributes.ga_measurement_id ?? '',
  chatbotEnabled: settings.chatbot_setting.enabled,
  chatbotUrl: settings.chatbot_setting.script_url ?? '',
});

/** The names of a list typed one a line or with commas, each once, in the order typed. */
export function dataLayerNames(typed: string): string[] {
  return [...new Set(typed.split(/[\s,]+/).filter(Boolean))];
}

/** What the form says at its fields before anything is sent (the API judges the rest). */
export interface AnalyticsProblems {
  /** The names that are not JavaScript identifiers. */
  dataLayers?: string[];
  gtmId?: true;
  gaMeasurementId?: true;
}

/** An id as Google writes it (upper case), null when left empty. */
const idOrNull = (typed: string) => (typed.trim() === '' ? null : typed.trim().toUpperCase());

/**
 * The settings a draft saves, each block whole over the stored one (fields the form does not show
 * kept as they are), or what is wrong at its fields.
 * @example analyticsSettingsBody({ dataLayers: 'dataLayer', gtmId: 'gtm-abc1234', gaMeasurementId: '', chatbotEnabled: false, chatbotUrl: '' }, stored)
 * // { settings: { data_layers: ['dataLayer'], analytics_setting_attributes: { gtm_id: 'GTM-ABC1234', ga_measurement_id: null }, chatbot_setting: { enabled: false, script_url: null } } }
 */
export function analyticsSettingsBody(
  draft: AnalyticsDraft,
  stored: AnalyticsSettings,
): { settings: AnalyticsSettings } | { problems: AnalyticsProblems } {
  const names = dataLayerNames(draft.dataLayers);
  const gtmId = idOrNull(draft.gtmId);
  const gaMeasurementId = idOrNull(draft.gaMeasurementId);
  const badNames = names.filter((name) => !DATA_LAYER_NAME_PATTERN.test(name));
  const problems: AnalyticsProblems = {
    ...(badNames.length > 0 ? { dataLayers: badNames } : {}),
    ...(gtmId !== null && !GTM_ID_PATTERN.test(gtmId) ? { gtmId: true } : {}),
    ...(gaMeasurementId !== null && !GA_MEASUREMENT_ID_PATTERN.test(gaMeasurementId)
      ? { gaMeasurementId: true }
      : {}),
  };
  if (Object.keys(problems).length > 0) return { problems };
  return {
    settings: {
      data_layers: names,
      analytics_setting_attributes: {
        ...stored.analytics_setting_attributes,
        gtm_id: gtmId,
        ga_measurement_id: gaMeasurementId,
      },
      chatbot_setting: {
        ...stored.chatbot_setting,
        enabled: draft.chatbotEnabled,
        script_url: draft.chatbotUrl.trim() === '' ? null : draft.chatbotUrl.trim(),
      },
    },
  };
}
