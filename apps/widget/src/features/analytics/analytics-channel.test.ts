import { describe, expect, it } from 'vitest';
import { analyticsChannel, standaloneTagsOf } from './analytics-channel.ts';

const none = { gtm_id: null, ga_measurement_id: null };

describe('analyticsChannel', () => {
  it('embedded: the host’s valid data layers, or nothing when the hotel named none', () => {
    const settings = { data_layers: ['dataLayer', 'a.b'], analytics_setting_attributes: none };
    expect(analyticsChannel(settings, true)).toEqual({ kind: 'host', dataLayers: ['dataLayer'] });
    expect(analyticsChannel({ data_layers: [], analytics_setting_attributes: none }, true)).toBeNull();
    // The standalone page's own ids do not send anything to a host page.
    const ids = { gtm_id: 'GTM-ABC1234', ga_measurement_id: null };
    expect(analyticsChannel({ data_layers: [], analytics_setting_attributes: ids }, true)).toBeNull();
  });

  it('at the top of its tab: the hotel’s own tags, or nothing when it configured none', () => {
    expect(
      analyticsChannel({ data_layers: ['dataLayer'], analytics_setting_attributes: none }, false),
    ).toBeNull();
    const ids = { gtm_id: null, ga_measurement_id: 'G-ABCDE12345' };
    expect(analyticsChannel({ data_layers: [], analytics_setting_attributes: ids }, false)).toEqual({
      kind: 'standalone',
      tags: { gtmId: null, gaId: 'G-ABCDE12345' },
    });
  });
});

describe('standaloneTagsOf', () => {
  it('takes only ids in Google’s formats, and nothing when none is set', () => {
    expect(standaloneTagsOf({ gtm_id: 'GTM-ABC1234', ga_measurement_id: 'nope' })).toEqual({
      gtmId: 'GTM-ABC1234',
      gaId: null,
    });
    expect(standaloneTagsOf({ gtm_id: null, ga_measurement_id: null })).toBeNull();
    expect(standaloneTagsOf({ gtm_id: 'GTM-x"><script>', ga_measurement_id: null })).toBeNull();
  });
});
