import type { Locale } from '@yadori/contract/locales';

type KidsMode = 'share_bed' | 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages';

/** The words of the branding and children page of the set-up. */
export interface BrandingTexts {
  title: string;
  brandingTitle: string;
  logo: string;
  currentLogo: string;
  noLogo: string;
  removeLogo: string;
  header: string;
  headerLogo: string;
  headerCustom: string;
  buttonColour: string;
  headerColour: string;
  font: string;
  fontHint: string;
  headerHtml: string;
  footerHtml: string;
  htmlHint: string;
  showFooter: string;
  previewTitle: string;
  previewHint: string;
  previewCustomHeader: string;
  previewButton: string;
  openWidget: string;
  kids: {
    title: string;
    mode: string;
    modes: Record<KidsMode, string>;
    acceptType: string;
    acceptTypes: { unset: string; all: string; none: string; tiers: string };
    sharedBedType: string;
    sharedBedTypes: { unset: string; per_adult: string; per_room: string };
    maxPerAdult: string;
    tiers: string;
    tiersHint: string;
    tier: (n: number) => string;
    code: string;
    minAge: string;
    maxAge: string;
    companion: string;
    active: string;
    addTier: string;
    removeTier: (n: number) => string;
    none: string;
  };
}

export const BRANDING_TEXTS: Record<Locale, BrandingTexts> = {
  en: {
    title: 'Branding and children',
    brandingTitle: 'Branding',
    logo: 'Logo',
    currentLogo: 'Current logo',
    noLogo: 'No logo yet: the widget shows the hotel’s name.',
    removeLogo: 'Remove the logo',
    header: 'Header',
    headerLogo: 'Logo (or the hotel’s name)',
    headerCustom: 'Custom header HTML',
    buttonColour: 'Button colour',
    headerColour: 'Header colour',
    font: 'Font',
    fontHint: 'A CSS font list, for example: "Noto Sans JP", sans-serif',
    headerHtml: 'Header HTML',
    footerHtml: 'Footer HTML',
    htmlHint:
      'Scripts, forms, style sheets and event handlers are removed before guests see it; footer links open in a new tab.',
    showFooter: 'Show the footer HTML',
    previewTitle: 'Preview',
    previewHint: 'How the widget’s header and buttons look with these settings (updated as you type).',
    previewCustomHeader: 'Your custom header HTML is shown here.',
    previewButton: 'Search',
    openWidget: 'Open the booking widget in a new tab',
    kids: {
      title: 'Children',
      mode: 'How children are booked',
      modes: {
        share_bed: 'Sharing a bed with adults',
        tiers: 'By age tier',
        tiers_with_meal_and_bed_as_extras: 'By age tier, with meals and bed as extras',
        ages: 'By age',
      },
      acceptType: 'Children accepted',
      acceptTypes: {
        unset: 'Not set',
        all: 'All children',
        none: 'No children',
        tiers: 'Only the tiers below',
      },
      sharedBedType: 'Bed sharing counted',
      sharedBedTypes: { unset: 'Not set', per_adult: 'Per adult', per_room: 'Per room' },
      maxPerAdult: 'Most children per adult',
      tiers: 'Age tiers',
      tiersHint: 'Tier A is the companion tier (a child who needs no bed or meal).',
      tier: (n) => `Tier ${n}`,
      code: 'Code',
      minAge: 'From age',
      maxAge: 'To age',
      companion: 'Companion tier',
      active: 'Offered to guests',
      addTier: 'Add a tier',
      removeTier: (n) => `Remove tier ${n}`,
      none: 'No age tiers yet.',
    },
  },
  ja: {
    title: 'ブランディングと子ども',
    brandingTitle: 'ブランディング',
    logo: 'ロゴ',
    currentLogo: '現在のロゴ',
    noLogo: 'ロゴは未設定です。ウィジェットにはホテル名が表示されます。',
    removeLogo: 'ロゴを削除',
    header: 'ヘッダー',
    headerLogo: 'ロゴ（またはホテル名）',
    headerCustom: 'カスタムヘッダーHTML',
    buttonColour: 'ボタンの色',
    headerColour: 'ヘッダーの色',
    font: 'フォント',
    fontHint: 'CSSのフォント指定（例: "Noto Sans JP", sans-serif）',
    headerHtml: 'ヘッダーHTML',
    footerHtml: 'フッターHTML',
    htmlHint:
      'スクリプト、フォーム、スタイルシート、イベントハンドラーはお客様に表示される前に取り除かれます。フッターのリンクは新しいタブで開きます。',
    showFooter: 'フッターHTMLを表示する',
    previewTitle: 'プレビュー',
    previewHint: 'この設定でのウィジェットのヘッダーとボタンの見え方です（入力に合わせて更新されます）。',
    previewCustomHeader: 'ここにカスタムヘッダーHTMLが表示されます。',
    previewButton: '検索',
    openWidget: '予約ウィジェットを新しいタブで開く',
    kids: {
      title: '子ども',
      mode: '子どもの予約方法',
      modes: {
        share_bed: '大人と添い寝',
        tiers: '年齢区分ごと',
        tiers_with_meal_and_bed_as_extras: '年齢区分ごと（食事・寝具はオプション）',
        ages: '年齢ごと',
      },
      acceptType: '受け入れる子ども',
      acceptTypes: { unset: '未設定', all: 'すべての子ども', none: '受け入れない', tiers: '下の区分のみ' },
      sharedBedType: '添い寝の数え方',
      sharedBedTypes: { unset: '未設定', per_adult: '大人1名ごと', per_room: '1室ごと' },
      maxPerAdult: '大人1名あたりの子どもの上限',
      tiers: '年齢区分',
      tiersHint: '区分Aは添い寝の区分です（寝具・食事を必要としない子ども）。',
      tier: (n) => `区分${n}`,
      code: 'コード',
      minAge: '年齢（から）',
      maxAge: '年齢（まで）',
      companion: '添い寝の区分',
      active: 'お客様に表示する',
      addTier: '区分を追加',
      removeTier: (n) => `区分${n}を削除`,
      none: '年齢区分はまだありません。',
    },
  },
  zh_Hans: {
    title: '品牌形象与儿童',
    brandingTitle: '品牌形象',
    logo: '标志',
    currentLogo: '当前标志',
    noLogo: '尚未设置标志：预订窗口将显示酒店名称。',
    removeLogo: '删除标志',
    header: '页眉',
    headerLogo: '标志（或酒店名称）',
    headerCustom: '自定义页眉 HTML',
    buttonColour: '按钮颜色',
    headerColour: '页眉颜色',
    font: '字体',
    fontHint: 'CSS 字体列表，例如："Noto Sans JP", sans-serif',
    headerHtml: '页眉 HTML',
    footerHtml: '页脚 HTML',
    htmlHint: '脚本、表单、样式表和事件处理程序会在向客人显示前被移除；页脚链接在新标签页中打开。',
    showFooter: '显示页脚 HTML',
    previewTitle: '预览',
    previewHint: '按当前设置显示预订窗口的页眉和按钮效果（随输入实时更新）。',
    previewCustomHeader: '此处将显示您的自定义页眉 HTML。',
    previewButton: '搜索',
    openWidget: '在新标签页中打开预订窗口',
    kids: {
      title: '儿童',
      mode: '儿童预订方式',
      modes: {
        share_bed: '与成人同床',
        tiers: '按年龄段',
        tiers_with_meal_and_bed_as_extras: '按年龄段（餐食和床位为附加项）',
        ages: '按年龄',
      },
      acceptType: '接待的儿童',
      acceptTypes: { unset: '未设置', all: '所有儿童', none: '不接待儿童', tiers: '仅限以下年龄段' },
      sharedBedType: '同床计算方式',
      sharedBedTypes: { unset: '未设置', per_adult: '按每位成人', per_room: '按每间客房' },
      maxPerAdult: '每位成人最多携带儿童数',
      tiers: '年龄段',
      tiersHint: '年龄段 A 为同床年龄段（无需床位和餐食的儿童）。',
      tier: (n) => `年龄段 ${n}`,
      code: '代码',
      minAge: '起始年龄',
      maxAge: '截止年龄',
      companion: '同床年龄段',
      active: '向客人提供',
      addTier: '添加年龄段',
      removeTier: (n) => `删除年龄段 ${n}`,
      none: '尚无年龄段。',
    },
  },
  zh_Hant: {
    title: '品牌形象與兒童',
    brandingTitle: '品牌形象',
    logo: '標誌',
    currentLogo: '目前的標誌',
    noLogo: '尚未設定標誌：預訂視窗將顯示飯店名稱。',
    removeLogo: '刪除標誌',
    header: '頁首',
    headerLogo: '標誌（或飯店名稱）',
    headerCustom: '自訂頁首 HTML',
    buttonColour: '按鈕顏色',
    headerColour: '頁首顏色',
    font: '字型',
    fontHint: 'CSS 字型清單，例如："Noto Sans JP", sans-serif',
    headerHtml: '頁首 HTML',
    footerHtml: '頁尾 HTML',
    htmlHint: '指令碼、表單、樣式表和事件處理常式會在向旅客顯示前移除；頁尾連結會在新分頁中開啟。',
    showFooter: '顯示頁尾 HTML',
    previewTitle: '預覽',
    previewHint: '依目前設定顯示預訂視窗的頁首與按鈕外觀（隨輸入即時更新）。',
    previewCustomHeader: '此處將顯示您的自訂頁首 HTML。',
    previewButton: '搜尋',
    openWidget: '在新分頁中開啟預訂視窗',
    kids: {
      title: '兒童',
      mode: '兒童預訂方式',
      modes: {
        share_bed: '與成人同床',
        tiers: '依年齡層',
        tiers_with_meal_and_bed_as_extras: '依年齡層（餐點與床位為加購項目）',
        ages: '依年齡',
      },
      acceptType: '接待的兒童',
      acceptTypes: { unset: '未設定', all: '所有兒童', none: '不接待兒童', tiers: '僅限下列年齡層' },
      sharedBedType: '同床計算方式',
      sharedBedTypes: { unset: '未設定', per_adult: '每位成人', per_room: '每間客房' },
      maxPerAdult: '每位成人最多可帶兒童數',
      tiers: '年齡層',
      tiersHint: '年齡層 A 為同床年齡層（不需床位與餐點的兒童）。',
      tier: (n) => `年齡層 ${n}`,
      code: '代碼',
      minAge: '起始年齡',
      maxAge: '截止年齡',
      companion: '同床年齡層',
      active: '提供給旅客',
      addTier: '新增年齡層',
      removeTier: (n) => `刪除年齡層 ${n}`,
      none: '尚無年齡層。',
    },
  },
  ko: {
    title: '브랜딩 및 어린이',
    brandingTitle: '브랜딩',
    logo: '로고',
    currentLogo: '현재 로고',
    noLogo: '아직 로고가 없습니다. 위젯에는 호텔 이름이 표시됩니다.',
    removeLogo: '로고 삭제',
    header: '헤더',
    headerLogo: '로고(또는 호텔 이름)',
    headerCustom: '사용자 지정 헤더 HTML',
    buttonColour: '버튼 색상',
    headerColour: '헤더 색상',
    font: '글꼴',
    fontHint: 'CSS 글꼴 목록, 예: "Noto Sans JP", sans-serif',
    headerHtml: '헤더 HTML',
    footerHtml: '푸터 HTML',
    htmlHint:
      '스크립트, 폼, 스타일시트, 이벤트 핸들러는 고객에게 표시되기 전에 제거되며, 푸터 링크는 새 탭에서 열립니다.',
    showFooter: '푸터 HTML 표시',
    previewTitle: '미리 보기',
    previewHint: '이 설정으로 위젯의 헤더와 버튼이 어떻게 보이는지 보여 줍니다(입력에 따라 바로 바뀝니다).',
    previewCustomHeader: '여기에 사용자 지정 헤더 HTML이 표시됩니다.',
    previewButton: '검색',
    openWidget: '새 탭에서 예약 위젯 열기',
    kids: {
      title: '어린이',
      mode: '어린이 예약 방식',
      modes: {
        share_bed: '성인과 침대 함께 사용',
        tiers: '연령대별',
        tiers_with_meal_and_bed_as_extras: '연령대별(식사·침구는 추가 옵션)',
        ages: '나이별',
      },
      acceptType: '받는 어린이',
      acceptTypes: { unset: '설정 안 함', all: '모든 어린이', none: '받지 않음', tiers: '아래 연령대만' },
      sharedBedType: '침대 공유 기준',
      sharedBedTypes: { unset: '설정 안 함', per_adult: '성인 1명당', per_room: '객실당' },
      maxPerAdult: '성인 1명당 최대 어린이 수',
      tiers: '연령대',
      tiersHint: '연령대 A는 동반 연령대입니다(침구와 식사가 필요 없는 어린이).',
      tier: (n) => `연령대 ${n}`,
      code: '코드',
      minAge: '시작 나이',
      maxAge: '끝 나이',
      companion: '동반 연령대',
      active: '고객에게 제공',
      addTier: '연령대 추가',
      removeTier: (n) => `연령대 ${n} 삭제`,
      none: '아직 연령대가 없습니다.',
    },
  },
};
