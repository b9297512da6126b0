import type { Locale } from '@yadori/contract/locales';

/** A stay's acquisition: what the booking page's address said of where the guest came from (decision 061). */
export interface AcquisitionTexts {
  title: string;
  intro: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  metasearch: string;
  segments: string;
  source: string;
  nothingRecorded: string;
}

export const ACQUISITION_TEXTS: Record<Locale, AcquisitionTexts> = {
  en: {
    title: 'Acquisition',
    intro: 'Where the guest came from, as the address of the first booking page they opened said.',
    utmSource: 'Campaign source (utm_source)',
    utmMedium: 'Campaign medium (utm_medium)',
    utmCampaign: 'Campaign name (utm_campaign)',
    metasearch: 'Metasearch site (metasearch_source)',
    segments: 'Segments (segment_ids)',
    source: 'Counted in the funnel as',
    nothingRecorded: 'The address named no campaign, metasearch site or segment.',
  },
  ja: {
    title: '流入情報',
    intro: 'ゲストが最初に開いた予約ページのアドレスから分かる流入元です。',
    utmSource: 'キャンペーンの参照元（utm_source）',
    utmMedium: 'キャンペーンのメディア（utm_medium）',
    utmCampaign: 'キャンペーン名（utm_campaign）',
    metasearch: 'メタサーチサイト（metasearch_source）',
    segments: 'セグメント（segment_ids）',
    source: 'ファネルでの流入元',
    nothingRecorded: 'アドレスにキャンペーン、メタサーチサイト、セグメントの指定はありませんでした。',
  },
  zh_Hans: {
    title: '客源信息',
    intro: '根据客人首次打开的预订页面地址得知的来源。',
    utmSource: '广告系列来源（utm_source）',
    utmMedium: '广告系列媒介（utm_medium）',
    utmCampaign: '广告系列名称（utm_campaign）',
    metasearch: '比价网站（metasearch_source）',
    segments: '客户群（segment_ids）',
    source: '在漏斗中计为',
    nothingRecorded: '地址中未指定广告系列、比价网站或客户群。',
  },
  zh_Hant: {
    title: '客源資訊',
    intro: '根據旅客首次開啟的訂房頁面網址得知的來源。',
    utmSource: '廣告活動來源（utm_source）',
    utmMedium: '廣告活動媒介（utm_medium）',
    utmCampaign: '廣告活動名稱（utm_campaign）',
    metasearch: '比價網站（metasearch_source）',
    segments: '客群（segment_ids）',
    source: '在漏斗中計為',
    nothingRecorded: '網址中未指定廣告活動、比價網站或客群。',
  },
  ko: {
    title: '유입 정보',
    intro: '게스트가 처음 연 예약 페이지 주소로 알 수 있는 유입 경로입니다.',
    utmSource: '캠페인 소스(utm_source)',
    utmMedium: '캠페인 매체(utm_medium)',
    utmCampaign: '캠페인 이름(utm_campaign)',
    metasearch: '메타서치 사이트(metasearch_source)',
    segments: '세그먼트(segment_ids)',
    source: '퍼널에서 집계된 유입 경로',
    nothingRecorded: '주소에 캠페인, 메타서치 사이트, 세그먼트가 지정되지 않았습니다.',
  },
};
