import type { en } from './en.ts';

export const zh_Hant: Readonly<Record<keyof typeof en, string>> = {
  'cards.heading': '已儲存的信用卡',
  'cards.intro': '這些是您付款時儲存的信用卡。在付款步驟中選擇其中一張，只需輸入安全碼即可付款。',
  'cards.loading': '正在載入已儲存的信用卡…',
  'cards.loadFailed': '無法載入已儲存的信用卡，請稍後再試。',
  'cards.empty': '您還沒有儲存的信用卡。以信用卡付款時勾選「儲存此卡供下次預訂使用」即可儲存。',
  'cards.holder': '持卡人姓名',
  'cards.expiry': '有效期限',
  'cards.expired': '已過期',
  'cards.remove': '刪除',
  'cards.removeLabel': '刪除{card}',
  'cards.removeTitle': '要刪除這張信用卡嗎？',
  'cards.removeText': '{card}將從您的帳戶和支付服務商處刪除。下次以信用卡付款時可以再次儲存。',
  'cards.removeConfirm': '刪除信用卡',
  'cards.removeKeep': '保留',
  'cards.removing': '正在刪除…',
  'cards.removed': '{card}已刪除。',

  'choice.legend': '付款信用卡',
  'choice.savedNote': '持卡人姓名：{holder}。有效期限至{expiry}。',
  'choice.newCard': '新的信用卡',
  'choice.codeTitle': '{card}的安全碼',
  'choice.codeNote': '只需輸入此卡的安全碼，其餘資訊由支付服務商保管。',
  'choice.keep': '儲存此卡供下次預訂使用',
  'choice.keepNote':
    '您的帳戶只儲存卡別、卡號末四碼、持卡人姓名和有效期限，信用卡本身由支付服務商保管。您可以在「我的帳戶」的「付款方式」中刪除。',
};
