import type { Locale } from '@yadori/contract/locales';
import { NOTICE_LIMITS } from '@yadori/contract/notices.constants';

/** What the notices' refusals tell staff and guests, in the five languages. */
export interface NoticeTexts {
  /** Guests: the hotel is unknown, or outside what the widget's client session may see. */
  hotelNotFound: string;
  /** Staff: no such notice of this hotel or its brand. */
  noticeNotFound: string;
  /** Staff: the hotel, or the brand, keeps NOTICE_LIMITS.perOwner notices already. */
  tooManyNotices: string;
  /** Staff: a brand notice names no facility (target_all_facilities or target_facility_{id}). */
  brandNoticeNeedsFacility: string;
  /** Staff: a target_facility_{id} that is not a hotel of the brand. */
  facilityNotOfBrand: string;
  /** Staff: a hotel's own notice shows at that hotel only; facility labels belong to brand notices. */
  facilityLabelOnHotelNotice: string;
}

const MAX = NOTICE_LIMITS.perOwner;

export const NOTICE_TEXTS: Record<Locale, NoticeTexts> = {
  en: {
    hotelNotFound: 'This hotel could not be found.',
    noticeNotFound: 'There is no such notice for this hotel or its brand.',
    tooManyNotices: `There are already ${MAX} notices here, the most allowed. Delete one that has ended, then add the new one.`,
    brandNoticeNeedsFacility:
      'Choose where a brand notice shows: all hotels of the brand, or the hotels it is for.',
    facilityNotOfBrand: 'A notice can only be shown at hotels of your brand.',
    facilityLabelOnHotelNotice:
      'A hotel’s own notice shows at that hotel only. To show it at other hotels, write it as a brand notice.',
  },
  ja: {
    hotelNotFound: '施設が見つかりません。',
    noticeNotFound: 'この施設またはブランドに、該当するお知らせはありません。',
    tooManyNotices: `お知らせはすでに上限の ${MAX} 件です。掲載の終わったものを削除してから、新しいお知らせを追加してください。`,
    brandNoticeNeedsFacility:
      'ブランドのお知らせを表示する施設（ブランドの全施設、または対象の施設）を選んでください。',
    facilityNotOfBrand: 'お知らせを表示できるのは、ご自身のブランドの施設だけです。',
    facilityLabelOnHotelNotice:
      '施設のお知らせは、その施設にのみ表示されます。ほかの施設にも表示するには、ブランドのお知らせとして作成してください。',
  },
  zh_Hans: {
    hotelNotFound: '找不到该酒店。',
    noticeNotFound: '该酒店或其品牌没有这条公告。',
    tooManyNotices: `公告数量已达上限（${MAX} 条）。请先删除已结束的公告，再添加新公告。`,
    brandNoticeNeedsFacility: '请选择品牌公告的显示范围：品牌旗下所有酒店，或指定的酒店。',
    facilityNotOfBrand: '公告只能在您所属品牌的酒店中显示。',
    facilityLabelOnHotelNotice: '酒店自己的公告只在该酒店显示。如需在其他酒店显示，请将其作为品牌公告发布。',
  },
  zh_Hant: {
    hotelNotFound: '找不到該飯店。',
    noticeNotFound: '該飯店或其品牌沒有這則公告。',
    tooManyNotices: `公告數量已達上限（${MAX} 則）。請先刪除已結束的公告，再新增公告。`,
    brandNoticeNeedsFacility: '請選擇品牌公告的顯示範圍：品牌旗下所有飯店，或指定的飯店。',
    facilityNotOfBrand: '公告只能在您所屬品牌的飯店中顯示。',
    facilityLabelOnHotelNotice: '飯店自己的公告只在該飯店顯示。如需在其他飯店顯示，請將其作為品牌公告發布。',
  },
  ko: {
    hotelNotFound: '호텔을 찾을 수 없습니다.',
    noticeNotFound: '이 호텔 또는 브랜드에 해당 공지가 없습니다.',
    tooManyNotices: `공지가 이미 최대 개수(${MAX}개)입니다. 게시가 끝난 공지를 삭제한 뒤 새 공지를 추가해 주세요.`,
    brandNoticeNeedsFacility: '브랜드 공지를 표시할 곳(브랜드의 모든 호텔 또는 대상 호텔)을 선택해 주세요.',
    facilityNotOfBrand: '공지는 소속 브랜드의 호텔에만 표시할 수 있습니다.',
    facilityLabelOnHotelNotice:
      '호텔 공지는 해당 호텔에만 표시됩니다. 다른 호텔에도 표시하려면 브랜드 공지로 작성해 주세요.',
  },
};
