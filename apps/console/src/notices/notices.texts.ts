import type { Locale } from '@yadori/contract/locales';
import type { NoticeKind, NoticeLevel, NoticePlacement } from '@yadori/contract/notices.constants';
import type { NoticeState } from './notice-rules.ts';

/** A hotel's banners and notices: their words and the list (decision 061). */
export interface NoticesTexts {
  kinds: Record<NoticeKind, string>;
  placements: Record<NoticePlacement, string>;
  levels: Record<NoticeLevel, string>;
  states: Record<NoticeState, string>;
  title: string;
  intro: string;
  notAllowed: string;
  unknownHotel: string;
  add: string;
  caption: (hotel: string, count: number) => string;
  none: string;
  headline: string;
  kind: string;
  shownOn: string;
  level: string;
  state: string;
  dates: string;
  order: string;
  actions: string;
  from: (when: string) => string;
  until: (when: string) => string;
  noLimit: string;
  brandOnly: string;
  delete: string;
  deleteTitle: (title: string) => string;
  deleteBody: string;
  deleteConfirm: string;
  keep: string;
  deleted: (title: string) => string;
  created: (title: string) => string;
  saved: (title: string) => string;
}

export const NOTICES_TEXTS: Record<Locale, NoticesTexts> = {
  en: {
    kinds: { banner: 'Banner', notice: 'Notice' },
    placements: { results: 'Search results page', guest_detail: 'Guest details page' },
    levels: { facility: 'This hotel', brand: 'Brand' },
    states: { live: 'Showing', scheduled: 'Scheduled', ended: 'Ended', off: 'Off' },
    title: 'Banners and notices',
    intro:
      'Banners and notices appear on the booking widget’s search results and guest details pages, in each guest’s language, to the guests you choose. Brand notices come from the brand and show at the hotels they name.',
    notAllowed: 'Only staff who set up the hotel can manage its banners and notices.',
    unknownHotel: 'This hotel is not one of yours.',
    add: 'New banner or notice',
    caption: (hotel, count) => `Banners and notices of ${hotel} (${count})`,
    none: 'No banners or notices yet.',
    headline: 'Title',
    kind: 'Kind',
    shownOn: 'Shown on',
    level: 'Level',
    state: 'State',
    dates: 'Dates',
    order: 'Order',
    actions: 'Actions',
    from: (when) => `From ${when}`,
    until: (when) => `Until ${when}`,
    noLimit: 'No limit',
    brandOnly: 'Only brand administrators can change it.',
    delete: 'Delete',
    deleteTitle: (title) => `Delete “${title}”?`,
    deleteBody: 'Guests stop seeing it at once. This cannot be undone.',
    deleteConfirm: 'Delete it',
    keep: 'Keep it',
    deleted: (title) => `“${title}” was deleted.`,
    created: (title) => `“${title}” was created.`,
    saved: (title) => `“${title}” was saved.`,
  },
  ja: {
    kinds: { banner: 'バナー', notice: 'お知らせ' },
    placements: { results: '検索結果ページ', guest_detail: 'ゲスト情報ページ' },
    levels: { facility: 'この施設', brand: 'ブランド' },
    states: { live: '表示中', scheduled: '公開予定', ended: '終了', off: 'オフ' },
    title: 'バナー・お知らせ',
    intro:
      'バナーとお知らせは、予約ウィジェットの検索結果ページとゲスト情報ページに、ゲストの言語で、選んだゲストに表示されます。ブランドのお知らせはブランドが作成し、指定した施設に表示されます。',
    notAllowed: 'バナーとお知らせを管理できるのは、施設の設定を行うスタッフのみです。',
    unknownHotel: 'この施設は担当施設ではありません。',
    add: 'バナー・お知らせを作成',
    caption: (hotel, count) => `${hotel}のバナー・お知らせ（${count} 件）`,
    none: 'バナーやお知らせはまだありません。',
    headline: 'タイトル',
    kind: '種類',
    shownOn: '表示ページ',
    level: '作成元',
    state: '状態',
    dates: '表示期間',
    order: '表示順',
    actions: '操作',
    from: (when) => `${when} から`,
    until: (when) => `${when} まで`,
    noLimit: '期限なし',
    brandOnly: 'ブランド管理者のみ変更できます。',
    delete: '削除',
    deleteTitle: (title) => `「${title}」を削除しますか？`,
    deleteBody: 'ゲストにはすぐに表示されなくなります。この操作は取り消せません。',
    deleteConfirm: '削除する',
    keep: '削除しない',
    deleted: (title) => `「${title}」を削除しました。`,
    created: (title) => `「${title}」を作成しました。`,
    saved: (title) => `「${title}」を保存しました。`,
  },
  zh_Hans: {
    kinds: { banner: '横幅', notice: '通知' },
    placements: { results: '搜索结果页面', guest_detail: '客人信息页面' },
    levels: { facility: '本酒店', brand: '品牌' },
    states: { live: '显示中', scheduled: '待发布', ended: '已结束', off: '已关闭' },
    title: '横幅与通知',
    intro:
      '横幅和通知会以客人的语言显示在预订插件的搜索结果页面和客人信息页面上，仅向您选择的客人显示。品牌通知由品牌发布，显示在其指定的酒店。',
    notAllowed: '只有负责酒店设置的员工才能管理横幅和通知。',
    unknownHotel: '此酒店不在您的管理范围内。',
    add: '新建横幅或通知',
    caption: (hotel, count) => `${hotel}的横幅与通知（${count} 条）`,
    none: '还没有横幅或通知。',
    headline: '标题',
    kind: '类型',
    shownOn: '显示页面',
    level: '发布方',
    state: '状态',
    dates: '显示期间',
    order: '顺序',
    actions: '操作',
    from: (when) => `${when} 起`,
    until: (when) => `至 ${when}`,
    noLimit: '无期限',
    brandOnly: '只有品牌管理员可以更改。',
    delete: '删除',
    deleteTitle: (title) => `要删除“${title}”吗？`,
    deleteBody: '客人将立即无法看到它。此操作无法撤销。',
    deleteConfirm: '删除',
    keep: '保留',
    deleted: (title) => `已删除“${title}”。`,
    created: (title) => `已创建“${title}”。`,
    saved: (title) => `已保存“${title}”。`,
  },
  zh_Hant: {
    kinds: { banner: '橫幅', notice: '公告' },
    placements: { results: '搜尋結果頁面', guest_detail: '旅客資料頁面' },
    levels: { facility: '本飯店', brand: '品牌' },
    states: { live: '顯示中', scheduled: '待發布', ended: '已結束', off: '已關閉' },
    title: '橫幅與公告',
    intro:
      '橫幅與公告會以旅客的語言顯示在訂房工具的搜尋結果頁面與旅客資料頁面上，僅向您選擇的旅客顯示。品牌公告由品牌發布，顯示於其指定的飯店。',
    notAllowed: '只有負責飯店設定的員工才能管理橫幅與公告。',
    unknownHotel: '此飯店不在您的管理範圍內。',
    add: '新增橫幅或公告',
    caption: (hotel, count) => `${hotel}的橫幅與公告（${count} 則）`,
    none: '還沒有橫幅或公告。',
    headline: '標題',
    kind: '類型',
    shownOn: '顯示頁面',
    level: '發布方',
    state: '狀態',
    dates: '顯示期間',
    order: '順序',
    actions: '操作',
    from: (when) => `${when} 起`,
    until: (when) => `至 ${when}`,
    noLimit: '無期限',
    brandOnly: '只有品牌管理員可以變更。',
    delete: '刪除',
    deleteTitle: (title) => `要刪除「${title}」嗎？`,
    deleteBody: '旅客將立即無法看到它。此操作無法復原。',
    deleteConfirm: '刪除',
    keep: '保留',
    deleted: (title) => `已刪除「${title}」。`,
    created: (title) => `已建立「${title}」。`,
    saved: (title) => `已儲存「${title}」。`,
  },
  ko: {
    kinds: { banner: '배너', notice: '공지' },
    placements: { results: '검색 결과 페이지', guest_detail: '게스트 정보 페이지' },
    levels: { facility: '이 호텔', brand: '브랜드' },
    states: { live: '표시 중', scheduled: '게시 예정', ended: '종료', off: '꺼짐' },
    title: '배너 및 공지',
    intro:
      '배너와 공지는 예약 위젯의 검색 결과 페이지와 게스트 정보 페이지에 게스트의 언어로, 선택한 게스트에게 표시됩니다. 브랜드 공지는 브랜드가 작성하며 지정한 호텔에 표시됩니다.',
    notAllowed: '배너와 공지는 호텔 설정을 담당하는 직원만 관리할 수 있습니다.',
    unknownHotel: '담당 호텔이 아닙니다.',
    add: '배너 또는 공지 만들기',
    caption: (hotel, count) => `${hotel}의 배너 및 공지 (${count}건)`,
    none: '아직 배너나 공지가 없습니다.',
    headline: '제목',
    kind: '종류',
    shownOn: '표시 페이지',
    level: '작성 주체',
    state: '상태',
    dates: '표시 기간',
    order: '순서',
    actions: '작업',
    from: (when) => `${when}부터`,
    until: (when) => `${when}까지`,
    noLimit: '기한 없음',
    brandOnly: '브랜드 관리자만 변경할 수 있습니다.',
    delete: '삭제',
    deleteTitle: (title) => `“${title}”을(를) 삭제할까요?`,
    deleteBody: '게스트에게 즉시 표시되지 않습니다. 이 작업은 되돌릴 수 없습니다.',
    deleteConfirm: '삭제하기',
    keep: '유지',
    deleted: (title) => `“${title}”을(를) 삭제했습니다.`,
    created: (title) => `“${title}”을(를) 만들었습니다.`,
    saved: (title) => `“${title}”을(를) 저장했습니다.`,
  },
};
