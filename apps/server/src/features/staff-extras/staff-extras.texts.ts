import type { Locale } from '@yadori/contract/locales';

/** What the console's extras and additional questions tell staff, in the five languages. */
export interface StaffExtrasTexts {
  extraNotFound: string;
  extraCodeTaken: string;
  /**
   * A reservation took the extra while it was being deleted (a DELETE otherwise switches a booked
   * extra off): asked again, it is switched off.
   */
  extraBooked: string;
  /** A room plan includes the extra in its price: it can be neither deleted nor switched off. */
  extraIncludedInPlan: string;
  stockReadTooLong: string;
  stockEditTooLong: string;
  questionNotFound: string;
}

export const STAFF_EXTRAS_TEXTS: Record<Locale, StaffExtrasTexts> = {
  en: {
    extraNotFound: 'There is no such extra at this hotel.',
    extraCodeTaken: 'Another extra of this hotel already uses this code.',
    extraBooked:
      'A reservation has just taken this extra, so it was not deleted. Please try again: it will be switched off instead, and that stay keeps it.',
    extraIncludedInPlan:
      'A plan includes this extra in its price, so it cannot be deleted or switched off. Remove it from that plan first.',
    stockReadTooLong: 'Please show at most 93 days of stock at a time.',
    stockEditTooLong: 'Please change at most 366 days of stock at a time.',
    questionNotFound: 'There is no such question at this hotel.',
  },
  ja: {
    extraNotFound: 'この施設に該当するオプションはありません。',
    extraCodeTaken: 'このコードはこの施設のほかのオプションで使われています。',
    extraBooked:
      'たった今このオプションを含む予約が入ったため、削除しませんでした。もう一度お試しください。削除の代わりに販売停止となり、その予約ではオプションがそのまま残ります。',
    extraIncludedInPlan:
      'このオプションは料金に含まれるプランがあるため、削除も販売停止もできません。先にそのプランから外してください。',
    stockReadTooLong: '在庫は一度に93日分までしか表示できません。',
    stockEditTooLong: '在庫は一度に366日分までしか変更できません。',
    questionNotFound: 'この施設に該当する質問はありません。',
  },
  zh_Hans: {
    extraNotFound: '本酒店没有该附加项目。',
    extraCodeTaken: '此代码已被本酒店的其他附加项目使用。',
    extraBooked: '刚刚有预订选择了此附加项目，因此未删除。请重试：它将改为停止销售，该预订仍保留此附加项目。',
    extraIncludedInPlan: '有方案的价格中包含此附加项目，因此无法删除或停止销售。请先从该方案中移除。',
    stockReadTooLong: '库存一次最多显示 93 天。',
    stockEditTooLong: '库存一次最多修改 366 天。',
    questionNotFound: '本酒店没有该问题。',
  },
  zh_Hant: {
    extraNotFound: '本飯店沒有該附加項目。',
    extraCodeTaken: '此代碼已被本飯店的其他附加項目使用。',
    extraBooked:
      '剛剛有訂房選擇了此附加項目，因此未刪除。請再試一次：它將改為停止販售，該訂房仍保留此附加項目。',
    extraIncludedInPlan: '有方案的價格中包含此附加項目，因此無法刪除或停止販售。請先從該方案中移除。',
    stockReadTooLong: '庫存一次最多顯示 93 天。',
    stockEditTooLong: '庫存一次最多修改 366 天。',
    questionNotFound: '本飯店沒有該問題。',
  },
  ko: {
    extraNotFound: '이 시설에 해당하는 옵션이 없습니다.',
    extraCodeTaken: '이 코드는 이 시설의 다른 옵션에서 이미 사용 중입니다.',
    extraBooked:
      '방금 이 옵션이 포함된 예약이 들어와 삭제하지 않았습니다. 다시 시도해 주세요. 삭제 대신 판매가 중지되며, 해당 예약에는 옵션이 그대로 남습니다.',
    extraIncludedInPlan:
      '요금에 이 옵션이 포함된 플랜이 있어 삭제하거나 판매를 중지할 수 없습니다. 먼저 해당 플랜에서 제외해 주세요.',
    stockReadTooLong: '재고는 한 번에 최대 93일까지 표시할 수 있습니다.',
    stockEditTooLong: '재고는 한 번에 최대 366일까지 변경할 수 있습니다.',
    questionNotFound: '이 시설에 해당하는 질문이 없습니다.',
  },
};
