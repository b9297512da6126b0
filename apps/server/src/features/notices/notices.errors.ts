import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { NOTICE_TEXTS, type NoticeTexts } from './notices.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof NoticeTexts,
  options: { field?: string } = {},
) => new CatalogTextError(status, code, title, NOTICE_TEXTS, text, options);

const labels = (text: keyof NoticeTexts) =>
  refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, text, { field: 'label_filters' });

/** Refusals of banners and notices (decision 061), each in five languages. */
export const noticeErrors = {
  /** 404 for guests: an unknown hotel, or one the client session may not see. */
  hotelNotFound: (_id: number) => refusal(404, 404, ERROR_TITLES.notFound, 'hotelNotFound'),
  noticeNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'noticeNotFound'),
  /** 409: NOTICE_LIMITS.perOwner notices kept by the hotel, or by the brand, already. */
  tooManyNotices: () => refusal(409, 409, ERROR_TITLES.conflict, 'tooManyNotices'),
  brandNoticeNeedsFacility: () => labels('brandNoticeNeedsFacility'),
  facilityNotOfBrand: () => labels('facilityNotOfBrand'),
  facilityLabelOnHotelNotice: () => labels('facilityLabelOnHotelNotice'),
};
