import { describe, expect, it } from 'vitest';
import {
  type AnalyticsSettings,
  analyticsDraftOf,
  analyticsSettingsBody,
  dataLayerNames,
} from './analytics-settings-rules.ts';

const stored: AnalyticsSettings = {
  data_layers: ['dataLayer'],
  analytics_setting_attributes: { gtm_id: 'GTM-OLD1234', ga_measurement_id: null },
  chatbot_setting: { enabled: false, script_url: null },
};

describe('the analytics and chatbot form', () => {
  it('starts from the stored settings', () => {
    expect(analyticsDraftOf(stored)).toEqual({
      dataLayers: 'dataLayer',
      gtmId: 'GTM-OLD1234',
      gaMeasurementId: '',
      chatbotEnabled: false,
      chatbotUrl: '',
    });
  });

  it('reads data-layer names one a line or with commas, each once', () => {
    expect(dataLayerNames(' dataLayer\n  hotelLayer, $layer_2\n\ndataLayer ')).toEqual([
      'dataLayer',
      'hotelLayer',
      '$layer_2',
    ]);
    expect(dataLayerNames('  \n ')).toEqual([]);
  });

  it('saves each block whole, ids as Google writes them, empty ones as none', () => {
    const body = analyticsSettingsBody(
      {
        dataLayers: 'dataLayer\nhotelLayer',
        gtmId: ' gtm-abc1234 ',
        gaMeasurementId: '',
        chatbotEnabled: true,
        chatbotUrl: ' https://chat.hanami.example/talk ',
      },
      stored,
    );
    expect(body).toEqual({
      settings: {
        data_layers: ['dataLayer', 'hotelLayer'],
        analytics_setting_attributes: { gtm_id: 'GTM-ABC1234', ga_measurement_id: null },
        chatbot_setting: { enabled: true, script_url: 'https://chat.hanami.example/talk' },
      },
    });
  });

  it('keeps the fields of a block the form does not show', () => {
    const withMore = {
      ...stored,
      chatbot_setting: { ...stored.chatbot_setting, greeting: 'hello' },
    } as AnalyticsSettings;
    const body = analyticsSettingsBody({ ...analyticsDraftOf(withMore), chatbotEnabled: true }, withMore);
    expect(body).toMatchObject({ settings: { chatbot_setting: { enabled: true, greeting: 'hello' } } });
  });

  it('says which names and ids are not of the form Google and the page take', () => {
    expect(
      analyticsSettingsBody(
        {
          ...analyticsDraftOf(stored),
          dataLayers: 'dataLayer 2layer my-layer',
          gtmId: 'ABC1234',
          gaMeasurementId: 'UA-1234-1',
        },
        stored,
      ),
    ).toEqual({ problems: { dataLayers: ['2layer', 'my-layer'], gtmId: true, gaMeasurementId: true } });
  });
});
