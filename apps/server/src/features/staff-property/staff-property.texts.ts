import type { Locale } from '@yadori/contract/locales';

/** What the console's property set-up tells staff, in the five languages. */
export interface StaffPropertyTexts {
  brandCodeTaken: string;
  hotelCodeTaken: string;
  roomTypeCodeTaken: string;
  /** Spec §8 2101, for a hotel plan's code. */
  planCodeTaken: string;
  /** Spec §8 2101, for a room plan's code (unique across the hotel). */
  roomPlanCodeTaken: string;
  policyCodeTaken: string;
  roomTypeNotFound: string;
  planNotFound: string;
  policyNotFound: string;
  /** Spec §8 2201: live reservations hold coming nights of the room type. */
  roomTypeHasUpcomingReservation: string;
  planHasUpcomingReservation: string;
  roomPlanHasUpcomingReservation: string;
  /** A room plan would include an extra staff switched off (guests no longer see it). */
  extraSwitchedOff: string;
  /** A field names a room type, policy, search filter, extra or kids tier the hotel does not have. */
  unknownRoomType: string;
  unknownPolicy: string;
  unknownFilter: string;
  unknownExtra: string;
  unknownKidsTier: string;
}

export const STAFF_PROPERTY_TEXTS: Record<Locale, StaffPropertyTexts> = {
  en: {
    brandCodeTaken: 'Another brand already uses this code. Please choose a different one.',
    hotelCodeTaken: 'Another hotel already uses this code. Please choose a different one.',
    roomTypeCodeTaken: 'Another room type of this hotel already uses this code.',
    planCodeTaken: 'Another plan of this hotel already uses this plan code.',
    roomPlanCodeTaken: 'Another room plan of this hotel already uses this code.',
    policyCodeTaken: 'Another cancellation policy of this hotel already uses this code.',
    roomTypeNotFound: 'There is no such room type at this hotel.',
    planNotFound: 'There is no such plan at this hotel.',
    policyNotFound: 'There is no such cancellation policy at this hotel.',
    roomTypeHasUpcomingReservation:
      'This room type has upcoming reservations, so it cannot be deleted or switched off. Change or cancel those reservations first.',
    planHasUpcomingReservation:
      'This plan has upcoming reservations, so it cannot be switched off. To stop selling it, end its sale period instead.',
    roomPlanHasUpcomingReservation:
      'This room of the plan has upcoming reservations, so it cannot be removed or switched off.',
    extraSwitchedOff:
      'This extra is switched off, so a plan cannot include it. Switch it back on under Extras first, or leave it out.',
    unknownRoomType: 'Please choose a room type of this hotel.',
    unknownPolicy: 'Please choose a cancellation policy of this hotel.',
    unknownFilter: "Please choose search filters from this hotel's settings.",
    unknownExtra: 'Please choose extras of this hotel.',
    unknownKidsTier:
      'Please choose a children\'s tier of this hotel, or "child" when children share a bed or are priced by age.',
  },
  ja: {
    brandCodeTaken: 'このコードはほかのブランドで使われています。別のコードを指定してください。',
    hotelCodeTaken: 'このコードはほかの施設で使われています。別のコードを指定してください。',
    roomTypeCodeTaken: 'このコードはこの施設のほかの部屋タイプで使われています。',
    planCodeTaken: 'このプランコードはこの施設のほかのプランで使われています。',
    roomPlanCodeTaken: 'このコードはこの施設のほかの部屋プランで使われています。',
    policyCodeTaken: 'このコードはこの施設のほかのキャンセルポリシーで使われています。',
    roomTypeNotFound: 'この施設に該当する部屋タイプはありません。',
    planNotFound: 'この施設に該当するプランはありません。',
    policyNotFound: 'この施設に該当するキャンセルポリシーはありません。',
    roomTypeHasUpcomingReservation:
      'この部屋タイプには今後の予約があるため、削除や販売停止はできません。先に該当する予約を変更またはキャンセルしてください。',
    planHasUpcomingReservation:
      'このプランには今後の予約があるため、販売停止にはできません。販売をやめる場合は、販売期間を終了してください。',
    roomPlanHasUpcomingReservation:
      'このプランのこの部屋には今後の予約があるため、外したり販売停止にしたりすることはできません。',
    extraSwitchedOff:
      'このオプションは販売停止中のため、プランに含めることはできません。先にオプションの販売を再開するか、選択から外してください。',
    unknownRoomType: 'この施設の部屋タイプを選んでください。',
    unknownPolicy: 'この施設のキャンセルポリシーを選んでください。',
    unknownFilter: 'この施設の設定にある検索条件を選んでください。',
    unknownExtra: 'この施設のオプションを選んでください。',
    unknownKidsTier:
      'この施設の子供区分を選んでください。添い寝または年齢で料金を決める場合は「child」を指定してください。',
  },
  zh_Hans: {
    brandCodeTaken: '此代码已被其他品牌使用。请换一个代码。',
    hotelCodeTaken: '此代码已被其他酒店使用。请换一个代码。',
    roomTypeCodeTaken: '此代码已被本酒店的其他房型使用。',
    planCodeTaken: '此方案代码已被本酒店的其他方案使用。',
    roomPlanCodeTaken: '此代码已被本酒店的其他客房方案使用。',
    policyCodeTaken: '此代码已被本酒店的其他取消政策使用。',
    roomTypeNotFound: '本酒店没有该房型。',
    planNotFound: '本酒店没有该方案。',
    policyNotFound: '本酒店没有该取消政策。',
    roomTypeHasUpcomingReservation: '此房型有即将入住的预订，无法删除或停售。请先更改或取消这些预订。',
    planHasUpcomingReservation: '此方案有即将入住的预订，无法停售。如需停止销售，请结束其销售期间。',
    roomPlanHasUpcomingReservation: '此方案中的该房型有即将入住的预订，无法移除或停售。',
    extraSwitchedOff: '此附加项目已停止销售，无法包含在方案中。请先恢复销售，或将其移除。',
    unknownRoomType: '请选择本酒店的房型。',
    unknownPolicy: '请选择本酒店的取消政策。',
    unknownFilter: '请从本酒店的设置中选择搜索条件。',
    unknownExtra: '请选择本酒店的附加项目。',
    unknownKidsTier: '请选择本酒店的儿童类别；儿童与大人同床或按年龄计价时，请填写“child”。',
  },
  zh_Hant: {
    brandCodeTaken: '此代碼已被其他品牌使用。請換一個代碼。',
    hotelCodeTaken: '此代碼已被其他飯店使用。請換一個代碼。',
    roomTypeCodeTaken: '此代碼已被本飯店的其他房型使用。',
    planCodeTaken: '此方案代碼已被本飯店的其他方案使用。',
    roomPlanCodeTaken: '此代碼已被本飯店的其他客房方案使用。',
    policyCodeTaken: '此代碼已被本飯店的其他取消政策使用。',
    roomTypeNotFound: '本飯店沒有該房型。',
    planNotFound: '本飯店沒有該方案。',
    policyNotFound: '本飯店沒有該取消政策。',
    roomTypeHasUpcomingReservation: '此房型有即將入住的預訂，無法刪除或停售。請先變更或取消這些預訂。',
    planHasUpcomingReservation: '此方案有即將入住的預訂，無法停售。如需停止銷售，請結束其銷售期間。',
    roomPlanHasUpcomingReservation: '此方案中的該房型有即將入住的預訂，無法移除或停售。',
    extraSwitchedOff: '此加購項目已停止販售，無法包含在方案中。請先恢復販售，或將其移除。',
    unknownRoomType: '請選擇本飯店的房型。',
    unknownPolicy: '請選擇本飯店的取消政策。',
    unknownFilter: '請從本飯店的設定中選擇搜尋條件。',
    unknownExtra: '請選擇本飯店的加購項目。',
    unknownKidsTier: '請選擇本飯店的兒童類別；兒童與大人同床或依年齡計價時，請填寫「child」。',
  },
  ko: {
    brandCodeTaken: '이 코드는 다른 브랜드에서 사용 중입니다. 다른 코드를 지정해 주세요.',
    hotelCodeTaken: '이 코드는 다른 호텔에서 사용 중입니다. 다른 코드를 지정해 주세요.',
    roomTypeCodeTaken: '이 코드는 이 호텔의 다른 객실 유형에서 사용 중입니다.',
    planCodeTaken: '이 플랜 코드는 이 호텔의 다른 플랜에서 사용 중입니다.',
    roomPlanCodeTaken: '이 코드는 이 호텔의 다른 객실 플랜에서 사용 중입니다.',
    policyCodeTaken: '이 코드는 이 호텔의 다른 취소 규정에서 사용 중입니다.',
    roomTypeNotFound: '이 호텔에 해당 객실 유형이 없습니다.',
    planNotFound: '이 호텔에 해당 플랜이 없습니다.',
    policyNotFound: '이 호텔에 해당 취소 규정이 없습니다.',
    roomTypeHasUpcomingReservation:
      '이 객실 유형에는 예정된 예약이 있어 삭제하거나 판매를 중지할 수 없습니다. 먼저 해당 예약을 변경하거나 취소해 주세요.',
    planHasUpcomingReservation:
      '이 플랜에는 예정된 예약이 있어 판매를 중지할 수 없습니다. 판매를 멈추려면 판매 기간을 종료해 주세요.',
    roomPlanHasUpcomingReservation:
      '이 플랜의 해당 객실에는 예정된 예약이 있어 제외하거나 판매를 중지할 수 없습니다.',
    extraSwitchedOff:
      '이 추가 옵션은 판매가 중지되어 플랜에 포함할 수 없습니다. 먼저 판매를 다시 시작하거나 선택에서 제외해 주세요.',
    unknownRoomType: '이 호텔의 객실 유형을 선택해 주세요.',
    unknownPolicy: '이 호텔의 취소 규정을 선택해 주세요.',
    unknownFilter: '이 호텔 설정에 있는 검색 조건을 선택해 주세요.',
    unknownExtra: '이 호텔의 추가 옵션을 선택해 주세요.',
    unknownKidsTier:
      '이 호텔의 어린이 구분을 선택해 주세요. 어린이가 침대를 함께 쓰거나 나이로 요금을 정할 때는 "child"를 입력해 주세요.',
  },
};
