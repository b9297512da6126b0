import type { Locale } from '@yadori/contract/locales';

/** The brand's staff accounts (decision 058, brand admins). */
export interface StaffTexts {
  title: string;
  intro: (brand: string) => string;
  notAllowed: string;
  caption: (count: number) => string;
  name: string;
  email: string;
  role: string;
  hotels: string;
  language: string;
  twoStep: string;
  state: string;
  actions: string;
  allHotels: string;
  on: string;
  off: string;
  active: string;
  disabled: string;
  lockedUntil: (until: string) => string;
  you: string;
  edit: string;
  editLabel: (name: string) => string;
  disable: string;
  disableLabel: (name: string) => string;
  enable: string;
  enableLabel: (name: string) => string;
  addTitle: string;
  hotelsHint: string;
  adminHotels: string;
  initialPassword: string;
  initialPasswordHint: string;
  add: string;
  added: (email: string) => string;
  editTitle: (name: string) => string;
  saveChanges: string;
  saved: (name: string) => string;
  disableTitle: (name: string) => string;
  disableBody: string;
  disabledDone: (name: string) => string;
  enableTitle: (name: string) => string;
  enableBody: string;
  enabledDone: (name: string) => string;
  working: string;
  keepAsIs: string;
}

export const STAFF_TEXTS: Record<Locale, StaffTexts> = {
  en: {
    title: 'Staff',
    intro: (brand) => `The console accounts of ${brand}'s staff.`,
    notAllowed: 'Only brand administrators can manage staff accounts.',
    caption: (count) => `Staff accounts: ${count}`,
    name: 'Name',
    email: 'Email address',
    role: 'Role',
    hotels: 'Hotels',
    language: 'Language',
    twoStep: 'Two-step sign-in',
    state: 'State',
    actions: 'Actions',
    allHotels: 'All hotels of the brand',
    on: 'On',
    off: 'Off',
    active: 'Active',
    disabled: 'Disabled',
    lockedUntil: (until) => `Locked until ${until}`,
    you: '(you)',
    edit: 'Edit',
    editLabel: (name) => `Edit ${name}`,
    disable: 'Disable',
    disableLabel: (name) => `Disable ${name}`,
    enable: 'Enable',
    enableLabel: (name) => `Enable ${name}`,
    addTitle: 'Add an account',
    hotelsHint: 'A hotel manager or front desk account works only on the hotels ticked here.',
    adminHotels: 'A brand administrator works on every hotel of the brand.',
    initialPassword: 'Initial password',
    initialPasswordHint:
      'At least 12 characters, with upper-case and lower-case letters and digits. Hand it over safely; the person can change it under My account.',
    add: 'Add account',
    added: (email) => `The account ${email} was added.`,
    editTitle: (name) => `Edit ${name}`,
    saveChanges: 'Save changes',
    saved: (name) => `The account of ${name} was saved.`,
    disableTitle: (name) => `Disable ${name}`,
    disableBody:
      'The account is signed out at once and cannot sign in until it is enabled again. Its history stays.',
    disabledDone: (name) => `The account of ${name} was disabled.`,
    enableTitle: (name) => `Enable ${name}`,
    enableBody: 'The person can sign in again with their password.',
    enabledDone: (name) => `The account of ${name} was enabled.`,
    working: 'Working…',
    keepAsIs: 'Keep as it is',
  },
  ja: {
    title: 'スタッフ',
    intro: (brand) => `${brand} のスタッフの管理画面アカウントです。`,
    notAllowed: 'スタッフのアカウントを管理できるのはブランド管理者のみです。',
    caption: (count) => `スタッフアカウント: ${count} 件`,
    name: '氏名',
    email: 'メールアドレス',
    role: '役割',
    hotels: '施設',
    language: '言語',
    twoStep: '2段階認証',
    state: '状態',
    actions: '操作',
    allHotels: 'ブランドのすべての施設',
    on: 'オン',
    off: 'オフ',
    active: '有効',
    disabled: '無効',
    lockedUntil: (until) => `${until} までロック中`,
    you: '（あなた）',
    edit: '編集',
    editLabel: (name) => `${name} を編集`,
    disable: '無効にする',
    disableLabel: (name) => `${name} を無効にする`,
    enable: '有効にする',
    enableLabel: (name) => `${name} を有効にする`,
    addTitle: 'アカウントを追加',
    hotelsHint: '施設マネージャーとフロントのアカウントは、ここでチェックした施設だけを操作できます。',
    adminHotels: 'ブランド管理者はブランドのすべての施設を操作できます。',
    initialPassword: '初期パスワード',
    initialPasswordHint:
      '12文字以上で、英大文字・英小文字・数字をそれぞれ含めてください。安全な方法で本人に伝えてください。本人は「アカウント」で変更できます。',
    add: 'アカウントを追加',
    added: (email) => `アカウント ${email} を追加しました。`,
    editTitle: (name) => `${name} を編集`,
    saveChanges: '変更を保存',
    saved: (name) => `${name} のアカウントを保存しました。`,
    disableTitle: (name) => `${name} を無効にする`,
    disableBody: 'ただちにログアウトされ、再び有効にするまでログインできません。操作履歴は残ります。',
    disabledDone: (name) => `${name} のアカウントを無効にしました。`,
    enableTitle: (name) => `${name} を有効にする`,
    enableBody: '本人のパスワードで再びログインできるようになります。',
    enabledDone: (name) => `${name} のアカウントを有効にしました。`,
    working: '処理しています…',
    keepAsIs: '変更しない',
  },
  zh_Hans: {
    title: '员工',
    intro: (brand) => `${brand} 员工的管理后台账户。`,
    notAllowed: '只有品牌管理员可以管理员工账户。',
    caption: (count) => `员工账户：共 ${count} 个`,
    name: '姓名',
    email: '电子邮箱',
    role: '角色',
    hotels: '酒店',
    language: '语言',
    twoStep: '两步验证',
    state: '状态',
    actions: '操作',
    allHotels: '品牌下的所有酒店',
    on: '开启',
    off: '关闭',
    active: '启用中',
    disabled: '已停用',
    lockedUntil: (until) => `锁定至 ${until}`,
    you: '（您）',
    edit: '编辑',
    editLabel: (name) => `编辑 ${name}`,
    disable: '停用',
    disableLabel: (name) => `停用 ${name}`,
    enable: '启用',
    enableLabel: (name) => `启用 ${name}`,
    addTitle: '添加账户',
    hotelsHint: '酒店经理和前台账户只能管理此处勾选的酒店。',
    adminHotels: '品牌管理员可以管理品牌下的所有酒店。',
    initialPassword: '初始密码',
    initialPasswordHint:
      '至少 12 个字符，须包含大写字母、小写字母和数字。请以安全的方式告知本人；本人可在“我的账户”中修改。',
    add: '添加账户',
    added: (email) => `已添加账户 ${email}。`,
    editTitle: (name) => `编辑 ${name}`,
    saveChanges: '保存更改',
    saved: (name) => `已保存 ${name} 的账户。`,
    disableTitle: (name) => `停用 ${name}`,
    disableBody: '该账户将立即退出登录，重新启用前无法登录。操作记录会保留。',
    disabledDone: (name) => `已停用 ${name} 的账户。`,
    enableTitle: (name) => `启用 ${name}`,
    enableBody: '本人可以再次使用自己的密码登录。',
    enabledDone: (name) => `已启用 ${name} 的账户。`,
    working: '处理中…',
    keepAsIs: '保持不变',
  },
  zh_Hant: {
    title: '員工',
    intro: (brand) => `${brand} 員工的管理後台帳戶。`,
    notAllowed: '只有品牌管理員可以管理員工帳戶。',
    caption: (count) => `員工帳戶：共 ${count} 個`,
    name: '姓名',
    email: '電子郵件地址',
    role: '角色',
    hotels: '飯店',
    language: '語言',
    twoStep: '兩步驟驗證',
    state: '狀態',
    actions: '操作',
    allHotels: '品牌旗下所有飯店',
    on: '開啟',
    off: '關閉',
    active: '使用中',
    disabled: '已停用',
    lockedUntil: (until) => `鎖定至 ${until}`,
    you: '（您）',
    edit: '編輯',
    editLabel: (name) => `編輯 ${name}`,
    disable: '停用',
    disableLabel: (name) => `停用 ${name}`,
    enable: '啟用',
    enableLabel: (name) => `啟用 ${name}`,
    addTitle: '新增帳戶',
    hotelsHint: '飯店經理與櫃檯帳戶只能管理此處勾選的飯店。',
    adminHotels: '品牌管理員可以管理品牌旗下所有飯店。',
    initialPassword: '初始密碼',
    initialPasswordHint:
      '至少 12 個字元，須包含大寫字母、小寫字母與數字。請以安全的方式告知本人；本人可在「我的帳戶」中變更。',
    add: '新增帳戶',
    added: (email) => `已新增帳戶 ${email}。`,
    editTitle: (name) => `編輯 ${name}`,
    saveChanges: '儲存變更',
    saved: (name) => `已儲存 ${name} 的帳戶。`,
    disableTitle: (name) => `停用 ${name}`,
    disableBody: '該帳戶會立即登出，重新啟用前無法登入。操作紀錄會保留。',
    disabledDone: (name) => `已停用 ${name} 的帳戶。`,
    enableTitle: (name) => `啟用 ${name}`,
    enableBody: '本人可以再次使用自己的密碼登入。',
    enabledDone: (name) => `已啟用 ${name} 的帳戶。`,
    working: '處理中…',
    keepAsIs: '維持不變',
  },
  ko: {
    title: '직원',
    intro: (brand) => `${brand} 직원의 관리 화면 계정입니다.`,
    notAllowed: '직원 계정은 브랜드 관리자만 관리할 수 있습니다.',
    caption: (count) => `직원 계정: ${count}개`,
    name: '이름',
    email: '이메일 주소',
    role: '역할',
    hotels: '호텔',
    language: '언어',
    twoStep: '2단계 인증',
    state: '상태',
    actions: '작업',
    allHotels: '브랜드의 모든 호텔',
    on: '켜짐',
    off: '꺼짐',
    active: '사용 중',
    disabled: '사용 중지됨',
    lockedUntil: (until) => `${until}까지 잠김`,
    you: '(나)',
    edit: '편집',
    editLabel: (name) => `${name} 편집`,
    disable: '사용 중지',
    disableLabel: (name) => `${name} 사용 중지`,
    enable: '다시 사용',
    enableLabel: (name) => `${name} 다시 사용`,
    addTitle: '계정 추가',
    hotelsHint: '호텔 매니저와 프런트 계정은 여기에서 선택한 호텔만 다룰 수 있습니다.',
    adminHotels: '브랜드 관리자는 브랜드의 모든 호텔을 다룰 수 있습니다.',
    initialPassword: '초기 비밀번호',
    initialPasswordHint:
      '12자 이상이며 영문 대문자, 소문자, 숫자를 모두 포함해야 합니다. 안전한 방법으로 전달해 주세요. 본인이 [내 계정]에서 바꿀 수 있습니다.',
    add: '계정 추가',
    added: (email) => `${email} 계정을 추가했습니다.`,
    editTitle: (name) => `${name} 편집`,
    saveChanges: '변경 사항 저장',
    saved: (name) => `${name}님의 계정을 저장했습니다.`,
    disableTitle: (name) => `${name} 사용 중지`,
    disableBody:
      '즉시 로그아웃되며 다시 사용하도록 설정할 때까지 로그인할 수 없습니다. 작업 기록은 남습니다.',
    disabledDone: (name) => `${name}님의 계정을 사용 중지했습니다.`,
    enableTitle: (name) => `${name} 다시 사용`,
    enableBody: '본인의 비밀번호로 다시 로그인할 수 있습니다.',
    enabledDone: (name) => `${name}님의 계정을 다시 사용하도록 설정했습니다.`,
    working: '처리 중…',
    keepAsIs: '변경하지 않음',
  },
};
