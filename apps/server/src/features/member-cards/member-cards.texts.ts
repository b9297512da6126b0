import type { Locale } from '@yadori/contract/locales';

/** What the saved-card calls tell a member, in the five languages. */
export interface MemberCardTexts {
  /** An unknown card and another member's card get this same sentence. */
  cardNotFound: string;
  cardRemoved: string;
  /** The gateway could not remove the card from its vault: nothing was removed. */
  gatewayUnavailable: string;
  /** `credit_card_id` or `save_card` with a payment method that takes no card. */
  cardMethodOnly: string;
  /** Both `credit_card_id` and `save_card`. */
  savedOrNew: string;
  /** The saved card expires before check-out (spec §5: valid through check-out). */
  cardExpiresBeforeCheckout: string;
  hotelNotFound: string;
}

const en: MemberCardTexts = {
  cardNotFound: 'This saved card was not found. It may have been removed.',
  cardRemoved: 'The card has been removed.',
  gatewayUnavailable: 'The card could not be removed right now. Please try again later.',
  cardMethodOnly: 'A saved card can be used or kept only when paying by card.',
  savedOrNew: 'Please pay with either a saved card or a new card, not both.',
  cardExpiresBeforeCheckout:
    'This card expires before check-out. Please use another card, or enter a new one.',
  hotelNotFound: 'This hotel was not found.',
};

const ja: MemberCardTexts = {
  cardNotFound: '登録済みのカードが見つかりません。すでに削除された可能性があります。',
  cardRemoved: 'カードを削除しました。',
  gatewayUnavailable: 'ただいまカードを削除できませんでした。しばらくしてからもう一度お試しください。',
  cardMethodOnly: '登録済みカードのご利用とカードの登録は、カード払いの場合のみ可能です。',
  savedOrNew: '登録済みのカードか新しいカードのどちらか一方でお支払いください。',
  cardExpiresBeforeCheckout:
    'このカードはチェックアウト日より前に有効期限が切れます。別のカードをお選びいただくか、新しいカードを入力してください。',
  hotelNotFound: '該当するホテルが見つかりません。',
};

const zhHans: MemberCardTexts = {
  cardNotFound: '未找到此已保存的银行卡，可能已被删除。',
  cardRemoved: '银行卡已删除。',
  gatewayUnavailable: '暂时无法删除此银行卡，请稍后重试。',
  cardMethodOnly: '仅在刷卡支付时才能使用或保存银行卡。',
  savedOrNew: '请使用已保存的银行卡或新银行卡中的一张付款。',
  cardExpiresBeforeCheckout: '此卡在退房日之前到期。请使用其他银行卡，或输入新的银行卡。',
  hotelNotFound: '未找到该酒店。',
};

const zhHant: MemberCardTexts = {
  cardNotFound: '找不到此已儲存的信用卡，可能已被刪除。',
  cardRemoved: '信用卡已刪除。',
  gatewayUnavailable: '目前無法刪除此信用卡，請稍後再試。',
  cardMethodOnly: '僅在以信用卡付款時才能使用或儲存信用卡。',
  savedOrNew: '請使用已儲存的信用卡或新信用卡其中一張付款。',
  cardExpiresBeforeCheckout: '此卡在退房日之前到期。請使用其他信用卡，或輸入新的信用卡。',
  hotelNotFound: '找不到該飯店。',
};

const ko: MemberCardTexts = {
  cardNotFound: '저장된 카드를 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
  cardRemoved: '카드를 삭제했습니다.',
  gatewayUnavailable: '지금은 카드를 삭제할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  cardMethodOnly: '저장된 카드 사용과 카드 저장은 카드로 결제할 때만 가능합니다.',
  savedOrNew: '저장된 카드와 새 카드 중 하나로만 결제해 주세요.',
  cardExpiresBeforeCheckout:
    '이 카드는 체크아웃 날짜 전에 유효기간이 끝납니다. 다른 카드를 사용하거나 새 카드를 입력해 주세요.',
  hotelNotFound: '해당 호텔을 찾을 수 없습니다.',
};

export const MEMBER_CARD_TEXTS: Record<Locale, MemberCardTexts> = {
  en,
  ja,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  ko,
};

/** A text of the catalog in `locale`. */
export const memberCardText = (locale: Locale, key: keyof MemberCardTexts): string =>
  (MEMBER_CARD_TEXTS[locale] ?? en)[key];
