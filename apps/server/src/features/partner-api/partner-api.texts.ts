import type { Locale } from '@yadori/contract/locales';

/** What the partner API's own refusals tell a caller, in the five languages. */
export interface PartnerApiTexts {
  /** The Idempotency-Key was used before with another request body. */
  idempotencyKeyReused: string;
}

export const PARTNER_API_TEXTS: Record<Locale, PartnerApiTexts> = {
  en: {
    idempotencyKeyReused:
      'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  },
  ja: {
    idempotencyKeyReused:
      'この Idempotency-Key は別の内容のリクエストですでに使用されています。新しいリクエストには新しいキーを指定してください。',
  },
  zh_Hans: {
    idempotencyKeyReused: '此 Idempotency-Key 已用于内容不同的请求。新的请求请使用新的密钥。',
  },
  zh_Hant: {
    idempotencyKeyReused: '此 Idempotency-Key 已用於內容不同的請求。新的請求請使用新的金鑰。',
  },
  ko: {
    idempotencyKeyReused:
      '이 Idempotency-Key는 내용이 다른 요청에 이미 사용되었습니다. 새 요청에는 새 키를 사용해 주세요.',
  },
};
