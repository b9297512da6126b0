import type { Locale } from '@yadori/contract/locales';

/** What the partner API's access checks tell a caller, in the five languages. */
export interface PartnerAccessTexts {
  /** No API key, a malformed one, an unknown one or a revoked one: the same sentence. */
  keyRequired: string;
  /** The key is another hotel's. */
  otherHotel: string;
  /** The key lacks the scope the call needs. */
  scopeMissing: string;
}

export const PARTNER_ACCESS_TEXTS: Record<Locale, PartnerAccessTexts> = {
  en: {
    keyRequired: 'Send a valid API key as "Authorization: Bearer yk_…". Revoked keys no longer work.',
    otherHotel: 'This API key belongs to another hotel.',
    scopeMissing: 'This API key does not have the scope this call needs.',
  },
  ja: {
    keyRequired:
      '有効な API キーを「Authorization: Bearer yk_…」の形で送信してください。無効化されたキーは使用できません。',
    otherHotel: 'この API キーは別の施設のものです。',
    scopeMissing: 'この API キーには、この操作に必要な権限（スコープ）がありません。',
  },
  zh_Hans: {
    keyRequired: '请以“Authorization: Bearer yk_…”的形式发送有效的 API 密钥。已撤销的密钥无法再使用。',
    otherHotel: '此 API 密钥属于其他酒店。',
    scopeMissing: '此 API 密钥不具备此操作所需的权限范围。',
  },
  zh_Hant: {
    keyRequired: '請以「Authorization: Bearer yk_…」的形式傳送有效的 API 金鑰。已撤銷的金鑰無法再使用。',
    otherHotel: '此 API 金鑰屬於其他飯店。',
    scopeMissing: '此 API 金鑰不具備此操作所需的權限範圍。',
  },
  ko: {
    keyRequired:
      '"Authorization: Bearer yk_…" 형식으로 유효한 API 키를 보내 주세요. 폐기된 키는 더 이상 사용할 수 없습니다.',
    otherHotel: '이 API 키는 다른 호텔의 키입니다.',
    scopeMissing: '이 API 키에는 이 요청에 필요한 권한 범위가 없습니다.',
  },
};
