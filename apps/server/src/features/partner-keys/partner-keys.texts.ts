import type { Locale } from '@yadori/contract/locales';
import { PARTNER_KEYS_PER_HOTEL } from '@yadori/contract/partner.constants';

/** What the console's API key management tells staff, in the five languages. */
export interface PartnerKeyTexts {
  /** 404: no such key at this hotel (another hotel's key is not told apart). */
  keyNotFound: string;
  /** 409: the hotel holds the most live keys allowed. */
  tooManyKeys: string;
}

const MAX = PARTNER_KEYS_PER_HOTEL;

export const PARTNER_KEY_TEXTS: Record<Locale, PartnerKeyTexts> = {
  en: {
    keyNotFound: 'There is no such API key at this hotel.',
    tooManyKeys: `This hotel already has ${MAX} active API keys, the most it may hold. Revoke a key that is no longer used, then create the new one.`,
  },
  ja: {
    keyNotFound: 'この施設に該当する API キーはありません。',
    tooManyKeys: `この施設の有効な API キーはすでに上限の ${MAX} 件です。使われていないキーを無効化してから、新しいキーを作成してください。`,
  },
  zh_Hans: {
    keyNotFound: '该酒店没有此 API 密钥。',
    tooManyKeys: `该酒店的有效 API 密钥已达上限（${MAX} 个）。请先撤销不再使用的密钥，再创建新密钥。`,
  },
  zh_Hant: {
    keyNotFound: '該飯店沒有此 API 金鑰。',
    tooManyKeys: `該飯店的有效 API 金鑰已達上限（${MAX} 個）。請先撤銷不再使用的金鑰，再建立新金鑰。`,
  },
  ko: {
    keyNotFound: '이 호텔에 해당 API 키가 없습니다.',
    tooManyKeys: `이 호텔의 유효한 API 키가 이미 최대 개수(${MAX}개)입니다. 더 이상 사용하지 않는 키를 폐기한 뒤 새 키를 만들어 주세요.`,
  },
};
