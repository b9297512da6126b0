import type { Locale } from '@yadori/contract/locales';
import { STAFF_BULK_EDIT_MAX_DAYS, STAFF_GRID_MAX_DAYS } from '@yadori/contract/staff.constants';

/** What the console's rates and availability calls tell staff, in the five languages. */
export interface StaffRatesTexts {
  /** The grid was asked for more nights than one read covers (the console's, or a partner's ARI read). */
  gridTooLong: string;
  /** A bulk edit named more nights than one edit may cover. */
  bulkTooLong: string;
  /** The weekdays chosen fall on none of the dates. */
  noNightChosen: string;
  /** The room type is not one of the hotel's. */
  unknownRoomType: string;
  /** The room plan is not one of the room type's. */
  unknownRoomPlan: string;
  /** A price for more adults than the room takes. */
  tooManyAdults: string;
  /** The allotment asked for is below the rooms already sold on some nights (listed in details). */
  belowSold: string;
}

export const STAFF_RATES_TEXTS: Record<Locale, StaffRatesTexts> = {
  en: {
    gridTooLong: `At most ${STAFF_GRID_MAX_DAYS} nights can be read at a time. Please choose a shorter period.`,
    bulkTooLong: `One change covers at most ${STAFF_BULK_EDIT_MAX_DAYS} nights. Please choose a shorter period.`,
    noNightChosen: 'None of the chosen days of the week falls within these dates.',
    unknownRoomType: 'This room type does not belong to this hotel.',
    unknownRoomPlan: 'This plan is not sold for the chosen room type.',
    tooManyAdults: 'A price can only be set for up to as many adults as the room takes.',
    belowSold:
      'On some nights more rooms are already sold than the allotment you entered. Enter at least the rooms sold for those nights, or choose to set them to the rooms sold.',
  },
  ja: {
    gridTooLong: `一度に読み込めるのは${STAFF_GRID_MAX_DAYS}泊分までです。期間を短くしてください。`,
    bulkTooLong: `一度に変更できるのは${STAFF_BULK_EDIT_MAX_DAYS}泊までです。期間を短くしてください。`,
    noNightChosen: '選択した曜日が、指定した期間に含まれていません。',
    unknownRoomType: 'この部屋タイプはこの施設のものではありません。',
    unknownRoomPlan: 'このプランは選択した部屋タイプでは販売されていません。',
    tooManyAdults: '料金を設定できるのは、客室の定員までの大人人数です。',
    belowSold:
      '入力した在庫数より販売済みの室数が多い日があります。該当日は販売済み室数以上を入力するか、販売済み室数に合わせる設定を選んでください。',
  },
  zh_Hans: {
    gridTooLong: `一次最多可读取${STAFF_GRID_MAX_DAYS}晚。请缩短期间。`,
    bulkTooLong: `一次最多可更改${STAFF_BULK_EDIT_MAX_DAYS}晚。请缩短期间。`,
    noNightChosen: '所选的星期几不在这些日期范围内。',
    unknownRoomType: '此房型不属于该酒店。',
    unknownRoomPlan: '所选房型不销售此方案。',
    tooManyAdults: '只能为不超过客房容纳人数的成人设置价格。',
    belowSold:
      '部分日期已售出的客房数多于您输入的库存数。请为这些日期输入不少于已售房数的数量，或选择将其设为已售房数。',
  },
  zh_Hant: {
    gridTooLong: `一次最多可讀取${STAFF_GRID_MAX_DAYS}晚。請縮短期間。`,
    bulkTooLong: `一次最多可變更${STAFF_BULK_EDIT_MAX_DAYS}晚。請縮短期間。`,
    noNightChosen: '所選的星期幾不在這些日期範圍內。',
    unknownRoomType: '此房型不屬於該飯店。',
    unknownRoomPlan: '所選房型不販售此方案。',
    tooManyAdults: '只能為不超過客房容納人數的成人設定價格。',
    belowSold:
      '部分日期已售出的客房數多於您輸入的庫存數。請為這些日期輸入不少於已售房數的數量，或選擇將其設為已售房數。',
  },
  ko: {
    gridTooLong: `한 번에 최대 ${STAFF_GRID_MAX_DAYS}박까지 조회할 수 있습니다. 기간을 줄여 주세요.`,
    bulkTooLong: `한 번에 최대 ${STAFF_BULK_EDIT_MAX_DAYS}박까지 변경할 수 있습니다. 기간을 줄여 주세요.`,
    noNightChosen: '선택한 요일이 이 기간에 포함되어 있지 않습니다.',
    unknownRoomType: '이 객실 유형은 이 호텔의 것이 아닙니다.',
    unknownRoomPlan: '선택한 객실 유형에서는 이 플랜을 판매하지 않습니다.',
    tooManyAdults: '객실 정원 이하의 성인 인원에 대해서만 요금을 설정할 수 있습니다.',
    belowSold:
      '입력한 재고 수보다 이미 판매된 객실 수가 많은 날이 있습니다. 해당 날짜에는 판매된 객실 수 이상을 입력하거나, 판매된 객실 수에 맞추는 설정을 선택해 주세요.',
  },
};
