/** The query keys read once at start (spec section 2). */
export interface StartQuery {
  /** `hotel_code`, else `code`. */
  hotelCode: string | null;
  fromChatbot: boolean;
  parentUrl: string | null;
  parentPathname: string | null;
  hotelId: string | null;
  metasearchSource: string | null;
  /** `iframe=triplabot`: running inside the chatbot's iframe. */
  inChatbotIframe: boolean;
  segmentIds: string[];
  /** `accessToken` or `login_token`; removed from the address once read. */
  loginToken: string | null;
  /** Removed from the address once read. */
  otid: string | null;
  locale: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  authAutoMessageId: string | null;
  triplabotUserId: string | null;
  iconMessageId: string | null;
  triplabotSync: boolean;
  refreshToken: string | null;
  brandCustomAuthToken: string | null;
  /** `tripla_preview=true`. */
  preview: boolean;
  /** `closeable=1`: the loader opened us in its modal, which our close button may close. */
  closeable: boolean;
}

/** Query keys that carry credentials: read, then taken out of the address. */
export const SECRET_START_KEYS = ['accessToken', 'login_token', 'otid'] as const;

const flag = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/** Reads the start-up query keys from the address query. */
export function readStartQuery(params: URLSearchParams): StartQuery {
  const text = (key: string) => {
    const value = params.get(key);
    return value === null || value.trim() === '' ? null : value;
  };
  return {
    hotelCode: text('hotel_code') ?? text('code'),
    fromChatbot: flag(params.get('fromChatbot')),
    parentUrl: text('parentUrl'),
    parentPathname: text('parentPathname'),
    hotelId: text('hotel_id'),
    metasearchSource: text('metasearch_source'),
    inChatbotIframe: params.get('iframe') === 'triplabot',
    segmentIds: (text('segment_ids') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    loginToken: text('accessToken') ?? text('login_token'),
    otid: text('otid'),
    locale: text('locale'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    authAutoMessageId: text('auth_auto_message_id'),
    triplabotUserId: text('triplabot_user_id'),
    iconMessageId: text('icon_message_id'),
    triplabotSync: flag(params.get('triplabot_sync')),
    refreshToken: text('refresh_token'),
    brandCustomAuthToken: text('brand_custom_auth_token'),
    preview: params.get('tripla_preview') === 'true',
    closeable: flag(params.get('closeable')),
  };
}

/** A copy of `params` without the credential keys. */
export function withoutSecretKeys(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of SECRET_START_KEYS) out.delete(key);
  return out;
}
