import type { Db } from '../db/database.ts';
import { insertNotice } from '../features/notices/notices.repository.ts';
import { DEMO_HOTELS } from './seed-facts.ts';

/**
 * The demo's banner (decision 061): Hanami Tokyo's results page tells the guests of the segment
 * `newsletter` (an address with `segment_ids=newsletter`, as a hotel's mailing would link) about its
 * seasonal breakfast, in all five languages, with no window. Other guests see no banner. Returns its id.
 */
/** The segment the demo banner is for. */
export const DEMO_NOTICE_SEGMENT = 'newsletter';

export async function seedDemoNotices(db: Db): Promise<number> {
  const tokyo = DEMO_HOTELS.hanamiTokyo;
  const row = await insertNotice(db, {
    brandId: tokyo.brandId,
    hotelId: tokyo.id,
    kind: 'banner',
    placements: ['results'],
    labelFilters: [],
    segmentIds: [DEMO_NOTICE_SEGMENT],
    iconMessageId: null,
    translations: [
      {
        locale: 'ja',
        title: '季節の朝食メニュー',
        body: '朝食は季節ごとに内容が変わります。今の季節は、東京近郊の農家から届く旬の野菜を使ったメニューをご用意しています。',
      },
      {
        locale: 'en',
        title: 'Seasonal breakfast menu',
        body: 'Our breakfast changes with the seasons. This season’s menu features fresh vegetables from farms around Tokyo.',
      },
      {
        locale: 'zh_Hans',
        title: '季节限定早餐',
        body: '我们的早餐随季节更换。本季菜单选用东京近郊农场直送的新鲜时令蔬菜。',
      },
      {
        locale: 'zh_Hant',
        title: '季節限定早餐',
        body: '我們的早餐隨季節更換。本季菜單選用東京近郊農場直送的新鮮當令蔬菜。',
      },
      {
        locale: 'ko',
        title: '계절 조식 메뉴',
        body: '조식 메뉴는 계절마다 바뀝니다. 이번 계절에는 도쿄 근교 농가에서 온 신선한 제철 채소로 만든 메뉴를 준비했습니다.',
      },
    ],
    linkUrl: null,
    startsAt: null,
    endsAt: null,
    active: true,
    sortOrder: 0,
    createdAt: new Date(),
  });
  return row.id;
}
