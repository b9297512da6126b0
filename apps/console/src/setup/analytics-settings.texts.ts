import type { Locale } from '@yadori/contract/locales';

/** The hotel's analytics (data layers, Tag Manager, GA4) and chatbot settings (decision 061). */
export interface AnalyticsSettingsTexts {
  title: string;
  intro: string;
  analyticsLegend: string;
  dataLayers: string;
  dataLayersHint: string;
  dataLayersProblem: (names: string) => string;
  gtmId: string;
  gtmIdHint: string;
  gtmIdProblem: string;
  gaMeasurementId: string;
  gaMeasurementIdHint: string;
  gaMeasurementIdProblem: string;
  chatbotLegend: string;
  chatbotEnabled: string;
  chatbotEnabledHint: string;
  chatbotUrl: string;
  chatbotUrlHint: string;
}

export const ANALYTICS_SETTINGS_TEXTS: Record<Locale, AnalyticsSettingsTexts> = {
  en: {
    title: 'Analytics and chatbot',
    intro:
      'Where the booking widget reports what guests do, and the chatbot that works beside it. Reports never carry a guest’s name, e-mail address or phone number.',
    analyticsLegend: 'Analytics',
    dataLayers: 'Data layers on your page',
    dataLayersHint:
      'The booking widget pushes its events (search results, room chosen, checkout, purchase, refund) into these data layers on your page that embeds it, e.g. dataLayer for Google Tag Manager. One name a line, at most 5. Leave empty to send none.',
    dataLayersProblem: (names) =>
      `Not a data layer name: ${names}. Use letters, digits, “_” and “$”, not starting with a digit.`,
    gtmId: 'Google Tag Manager container ID',
    gtmIdHint: 'Loaded on the standalone booking page, e.g. GTM-ABC1234. Leave empty for none.',
    gtmIdProblem: 'A container ID is written like GTM-ABC1234.',
    gaMeasurementId: 'Google Analytics 4 measurement ID',
    gaMeasurementIdHint: 'Loaded on the standalone booking page, e.g. G-ABCDE12345. Leave empty for none.',
    gaMeasurementIdProblem: 'A measurement ID is written like G-ABCDE12345.',
    chatbotLegend: 'Chatbot',
    chatbotEnabled: 'Use the hotel’s chatbot',
    chatbotEnabledHint:
      'Turns on the chatbot script for your pages: guests chat and book in one panel, and the booking widget hides the chatbot while a guest books.',
    chatbotUrl: 'Chatbot conversation page',
    chatbotUrlHint:
      'The address (https://…) of your chatbot’s conversation page, shown beside the booking widget in the chat panel. Leave empty to show the booking widget alone.',
  },
  ja: {
    title: 'アクセス解析・チャットボット',
    intro:
      '予約ウィジェットがゲストの操作を送る先と、ウィジェットと連携するチャットボットを設定します。送信内容にゲストの氏名、メールアドレス、電話番号は含まれません。',
    analyticsLegend: 'アクセス解析',
    dataLayers: 'ページのデータレイヤー',
    dataLayersHint:
      '予約ウィジェットは、ウィジェットを埋め込んだページ上のこれらのデータレイヤーにイベント（検索結果、客室選択、予約手続き、購入、返金）を送ります。例：Google タグマネージャーの dataLayer。1 行に 1 つ、最大 5 つまで。空欄の場合は送信しません。',
    dataLayersProblem: (names) =>
      `データレイヤー名として使えません：${names}。英字、数字、「_」「$」を使い、数字で始めないでください。`,
    gtmId: 'Google タグマネージャーのコンテナ ID',
    gtmIdHint: 'スタンドアロンの予約ページで読み込みます。例：GTM-ABC1234。空欄の場合は読み込みません。',
    gtmIdProblem: 'コンテナ ID は GTM-ABC1234 の形式で入力してください。',
    gaMeasurementId: 'Google アナリティクス 4 の測定 ID',
    gaMeasurementIdHint:
      'スタンドアロンの予約ページで読み込みます。例：G-ABCDE12345。空欄の場合は読み込みません。',
    gaMeasurementIdProblem: '測定 ID は G-ABCDE12345 の形式で入力してください。',
    chatbotLegend: 'チャットボット',
    chatbotEnabled: '施設のチャットボットを使う',
    chatbotEnabledHint:
      'ページ用のチャットボットスクリプトを有効にします。ゲストは 1 つのパネルで会話と予約ができ、予約手続き中はウィジェットがチャットボットを隠します。',
    chatbotUrl: 'チャットボットの会話ページ',
    chatbotUrlHint:
      'チャットパネルで予約ウィジェットの横に表示する、チャットボット会話ページのアドレス（https://…）です。空欄の場合は予約ウィジェットのみを表示します。',
  },
  zh_Hans: {
    title: '数据分析与聊天机器人',
    intro:
      '设置预订插件将客人操作发送到何处，以及与插件配合使用的聊天机器人。发送的内容不含客人的姓名、电子邮箱或电话号码。',
    analyticsLegend: '数据分析',
    dataLayers: '页面上的数据层',
    dataLayersHint:
      '预订插件会将事件（搜索结果、选择客房、提交预订、购买、退款）推送到嵌入插件的页面上的这些数据层，例如 Google 跟踪代码管理器的 dataLayer。每行一个，最多 5 个。留空则不发送。',
    dataLayersProblem: (names) =>
      `不是有效的数据层名称：${names}。请使用字母、数字、“_”和“$”，且不要以数字开头。`,
    gtmId: 'Google 跟踪代码管理器容器 ID',
    gtmIdHint: '在独立预订页面上加载，例如 GTM-ABC1234。留空则不加载。',
    gtmIdProblem: '容器 ID 的格式为 GTM-ABC1234。',
    gaMeasurementId: 'Google Analytics 4 衡量 ID',
    gaMeasurementIdHint: '在独立预订页面上加载，例如 G-ABCDE12345。留空则不加载。',
    gaMeasurementIdProblem: '衡量 ID 的格式为 G-ABCDE12345。',
    chatbotLegend: '聊天机器人',
    chatbotEnabled: '使用酒店的聊天机器人',
    chatbotEnabledHint:
      '为您的页面启用聊天机器人脚本：客人可在同一面板中聊天和预订，客人预订时插件会隐藏聊天机器人。',
    chatbotUrl: '聊天机器人对话页面',
    chatbotUrlHint:
      '聊天机器人对话页面的地址（https://…），在聊天面板中显示于预订插件旁边。留空则只显示预订插件。',
  },
  zh_Hant: {
    title: '數據分析與聊天機器人',
    intro:
      '設定訂房工具將旅客操作傳送到何處，以及與訂房工具搭配的聊天機器人。傳送內容不含旅客的姓名、電子郵件或電話號碼。',
    analyticsLegend: '數據分析',
    dataLayers: '頁面上的資料層',
    dataLayersHint:
      '訂房工具會將事件（搜尋結果、選擇客房、送出訂房、購買、退款）推送到嵌入工具的頁面上的這些資料層，例如 Google 代碼管理工具的 dataLayer。每行一個，最多 5 個。留空則不傳送。',
    dataLayersProblem: (names) =>
      `不是有效的資料層名稱：${names}。請使用英文字母、數字、「_」與「$」，且不可以數字開頭。`,
    gtmId: 'Google 代碼管理工具容器 ID',
    gtmIdHint: '在獨立訂房頁面上載入，例如 GTM-ABC1234。留空則不載入。',
    gtmIdProblem: '容器 ID 的格式為 GTM-ABC1234。',
    gaMeasurementId: 'Google Analytics 4 評估 ID',
    gaMeasurementIdHint: '在獨立訂房頁面上載入，例如 G-ABCDE12345。留空則不載入。',
    gaMeasurementIdProblem: '評估 ID 的格式為 G-ABCDE12345。',
    chatbotLegend: '聊天機器人',
    chatbotEnabled: '使用飯店的聊天機器人',
    chatbotEnabledHint:
      '為您的頁面啟用聊天機器人指令碼：旅客可在同一面板中聊天與訂房，旅客訂房時訂房工具會隱藏聊天機器人。',
    chatbotUrl: '聊天機器人對話頁面',
    chatbotUrlHint:
      '聊天機器人對話頁面的網址（https://…），在聊天面板中顯示於訂房工具旁。留空則只顯示訂房工具。',
  },
  ko: {
    title: '분석 및 챗봇',
    intro:
      '예약 위젯이 게스트의 활동을 보내는 곳과 위젯과 함께 동작하는 챗봇을 설정합니다. 보내는 내용에는 게스트의 이름, 이메일 주소, 전화번호가 포함되지 않습니다.',
    analyticsLegend: '분석',
    dataLayers: '페이지의 데이터 레이어',
    dataLayersHint:
      '예약 위젯은 위젯을 삽입한 페이지의 이 데이터 레이어들로 이벤트(검색 결과, 객실 선택, 예약 진행, 구매, 환불)를 보냅니다. 예: Google 태그 관리자의 dataLayer. 한 줄에 하나씩, 최대 5개까지 입력하세요. 비워 두면 보내지 않습니다.',
    dataLayersProblem: (names) =>
      `데이터 레이어 이름으로 쓸 수 없습니다: ${names}. 영문자, 숫자, “_”, “$”를 사용하고 숫자로 시작하지 마세요.`,
    gtmId: 'Google 태그 관리자 컨테이너 ID',
    gtmIdHint: '단독 예약 페이지에서 불러옵니다. 예: GTM-ABC1234. 비워 두면 불러오지 않습니다.',
    gtmIdProblem: '컨테이너 ID는 GTM-ABC1234 형식으로 입력하세요.',
    gaMeasurementId: 'Google 애널리틱스 4 측정 ID',
    gaMeasurementIdHint: '단독 예약 페이지에서 불러옵니다. 예: G-ABCDE12345. 비워 두면 불러오지 않습니다.',
    gaMeasurementIdProblem: '측정 ID는 G-ABCDE12345 형식으로 입력하세요.',
    chatbotLegend: '챗봇',
    chatbotEnabled: '호텔 챗봇 사용',
    chatbotEnabledHint:
      '페이지용 챗봇 스크립트를 켭니다. 게스트는 한 패널에서 대화하고 예약할 수 있으며, 예약하는 동안에는 위젯이 챗봇을 숨깁니다.',
    chatbotUrl: '챗봇 대화 페이지',
    chatbotUrlHint:
      '채팅 패널에서 예약 위젯 옆에 표시할 챗봇 대화 페이지의 주소(https://…)입니다. 비워 두면 예약 위젯만 표시합니다.',
  },
};
