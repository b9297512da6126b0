import type { Locale } from '@yadori/contract/locales';

/** What the console's discounts, codes and tax bands tell staff, in the five languages. */
export interface StaffPromotionTexts {
  discountNotFound: string;
  promotionCodeNotFound: string;
  /** 409: the hotel has a code of the same type spelt the same (in any case). */
  promotionCodeTaken: string;
  /** 409: a used code keeps its code and type (bookings name it). */
  promotionCodeFixedOnceUsed: string;
  /** 409: a used code cannot be deleted; it can be deactivated. */
  promotionCodeUsed: string;
  /** 422: the limit is below the bookings that already took the code. */
  usageLimitBelowUses: string;
  /** 422: the hotel accepts percentage codes only (guests would be refused an amount code). */
  percentageOnly: string;
  /** 422: a plan that is not one of the hotel's. */
  unknownPlan: string;
}

export const STAFF_PROMOTION_TEXTS: Record<Locale, StaffPromotionTexts> = {
  en: {
    discountNotFound: 'There is no such discount at this hotel.',
    promotionCodeNotFound: 'There is no such promotion code at this hotel.',
    promotionCodeTaken:
      'This hotel already has a code of this type with the same letters. Please choose another code.',
    promotionCodeFixedOnceUsed:
      'This code has already been used in bookings, so its code and type can no longer be changed.',
    promotionCodeUsed:
      'This code has already been used in bookings, so it cannot be deleted. Deactivate it instead.',
    usageLimitBelowUses:
      'The usage limit cannot be lower than the number of times the code has already been used.',
    percentageOnly:
      'This hotel accepts percentage discounts only for codes. Choose a percentage, or change the hotel setting first.',
    unknownPlan: 'Please choose plans of this hotel.',
  },
  ja: {
    discountNotFound: 'このホテルに該当する割引はありません。',
    promotionCodeNotFound: 'このホテルに該当するプロモーションコードはありません。',
    promotionCodeTaken:
      'このホテルには同じ種類・同じ文字列のコードがすでにあります。別のコードを指定してください。',
    promotionCodeFixedOnceUsed: 'このコードは予約で使用済みのため、コードと種類は変更できません。',
    promotionCodeUsed: 'このコードは予約で使用済みのため削除できません。代わりに無効にしてください。',
    usageLimitBelowUses: '利用上限を、これまでの利用回数より少なくすることはできません。',
    percentageOnly:
      'このホテルのコード割引は割合（%）のみです。割合を選ぶか、先にホテルの設定を変更してください。',
    unknownPlan: 'このホテルのプランを選んでください。',
  },
  zh_Hans: {
    discountNotFound: '该酒店没有此折扣。',
    promotionCodeNotFound: '该酒店没有此优惠码。',
    promotionCodeTaken: '该酒店已有相同类型、相同字符的代码。请使用其他代码。',
    promotionCodeFixedOnceUsed: '此代码已在预订中使用，代码和类型不能再更改。',
    promotionCodeUsed: '此代码已在预订中使用，无法删除。请改为停用。',
    usageLimitBelowUses: '使用上限不能低于此代码已被使用的次数。',
    percentageOnly: '该酒店的代码折扣仅支持百分比。请选择百分比，或先更改酒店设置。',
    unknownPlan: '请选择该酒店的方案。',
  },
  zh_Hant: {
    discountNotFound: '該飯店沒有此折扣。',
    promotionCodeNotFound: '該飯店沒有此優惠碼。',
    promotionCodeTaken: '該飯店已有相同類型、相同字元的代碼。請使用其他代碼。',
    promotionCodeFixedOnceUsed: '此代碼已在訂房中使用，代碼和類型無法再變更。',
    promotionCodeUsed: '此代碼已在訂房中使用，無法刪除。請改為停用。',
    usageLimitBelowUses: '使用上限不能低於此代碼已被使用的次數。',
    percentageOnly: '該飯店的代碼折扣僅支援百分比。請選擇百分比，或先變更飯店設定。',
    unknownPlan: '請選擇該飯店的方案。',
  },
  ko: {
    discountNotFound: '이 호텔에 해당 할인이 없습니다.',
    promotionCodeNotFound: '이 호텔에 해당 프로모션 코드가 없습니다.',
    promotionCodeTaken: '이 호텔에 같은 종류, 같은 문자의 코드가 이미 있습니다. 다른 코드를 지정해 주세요.',
    promotionCodeFixedOnceUsed: '이 코드는 이미 예약에 사용되었으므로 코드와 종류를 변경할 수 없습니다.',
    promotionCodeUsed: '이 코드는 이미 예약에 사용되었으므로 삭제할 수 없습니다. 대신 비활성화해 주세요.',
    usageLimitBelowUses: '이용 한도는 지금까지 코드가 사용된 횟수보다 적게 설정할 수 없습니다.',
    percentageOnly:
      '이 호텔의 코드 할인은 비율(%)만 가능합니다. 비율을 선택하거나 먼저 호텔 설정을 변경해 주세요.',
    unknownPlan: '이 호텔의 플랜을 선택해 주세요.',
  },
};
