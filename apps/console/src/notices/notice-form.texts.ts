import type { Locale } from '@yadori/contract/locales';
import type { CheckboxLabel } from './notice-labels.ts';

/** The form that writes a banner or notice in the five languages (decision 061). */
export interface NoticeFormTexts {
  newTitle: string;
  editTitle: string;
  backToList: string;
  notFound: string;
  cannotEdit: string;
  level: string;
  levelHint: string;
  kind: string;
  kindHint: string;
  shownOn: string;
  shownOnHint: string;
  textsLegend: string;
  textsHint: string;
  headlineIn: (language: string) => string;
  bodyIn: (language: string) => string;
  audience: string;
  audienceHint: string;
  labels: Record<CheckboxLabel, string>;
  moreLabels: string;
  moreLabelsHint: string;
  moreLabelsBrandHint: string;
  labelsProblem: (labels: string) => string;
  segments: string;
  segmentsHint: string;
  segmentsProblem: (ids: string) => string;
  iconMessageId: string;
  iconMessageIdHint: string;
  linkUrl: string;
  linkUrlHint: string;
  startsAt: string;
  endsAt: string;
  timesHint: (timeZone: string) => string;
  timeProblem: string;
  active: string;
  activeHint: string;
  sortOrder: string;
  sortOrderHint: string;
  create: string;
}

export const NOTICE_FORM_TEXTS: Record<Locale, NoticeFormTexts> = {
  en: {
    newTitle: 'New banner or notice',
    editTitle: 'Edit banner or notice',
    backToList: 'Back to banners and notices',
    notFound: 'This banner or notice no longer exists.',
    cannotEdit: 'This is a brand notice: only brand administrators can change it.',
    level: 'Level',
    levelHint:
      'A brand notice shows at the brand’s hotels its labels name: tick “Every hotel of the brand” or type target_facility_ and a hotel’s number.',
    kind: 'Kind',
    kindHint:
      'A banner is set apart at the top of the page and may link somewhere; a notice is a block of information.',
    shownOn: 'Shown on',
    shownOnHint: 'Choose at least one page.',
    textsLegend: 'Title and text in each language',
    textsHint: 'Each guest reads the one in their language: a title is needed in all five.',
    headlineIn: (language) => `Title (${language})`,
    bodyIn: (language) => `Text (${language})`,
    audience: 'Who sees it',
    audienceHint:
      'With nothing ticked and no labels typed, every guest sees it; otherwise a guest must match one of them.',
    labels: {
      all_users: 'Every guest',
      membership_rank_all: 'Members of any rank',
      membership_organization_all: 'Members of any organization',
      place_after_sign_in: 'Guests once they have signed in',
      target_all_facilities: 'Every hotel of the brand',
    },
    moreLabels: 'More labels',
    moreLabelsHint:
      'Commas or one a line: membership_program_ and a program’s number, membership_rank_ and a rank’s number, membership_organization_ and an organization’s number.',
    moreLabelsBrandHint: 'A brand notice also takes target_facility_ and a hotel’s number.',
    labelsProblem: (labels) => `Not a label this notice can take: ${labels}.`,
    segments: 'Segments (segment_ids)',
    segmentsHint:
      'Only for guests whose booking page address carries one of these segment ids; commas between. Empty: any guest.',
    segmentsProblem: (ids) => `Not a segment id: ${ids}. Use letters, digits and _ . : - only.`,
    iconMessageId: 'Chatbot message ID (icon_message_id)',
    iconMessageIdHint: 'Only for guests who came from this chatbot message. Empty: any guest.',
    linkUrl: 'Link address',
    linkUrlHint: 'Where the banner leads when pressed (https://…). Empty: no link.',
    startsAt: 'Shown from',
    endsAt: 'Shown until',
    timesHint: (timeZone) => `On the hotel’s clock (${timeZone}). Leave empty for no limit.`,
    timeProblem: 'Enter a date and a time.',
    active: 'Switched on',
    activeHint: 'Off, guests never see it, whatever its dates.',
    sortOrder: 'Order',
    sortOrderHint: 'Lower numbers come first.',
    create: 'Create',
  },
  ja: {
    newTitle: 'バナー・お知らせの作成',
    editTitle: 'バナー・お知らせの編集',
    backToList: 'バナー・お知らせ一覧に戻る',
    notFound: 'このバナー・お知らせは存在しません。',
    cannotEdit: 'ブランドのお知らせのため、変更できるのはブランド管理者のみです。',
    level: '作成元',
    levelHint:
      'ブランドのお知らせは、ラベルで指定したブランドの施設に表示されます。「ブランドのすべての施設」にチェックを入れるか、target_facility_ に施設番号を付けて入力してください。',
    kind: '種類',
    kindHint:
      'バナーはページ上部に目立つように表示され、リンクを設定できます。お知らせは情報をまとめて表示します。',
    shownOn: '表示ページ',
    shownOnHint: '1 つ以上選んでください。',
    textsLegend: '各言語のタイトルと本文',
    textsHint: 'ゲストには自分の言語のものが表示されます。タイトルは 5 言語すべてに必要です。',
    headlineIn: (language) => `タイトル（${language}）`,
    bodyIn: (language) => `本文（${language}）`,
    audience: '表示するゲスト',
    audienceHint:
      '何もチェックせずラベルも入力しない場合は、すべてのゲストに表示します。指定した場合は、いずれかに当てはまるゲストに表示します。',
    labels: {
      all_users: 'すべてのゲスト',
      membership_rank_all: 'すべてのランクの会員',
      membership_organization_all: 'すべての法人の会員',
      place_after_sign_in: 'ログイン後のゲスト',
      target_all_facilities: 'ブランドのすべての施設',
    },
    moreLabels: 'その他のラベル',
    moreLabelsHint:
      'カンマ区切りまたは 1 行に 1 つ：membership_program_ とプログラム番号、membership_rank_ とランク番号、membership_organization_ と法人番号。',
    moreLabelsBrandHint: 'ブランドのお知らせでは、target_facility_ と施設番号も使えます。',
    labelsProblem: (labels) => `このお知らせには使えないラベルです：${labels}。`,
    segments: 'セグメント（segment_ids）',
    segmentsHint:
      '予約ページのアドレスにいずれかのセグメント ID が含まれるゲストにのみ表示します。カンマ区切り。空欄の場合はすべてのゲスト。',
    segmentsProblem: (ids) => `セグメント ID として使えません：${ids}。英字、数字、_ . : - のみ使えます。`,
    iconMessageId: 'チャットボットのメッセージ ID（icon_message_id）',
    iconMessageIdHint:
      'このチャットボットメッセージから来たゲストにのみ表示します。空欄の場合はすべてのゲスト。',
    linkUrl: 'リンク先',
    linkUrlHint: 'バナーを押したときに開くアドレス（https://…）。空欄の場合はリンクなし。',
    startsAt: '表示開始',
    endsAt: '表示終了',
    timesHint: (timeZone) => `施設の現地時刻（${timeZone}）で指定します。空欄の場合は期限なし。`,
    timeProblem: '日付と時刻を入力してください。',
    active: '表示をオンにする',
    activeHint: 'オフの場合、期間にかかわらずゲストには表示されません。',
    sortOrder: '表示順',
    sortOrderHint: '数字が小さいものから表示します。',
    create: '作成',
  },
  zh_Hans: {
    newTitle: '新建横幅或通知',
    editTitle: '编辑横幅或通知',
    backToList: '返回横幅与通知',
    notFound: '此横幅或通知已不存在。',
    cannotEdit: '这是品牌通知，只有品牌管理员可以更改。',
    level: '发布方',
    levelHint:
      '品牌通知会显示在其标签指定的品牌酒店：请勾选“品牌的所有酒店”，或输入 target_facility_ 加酒店编号。',
    kind: '类型',
    kindHint: '横幅醒目地显示在页面顶部，可以设置链接；通知以区块形式显示信息。',
    shownOn: '显示页面',
    shownOnHint: '请至少选择一个页面。',
    textsLegend: '各语言的标题和正文',
    textsHint: '每位客人会看到自己语言的版本：五种语言都需要标题。',
    headlineIn: (language) => `标题（${language}）`,
    bodyIn: (language) => `正文（${language}）`,
    audience: '显示对象',
    audienceHint: '如果什么都不勾选也不输入标签，则向所有客人显示；否则仅向符合其中任一项的客人显示。',
    labels: {
      all_users: '所有客人',
      membership_rank_all: '任何等级的会员',
      membership_organization_all: '任何企业的会员',
      place_after_sign_in: '登录后的客人',
      target_all_facilities: '品牌的所有酒店',
    },
    moreLabels: '其他标签',
    moreLabelsHint:
      '用逗号分隔或每行一个：membership_program_ 加会员计划编号、membership_rank_ 加等级编号、membership_organization_ 加企业编号。',
    moreLabelsBrandHint: '品牌通知还可以使用 target_facility_ 加酒店编号。',
    labelsProblem: (labels) => `此通知不能使用的标签：${labels}。`,
    segments: '客户群（segment_ids）',
    segmentsHint: '仅向预订页面地址中带有其中任一客户群 ID 的客人显示；用逗号分隔。留空则向所有客人显示。',
    segmentsProblem: (ids) => `不是有效的客户群 ID：${ids}。只能使用字母、数字和 _ . : -。`,
    iconMessageId: '聊天机器人消息 ID（icon_message_id）',
    iconMessageIdHint: '仅向通过此聊天机器人消息进入的客人显示。留空则向所有客人显示。',
    linkUrl: '链接地址',
    linkUrlHint: '点击横幅时打开的地址（https://…）。留空则无链接。',
    startsAt: '显示开始',
    endsAt: '显示结束',
    timesHint: (timeZone) => `按酒店当地时间（${timeZone}）。留空则无期限。`,
    timeProblem: '请输入日期和时间。',
    active: '开启显示',
    activeHint: '关闭时，无论期间如何，客人都看不到。',
    sortOrder: '顺序',
    sortOrderHint: '数字越小越靠前。',
    create: '创建',
  },
  zh_Hant: {
    newTitle: '新增橫幅或公告',
    editTitle: '編輯橫幅或公告',
    backToList: '返回橫幅與公告',
    notFound: '此橫幅或公告已不存在。',
    cannotEdit: '這是品牌公告，只有品牌管理員可以變更。',
    level: '發布方',
    levelHint:
      '品牌公告會顯示於其標籤指定的品牌飯店：請勾選「品牌的所有飯店」，或輸入 target_facility_ 加飯店編號。',
    kind: '類型',
    kindHint: '橫幅醒目地顯示在頁面頂端，可設定連結；公告以區塊方式顯示資訊。',
    shownOn: '顯示頁面',
    shownOnHint: '請至少選擇一個頁面。',
    textsLegend: '各語言的標題與內文',
    textsHint: '每位旅客會看到自己語言的版本：五種語言都需要標題。',
    headlineIn: (language) => `標題（${language}）`,
    bodyIn: (language) => `內文（${language}）`,
    audience: '顯示對象',
    audienceHint: '若未勾選任何項目也未輸入標籤，則向所有旅客顯示；否則僅向符合其中任一項的旅客顯示。',
    labels: {
      all_users: '所有旅客',
      membership_rank_all: '任何等級的會員',
      membership_organization_all: '任何企業的會員',
      place_after_sign_in: '登入後的旅客',
      target_all_facilities: '品牌的所有飯店',
    },
    moreLabels: '其他標籤',
    moreLabelsHint:
      '以逗號分隔或每行一個：membership_program_ 加會員方案編號、membership_rank_ 加等級編號、membership_organization_ 加企業編號。',
    moreLabelsBrandHint: '品牌公告還可使用 target_facility_ 加飯店編號。',
    labelsProblem: (labels) => `此公告無法使用的標籤：${labels}。`,
    segments: '客群（segment_ids）',
    segmentsHint: '僅向訂房頁面網址中帶有其中任一客群 ID 的旅客顯示；以逗號分隔。留空則向所有旅客顯示。',
    segmentsProblem: (ids) => `不是有效的客群 ID：${ids}。只能使用英文字母、數字與 _ . : -。`,
    iconMessageId: '聊天機器人訊息 ID（icon_message_id）',
    iconMessageIdHint: '僅向透過此聊天機器人訊息進入的旅客顯示。留空則向所有旅客顯示。',
    linkUrl: '連結網址',
    linkUrlHint: '點選橫幅時開啟的網址（https://…）。留空則無連結。',
    startsAt: '顯示開始',
    endsAt: '顯示結束',
    timesHint: (timeZone) => `依飯店當地時間（${timeZone}）。留空則無期限。`,
    timeProblem: '請輸入日期與時間。',
    active: '開啟顯示',
    activeHint: '關閉時，不論期間為何，旅客都看不到。',
    sortOrder: '順序',
    sortOrderHint: '數字越小越前面。',
    create: '建立',
  },
  ko: {
    newTitle: '배너 또는 공지 만들기',
    editTitle: '배너 또는 공지 편집',
    backToList: '배너 및 공지로 돌아가기',
    notFound: '이 배너 또는 공지는 더 이상 없습니다.',
    cannotEdit: '브랜드 공지이므로 브랜드 관리자만 변경할 수 있습니다.',
    level: '작성 주체',
    levelHint:
      '브랜드 공지는 라벨로 지정한 브랜드 호텔에 표시됩니다. “브랜드의 모든 호텔”을 선택하거나 target_facility_ 뒤에 호텔 번호를 붙여 입력하세요.',
    kind: '종류',
    kindHint:
      '배너는 페이지 상단에 눈에 띄게 표시되며 링크를 걸 수 있습니다. 공지는 정보를 블록으로 보여 줍니다.',
    shownOn: '표시 페이지',
    shownOnHint: '하나 이상 선택하세요.',
    textsLegend: '언어별 제목과 본문',
    textsHint: '게스트는 자신의 언어로 된 내용을 봅니다. 다섯 언어 모두 제목이 필요합니다.',
    headlineIn: (language) => `제목(${language})`,
    bodyIn: (language) => `본문(${language})`,
    audience: '표시 대상',
    audienceHint:
      '아무것도 선택하지 않고 라벨도 입력하지 않으면 모든 게스트에게 표시합니다. 지정하면 그중 하나에 해당하는 게스트에게 표시합니다.',
    labels: {
      all_users: '모든 게스트',
      membership_rank_all: '모든 등급의 회원',
      membership_organization_all: '모든 기업의 회원',
      place_after_sign_in: '로그인한 게스트',
      target_all_facilities: '브랜드의 모든 호텔',
    },
    moreLabels: '기타 라벨',
    moreLabelsHint:
      '쉼표로 구분하거나 한 줄에 하나씩: membership_program_ 뒤에 프로그램 번호, membership_rank_ 뒤에 등급 번호, membership_organization_ 뒤에 기업 번호.',
    moreLabelsBrandHint: '브랜드 공지에서는 target_facility_ 뒤에 호텔 번호도 쓸 수 있습니다.',
    labelsProblem: (labels) => `이 공지에 쓸 수 없는 라벨입니다: ${labels}.`,
    segments: '세그먼트(segment_ids)',
    segmentsHint:
      '예약 페이지 주소에 이 세그먼트 ID 중 하나가 있는 게스트에게만 표시합니다. 쉼표로 구분합니다. 비워 두면 모든 게스트.',
    segmentsProblem: (ids) =>
      `세그먼트 ID로 쓸 수 없습니다: ${ids}. 영문자, 숫자, _ . : - 만 쓸 수 있습니다.`,
    iconMessageId: '챗봇 메시지 ID(icon_message_id)',
    iconMessageIdHint: '이 챗봇 메시지를 통해 온 게스트에게만 표시합니다. 비워 두면 모든 게스트.',
    linkUrl: '링크 주소',
    linkUrlHint: '배너를 눌렀을 때 열리는 주소(https://…)입니다. 비워 두면 링크 없음.',
    startsAt: '표시 시작',
    endsAt: '표시 종료',
    timesHint: (timeZone) => `호텔 현지 시각(${timeZone}) 기준입니다. 비워 두면 기한 없음.`,
    timeProblem: '날짜와 시간을 입력하세요.',
    active: '표시 켜기',
    activeHint: '끄면 기간과 관계없이 게스트에게 표시되지 않습니다.',
    sortOrder: '순서',
    sortOrderHint: '숫자가 작을수록 먼저 표시됩니다.',
    create: '만들기',
  },
};
