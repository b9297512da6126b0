import type { Locale } from '@yadori/contract/locales';
import type { FieldRequirement, GuestFieldRequirements } from '@yadori/contract/settings.schema';

/** The on/off settings the hotel page offers. */
export type SettingsToggle =
  | 'plan_search_enabled'
  | 'multi_rooms_search_enabled'
  | 'day_use_search_active'
  | 'coupon_active'
  | 'percentage_coupon_discount_only'
  | 'kanji_name_required'
  | 'facility_sign_in_enabled';

/** The property set-up's frame, the hotel's own page and the words its forms share. */
export interface SetupTexts {
  sectionsLabel: string;
  sections: {
    hotel: string;
    roomTypes: string;
    plans: string;
    policies: string;
    extras: string;
    questions: string;
    promotions: string;
    branding: string;
    analytics: string;
  };
  translations: string;
  translationsFilled: (count: number) => string;
  translationsHint: string;
  nameIn: (language: string) => string;
  descriptionIn: (language: string) => string;
  filters: string;
  newHotelTitle: string;
  newHotelIntro: string;
  notAllowed: string;
  hotel: {
    detailsTitle: string;
    code: string;
    codeHint: string;
    name: string;
    timeZone: string;
    timeZoneHint: string;
    locale: string;
    currency: string;
    currencyHint: string;
    phone: string;
    phoneHint: string;
    create: string;
    created: string;
  };
  /** Whether guests can book the hotel, and whether the brand lists it among its facilities. */
  sales: {
    title: string;
    open: string;
    openHint: string;
    listed: string;
    listedHint: string;
    closed: string;
    closeTitle: string;
    closeBody: string;
    closeConfirm: string;
    keepOpen: string;
  };
  settings: {
    title: string;
    appearance: string;
    buttonColour: string;
    headerColour: string;
    widget: string;
    widgetType: string;
    widgetTypeHint: string;
    widgetTypes: { embedded: string; standalone: string };
    languages: string;
    search: string;
    searchType: string;
    searchByRoom: string;
    searchByPlan: string;
    roomsLimit: string;
    maxGuests: string;
    toggles: Record<SettingsToggle, string>;
    guestFields: string;
    guestField: Record<keyof GuestFieldRequirements, string>;
    requirement: Record<FieldRequirement, string>;
    embedOrigins: string;
    embedOriginsHint: string;
  };
}

export const SETUP_TEXTS: Record<Locale, SetupTexts> = {
  en: {
    sectionsLabel: 'Set-up sections',
    sections: {
      hotel: 'Hotel details',
      roomTypes: 'Room types',
      plans: 'Plans',
      policies: 'Cancellation policies',
      extras: 'Extras',
      questions: 'Guest questions',
      promotions: 'Coupons and discounts',
      branding: 'Branding and photos',
      analytics: 'Analytics and chatbot',
    },
    translations: 'Names in other languages',
    translationsFilled: (count) => `${count} of 5 filled in`,
    translationsHint: 'Guests reading a language left empty see the name above.',
    nameIn: (language) => `Name (${language})`,
    descriptionIn: (language) => `Description (${language})`,
    filters: 'Search filters it matches',
    newHotelTitle: 'Open a new hotel',
    newHotelIntro: 'The hotel joins your brand. Its code and currency cannot be changed later.',
    notAllowed: 'Only brand administrators can do this.',
    hotel: {
      detailsTitle: 'Hotel details',
      code: 'Hotel code',
      codeHint: 'Letters, digits, "-" and "_"; the booking widget is opened with it.',
      name: 'Hotel name',
      timeZone: 'Time zone',
      timeZoneHint: 'A name such as Asia/Tokyo.',
      locale: "Hotel's language",
      currency: 'Currency',
      currencyHint: 'Rates and reservations are in this currency.',
      phone: 'Phone number for guests',
      phoneHint: 'As guests should dial it, e.g. +81 3-1234-5678.',
      create: 'Open the hotel',
      created: 'The hotel was opened. Add its cancellation policies, room types and plans next.',
    },
    sales: {
      title: 'Sales and brand listing',
      open: 'Open for booking',
      openHint:
        'Guests can search and book this hotel online. When off, its booking widget shows a notice that the hotel is not taking online reservations, and searching and booking stop at once. Reservations already made are kept.',
      listed: "Listed among the brand's facilities",
      listedHint:
        "The hotel appears in the brand's facility list, which guests open from the booking widget of any of the brand's hotels. When off, it leaves that list and its own widget no longer links to it; the hotel still sells on its own.",
      closed: 'Closed for booking',
      closeTitle: 'Close this hotel for booking?',
      closeBody:
        'Guests will no longer be able to search or book it online; its booking widget will ask them to contact the hotel. Reservations already made are kept. You can reopen it here at any time.',
      closeConfirm: 'Close for booking',
      keepOpen: 'Keep it open',
    },
    settings: {
      title: 'Booking widget settings',
      appearance: 'Appearance',
      buttonColour: 'Button colour',
      headerColour: 'Header colour',
      widget: 'Booking widget',
      widgetType: 'How guests open it',
      widgetTypeHint: 'Standalone opens the booking page in a new tab from the hotel’s site.',
      widgetTypes: { embedded: 'Embedded in the hotel’s site', standalone: 'Standalone page' },
      languages: 'Languages offered to guests',
      search: 'Search',
      searchType: 'Results list',
      searchByRoom: 'By room type',
      searchByPlan: 'By plan',
      roomsLimit: 'Most rooms in one booking',
      maxGuests: 'Most guests per room',
      toggles: {
        plan_search_enabled: 'Guests can search by plan',
        multi_rooms_search_enabled: 'Guests can book several rooms at once',
        day_use_search_active: 'Offer day use',
        coupon_active: 'Accept coupon codes',
        percentage_coupon_discount_only: 'Coupons give percentage discounts only',
        kanji_name_required: 'Ask for the name in kanji',
        facility_sign_in_enabled: "Offer sign-in with the hotel's own membership",
      },
      guestFields: 'What guests are asked',
      guestField: {
        gender: 'Gender',
        date_of_birth: 'Date of birth',
        nationality: 'Nationality',
        occupation: 'Occupation',
        address: 'Address',
      },
      requirement: { do_not_ask: 'Do not ask', optional: 'Optional', required: 'Required' },
      embedOrigins: 'Sites that may show the widget in a frame',
      embedOriginsHint: 'One origin per line, e.g. https://www.example.com',
    },
  },
  ja: {
    sectionsLabel: '設定の項目',
    sections: {
      hotel: '施設情報',
      roomTypes: '部屋タイプ',
      plans: 'プラン',
      policies: 'キャンセルポリシー',
      extras: 'オプション',
      questions: 'お客様への質問',
      promotions: 'クーポン・割引',
      branding: 'ブランディング・写真',
      analytics: 'アクセス解析・チャットボット',
    },
    translations: '他言語での名称',
    translationsFilled: (count) => `5言語中${count}言語を入力済み`,
    translationsHint: '空欄の言語では、上の名称が表示されます。',
    nameIn: (language) => `名称（${language}）`,
    descriptionIn: (language) => `説明（${language}）`,
    filters: '該当する検索条件',
    newHotelTitle: '施設を新規作成',
    newHotelIntro: '施設はこのブランドに追加されます。施設コードと通貨は後から変更できません。',
    notAllowed: 'この操作はブランド管理者のみ行えます。',
    hotel: {
      detailsTitle: '施設情報',
      code: '施設コード',
      codeHint: '英数字、「-」「_」が使えます。予約ウィジェットはこのコードで開きます。',
      name: '施設名',
      timeZone: 'タイムゾーン',
      timeZoneHint: 'Asia/Tokyo のような名前で入力してください。',
      locale: '施設の言語',
      currency: '通貨',
      currencyHint: '料金と予約はこの通貨で扱われます。',
      phone: 'お客様向け電話番号',
      phoneHint: 'お客様がかける形式で入力してください（例：03-1234-5678）。',
      create: '施設を作成',
      created: '施設を作成しました。次にキャンセルポリシー、部屋タイプ、プランを追加してください。',
    },
    sales: {
      title: '販売とブランドへの掲載',
      open: '予約を受け付ける',
      openHint:
        'お客様はこの施設をオンラインで検索・予約できます。オフにすると、予約ウィジェットに現在オンライン予約を受け付けていない旨のお知らせが表示され、検索と予約はすぐに停止します。受付済みの予約はそのまま残ります。',
      listed: 'ブランドの施設一覧に掲載する',
      listedHint:
        'ブランド内のどの施設の予約ウィジェットからでも開ける施設一覧に、この施設を表示します。オフにすると一覧から外れ、この施設のウィジェットにも一覧へのリンクが表示されなくなります。この施設単体での販売は続きます。',
      closed: '予約受付停止中',
      closeTitle: 'この施設の予約受付を停止しますか？',
      closeBody:
        'お客様はオンラインでこの施設を検索・予約できなくなり、予約ウィジェットには施設へ直接問い合わせるよう案内が表示されます。受付済みの予約はそのまま残ります。この画面からいつでも再開できます。',
      closeConfirm: '予約受付を停止する',
      keepOpen: '受付を続ける',
    },
    settings: {
      title: '予約ウィジェットの設定',
      appearance: '外観',
      buttonColour: 'ボタンの色',
      headerColour: 'ヘッダーの色',
      widget: '予約ウィジェット',
      widgetType: '表示方法',
      widgetTypeHint: 'スタンドアロンでは、施設サイトから予約ページを新しいタブで開きます。',
      widgetTypes: { embedded: '施設サイトに埋め込む', standalone: 'スタンドアロンページ' },
      languages: 'お客様に提供する言語',
      search: '検索',
      searchType: '検索結果の表示',
      searchByRoom: '部屋タイプごと',
      searchByPlan: 'プランごと',
      roomsLimit: '1回の予約の最大室数',
      maxGuests: '1室あたりの最大人数',
      toggles: {
        plan_search_enabled: 'プランで検索できるようにする',
        multi_rooms_search_enabled: '複数の部屋をまとめて予約できるようにする',
        day_use_search_active: 'デイユースを販売する',
        coupon_active: 'クーポンコードを受け付ける',
        percentage_coupon_discount_only: 'クーポンは割合による割引のみ',
        kanji_name_required: '漢字氏名の入力を求める',
        facility_sign_in_enabled: '施設独自の会員ログインを表示する',
      },
      guestFields: 'お客様への質問項目',
      guestField: {
        gender: '性別',
        date_of_birth: '生年月日',
        nationality: '国籍',
        occupation: '職業',
        address: '住所',
      },
      requirement: { do_not_ask: '尋ねない', optional: '任意', required: '必須' },
      embedOrigins: 'ウィジェットをフレーム表示できるサイト',
      embedOriginsHint: '1行に1つのオリジンを入力してください（例：https://www.example.com）。',
    },
  },
  zh_Hans: {
    sectionsLabel: '设置项目',
    sections: {
      hotel: '酒店信息',
      roomTypes: '房型',
      plans: '价格方案',
      policies: '取消政策',
      extras: '附加服务',
      questions: '宾客问题',
      promotions: '优惠券与折扣',
      branding: '品牌与照片',
      analytics: '数据分析与聊天机器人',
    },
    translations: '其他语言的名称',
    translationsFilled: (count) => `已填写 ${count}/5 种语言`,
    translationsHint: '留空的语言将显示上方的名称。',
    nameIn: (language) => `名称（${language}）`,
    descriptionIn: (language) => `说明（${language}）`,
    filters: '符合的搜索筛选条件',
    newHotelTitle: '新建酒店',
    newHotelIntro: '酒店将加入您的品牌。酒店代码和货币创建后无法更改。',
    notAllowed: '只有品牌管理员可以执行此操作。',
    hotel: {
      detailsTitle: '酒店信息',
      code: '酒店代码',
      codeHint: '可使用字母、数字、“-”和“_”；预订插件通过此代码打开。',
      name: '酒店名称',
      timeZone: '时区',
      timeZoneHint: '请输入如 Asia/Tokyo 的名称。',
      locale: '酒店语言',
      currency: '货币',
      currencyHint: '房价和预订均以此货币计算。',
      phone: '供客人拨打的电话号码',
      phoneHint: '请按客人拨打的格式填写，例如 +81 3-1234-5678。',
      create: '创建酒店',
      created: '酒店已创建。接下来请添加取消政策、房型和价格方案。',
    },
    sales: {
      title: '销售与品牌展示',
      open: '开放预订',
      openHint:
        '客人可以在线搜索并预订本酒店。关闭后，预订插件会提示本酒店暂不接受在线预订，搜索和预订立即停止；已有的预订保持不变。',
      listed: '列入品牌的酒店列表',
      listedHint:
        '本酒店会显示在品牌的酒店列表中，客人可从品牌旗下任一酒店的预订插件打开该列表。关闭后，本酒店将从列表中移除，其预订插件也不再显示该列表的链接；本酒店仍可单独销售。',
      closed: '已暂停预订',
      closeTitle: '要暂停本酒店的预订吗？',
      closeBody:
        '客人将无法在线搜索或预订本酒店，预订插件会请他们直接联系酒店。已有的预订保持不变。您可以随时在此重新开放。',
      closeConfirm: '暂停预订',
      keepOpen: '继续开放',
    },
    settings: {
      title: '预订插件设置',
      appearance: '外观',
      buttonColour: '按钮颜色',
      headerColour: '页眉颜色',
      widget: '预订插件',
      widgetType: '打开方式',
      widgetTypeHint: '独立页面会从酒店网站在新标签页中打开预订页面。',
      widgetTypes: { embedded: '嵌入酒店网站', standalone: '独立页面' },
      languages: '向宾客提供的语言',
      search: '搜索',
      searchType: '搜索结果显示方式',
      searchByRoom: '按房型',
      searchByPlan: '按价格方案',
      roomsLimit: '单次预订最多房间数',
      maxGuests: '每间房最多入住人数',
      toggles: {
        plan_search_enabled: '允许按价格方案搜索',
        multi_rooms_search_enabled: '允许一次预订多间房',
        day_use_search_active: '提供钟点房',
        coupon_active: '接受优惠码',
        percentage_coupon_discount_only: '优惠码仅限按比例折扣',
        kanji_name_required: '要求填写汉字姓名',
        facility_sign_in_enabled: '提供酒店自有会员登录',
      },
      guestFields: '向客人询问的信息',
      guestField: {
        gender: '性别',
        date_of_birth: '出生日期',
        nationality: '国籍',
        occupation: '职业',
        address: '地址',
      },
      requirement: { do_not_ask: '不询问', optional: '选填', required: '必填' },
      embedOrigins: '可在框架中显示插件的网站',
      embedOriginsHint: '每行一个来源，例如 https://www.example.com',
    },
  },
  zh_Hant: {
    sectionsLabel: '設定項目',
    sections: {
      hotel: '飯店資訊',
      roomTypes: '房型',
      plans: '專案',
      policies: '取消政策',
      extras: '加購項目',
      questions: '旅客問題',
      promotions: '優惠券與折扣',
      branding: '品牌與照片',
      analytics: '數據分析與聊天機器人',
    },
    translations: '其他語言的名稱',
    translationsFilled: (count) => `已填寫 ${count}/5 種語言`,
    translationsHint: '留空的語言會顯示上方的名稱。',
    nameIn: (language) => `名稱（${language}）`,
    descriptionIn: (language) => `說明（${language}）`,
    filters: '符合的搜尋篩選條件',
    newHotelTitle: '新增飯店',
    newHotelIntro: '飯店將加入您的品牌。飯店代碼與幣別建立後無法變更。',
    notAllowed: '只有品牌管理員可以執行此操作。',
    hotel: {
      detailsTitle: '飯店資訊',
      code: '飯店代碼',
      codeHint: '可使用英文字母、數字、「-」與「_」；訂房小工具以此代碼開啟。',
      name: '飯店名稱',
      timeZone: '時區',
      timeZoneHint: '請輸入如 Asia/Tokyo 的名稱。',
      locale: '飯店語言',
      currency: '幣別',
      currencyHint: '房價與訂房皆以此幣別計算。',
      phone: '供旅客撥打的電話號碼',
      phoneHint: '請依旅客撥打的格式填寫，例如 +81 3-1234-5678。',
      create: '建立飯店',
      created: '飯店已建立。接著請新增取消政策、房型與專案。',
    },
    sales: {
      title: '銷售與品牌刊登',
      open: '開放訂房',
      openHint:
        '旅客可以在線上搜尋並預訂本飯店。關閉後，訂房小工具會告知旅客本飯店目前不接受線上訂房，搜尋與訂房立即停止；已成立的訂房維持不變。',
      listed: '列入品牌的飯店列表',
      listedHint:
        '本飯店會顯示在品牌的飯店列表中，旅客可從品牌旗下任一飯店的訂房小工具開啟該列表。關閉後，本飯店將從列表中移除，其訂房小工具也不再顯示列表連結；本飯店仍可單獨銷售。',
      closed: '已暫停訂房',
      closeTitle: '要暫停本飯店的訂房嗎？',
      closeBody:
        '旅客將無法在線上搜尋或預訂本飯店，訂房小工具會請他們直接聯絡飯店。已成立的訂房維持不變。您可以隨時在此重新開放。',
      closeConfirm: '暫停訂房',
      keepOpen: '繼續開放',
    },
    settings: {
      title: '訂房小工具設定',
      appearance: '外觀',
      buttonColour: '按鈕顏色',
      headerColour: '頁首顏色',
      widget: '訂房小工具',
      widgetType: '開啟方式',
      widgetTypeHint: '獨立頁面會從飯店網站以新分頁開啟訂房頁面。',
      widgetTypes: { embedded: '嵌入飯店網站', standalone: '獨立頁面' },
      languages: '提供給旅客的語言',
      search: '搜尋',
      searchType: '搜尋結果顯示方式',
      searchByRoom: '依房型',
      searchByPlan: '依專案',
      roomsLimit: '單次訂房最多房間數',
      maxGuests: '每間房最多入住人數',
      toggles: {
        plan_search_enabled: '允許依專案搜尋',
        multi_rooms_search_enabled: '允許一次預訂多間房',
        day_use_search_active: '提供休息（日間使用）方案',
        coupon_active: '接受優惠碼',
        percentage_coupon_discount_only: '優惠碼僅限百分比折扣',
        kanji_name_required: '要求填寫漢字姓名',
        facility_sign_in_enabled: '提供飯店自有會員登入',
      },
      guestFields: '向旅客詢問的資料',
      guestField: {
        gender: '性別',
        date_of_birth: '出生日期',
        nationality: '國籍',
        occupation: '職業',
        address: '地址',
      },
      requirement: { do_not_ask: '不詢問', optional: '選填', required: '必填' },
      embedOrigins: '可在框架中顯示小工具的網站',
      embedOriginsHint: '每行一個來源，例如 https://www.example.com',
    },
  },
  ko: {
    sectionsLabel: '설정 항목',
    sections: {
      hotel: '호텔 정보',
      roomTypes: '객실 유형',
      plans: '플랜',
      policies: '취소 정책',
      extras: '추가 옵션',
      questions: '고객 질문',
      promotions: '쿠폰 및 할인',
      branding: '브랜딩 및 사진',
      analytics: '분석 및 챗봇',
    },
    translations: '다른 언어의 이름',
    translationsFilled: (count) => `5개 언어 중 ${count}개 입력됨`,
    translationsHint: '비워 둔 언어에서는 위의 이름이 표시됩니다.',
    nameIn: (language) => `이름(${language})`,
    descriptionIn: (language) => `설명(${language})`,
    filters: '해당하는 검색 필터',
    newHotelTitle: '새 호텔 만들기',
    newHotelIntro: '호텔은 이 브랜드에 추가됩니다. 호텔 코드와 통화는 나중에 바꿀 수 없습니다.',
    notAllowed: '브랜드 관리자만 할 수 있는 작업입니다.',
    hotel: {
      detailsTitle: '호텔 정보',
      code: '호텔 코드',
      codeHint: '영문자, 숫자, "-", "_"를 쓸 수 있습니다. 예약 위젯은 이 코드로 열립니다.',
      name: '호텔 이름',
      timeZone: '시간대',
      timeZoneHint: 'Asia/Tokyo와 같은 이름으로 입력해 주세요.',
      locale: '호텔 언어',
      currency: '통화',
      currencyHint: '요금과 예약은 이 통화로 처리됩니다.',
      phone: '고객용 전화번호',
      phoneHint: '고객이 거는 형식으로 입력해 주세요(예: +81 3-1234-5678).',
      create: '호텔 만들기',
      created: '호텔을 만들었습니다. 이어서 취소 정책, 객실 유형, 플랜을 추가해 주세요.',
    },
    sales: {
      title: '판매 및 브랜드 게재',
      open: '예약 받기',
      openHint:
        '고객이 이 호텔을 온라인으로 검색하고 예약할 수 있습니다. 끄면 예약 위젯에 현재 온라인 예약을 받지 않는다는 안내가 표시되고 검색과 예약이 즉시 중지됩니다. 이미 접수된 예약은 그대로 유지됩니다.',
      listed: '브랜드 시설 목록에 게재',
      listedHint:
        '브랜드 소속 어느 호텔의 예약 위젯에서나 열 수 있는 시설 목록에 이 호텔을 표시합니다. 끄면 목록에서 빠지고 이 호텔의 위젯에도 목록 링크가 표시되지 않습니다. 이 호텔 단독 판매는 계속됩니다.',
      closed: '예약 중지됨',
      closeTitle: '이 호텔의 예약을 중지할까요?',
      closeBody:
        '고객은 더 이상 이 호텔을 온라인으로 검색하거나 예약할 수 없으며, 예약 위젯은 호텔에 직접 문의하도록 안내합니다. 이미 접수된 예약은 그대로 유지됩니다. 이 화면에서 언제든지 다시 열 수 있습니다.',
      closeConfirm: '예약 중지하기',
      keepOpen: '계속 받기',
    },
    settings: {
      title: '예약 위젯 설정',
      appearance: '디자인',
      buttonColour: '버튼 색상',
      headerColour: '헤더 색상',
      widget: '예약 위젯',
      widgetType: '표시 방식',
      widgetTypeHint: '단독 페이지는 호텔 사이트에서 예약 페이지를 새 탭으로 엽니다.',
      widgetTypes: { embedded: '호텔 사이트에 삽입', standalone: '단독 페이지' },
      languages: '고객에게 제공하는 언어',
      search: '검색',
      searchType: '검색 결과 표시 방식',
      searchByRoom: '객실 유형별',
      searchByPlan: '플랜별',
      roomsLimit: '1회 예약 최대 객실 수',
      maxGuests: '객실당 최대 인원',
      toggles: {
        plan_search_enabled: '플랜으로 검색할 수 있게 하기',
        multi_rooms_search_enabled: '여러 객실을 한 번에 예약할 수 있게 하기',
        day_use_search_active: '데이유스 판매',
        coupon_active: '쿠폰 코드 받기',
        percentage_coupon_discount_only: '쿠폰은 비율 할인만 가능',
        kanji_name_required: '한자 이름 입력 요구',
        facility_sign_in_enabled: '호텔 자체 회원 로그인 제공',
      },
      guestFields: '고객에게 묻는 항목',
      guestField: {
        gender: '성별',
        date_of_birth: '생년월일',
        nationality: '국적',
        occupation: '직업',
        address: '주소',
      },
      requirement: { do_not_ask: '묻지 않음', optional: '선택', required: '필수' },
      embedOrigins: '위젯을 프레임으로 표시할 수 있는 사이트',
      embedOriginsHint: '한 줄에 하나의 출처를 입력해 주세요(예: https://www.example.com).',
    },
  },
};
