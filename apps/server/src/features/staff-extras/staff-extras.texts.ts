import type { Locale } from '@yadori/contract/locales';

/** What the console's extras and additional questions tell staff, in the five languages. */
export interface StaffExtrasTexts {
  extraNotFound: string;
  extraCodeTaken: string;
  /** A reservation has included the extra: it stays for that stay's record. */
  extraBooked: string;
  /** A room plan includes the extra in its price. */
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
      'Reservations include this extra, so it cannot be deleted. To stop selling it, set its stock to 0 from today.',
    extraIncludedInPlan:
      'A plan includes this extra in its price, so it cannot be deleted. Remove it from that plan first.',
    stockReadTooLong: 'Please show at most 93 days of stock at a time.',
    stockEditTooLong: 'Please change at most 366 days of stock at a time.',
    questionNotFound: 'There is no such question at this hotel.',
  },
  ja: {
    extraNotFound: 'この施設に該当するオプションはありません。',
    extraCodeTaken: 'このコードはこの施設のほかのオプションで使われています。',
    extraBooked:
      'このオプションを含む予約があるため、削除できません。販売をやめる場合は、今日以降の在庫を0にしてください。',
    extraIncludedInPlan:
      'このオプションは料金に含まれるプランがあるため、削除できません。先にそのプランから外してください。',
    stockReadTooLong: '在庫は一度に93日分までしか表示できません。',
    stockEditTooLong: '在庫は一度に366日分までしか変更できません。',
    questionNotFound: 'この施設に該当する質問はありません。',
  },
  zh_Hans: {
    extraNotFound: '本酒店没有该附加项目。',
    extraCodeTaken: '此代码已被本酒店的其他附加项目使用。',
    extraBooked: '已有预订包含此附加项目，因此无法删除。如需停止销售，请将今天起的库存设为 0。',
    extraIncludedInPlan: '有方案的价格中包含此附加项目，因此无法删除。请先从该方案中移除。',
    stockReadTooLong: '库存一次最多显示 93 天。',
    stockEditTooLong: '库存一次最多修改 366 天。',
    questionNotFound: '本酒店没有该问题。',
  },
  zh_Hant: {
    extraNotFound: '本飯店沒有該附加項目。',
    extraCodeTaken: '此代碼已被本飯店的其他附加項目使用。',
    extraBooked: '已有訂房包含此附加項目，因此無法刪除。如需停止販售，請將今天起的庫存設為 0。',
    extraIncludedInPlan: '有方案的價格中包含此附加項目，因此無法刪除。請先從該方案中移除。',
    stockReadTooLong: '庫存一次最多顯示 93 天。',
    stockEditTooLong: '庫存一次最多修改 366 天。',
    questionNotFound: '本飯店沒有該問題。',
  },
  ko: {
    extraNotFound: '이 시설에 해당하는 옵션이 없습니다.',
    extraCodeTaken: '이 코드는 이 시설의 다른 옵션에서 이미 사용 중입니다.',
    extraBooked:
      '이 옵션이 포함된 예약이 있어 삭제할 수 없습니다. 판매를 중단하려면 오늘부터의 재고를 0으로 설정해 주세요.',
    extraIncludedInPlan:
      '요금에 이 옵션이 포함된 플랜이 있어 삭제할 수 없습니다. 먼저 해당 플랜에서 제외해 주세요.',
    stockReadTooLong: '재고는 한 번에 최대 93일까지 표시할 수 있습니다.',
    stockEditTooLong: '재고는 한 번에 최대 366일까지 변경할 수 있습니다.',
    questionNotFound: '이 시설에 해당하는 질문이 없습니다.',
  },
};
