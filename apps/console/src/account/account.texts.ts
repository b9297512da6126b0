import type { Locale } from '@yadori/contract/locales';

/** The signed-in person's own account: profile, password, two-step sign-in. */
export interface AccountTexts {
  title: string;
  profile: string;
  email: string;
  name: string;
  language: string;
  saveProfile: string;
  profileSaved: string;
  password: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  repeatPassword: string;
  passwordsDiffer: string;
  changePassword: string;
  passwordChanged: string;
  twoStep: string;
  twoStepOn: string;
  twoStepOff: string;
  startTwoStep: string;
  setupIntro: string;
  secret: string;
  otpauthUrl: string;
  code: string;
  codeHint: string;
  confirmTwoStep: string;
  twoStepEnabled: string;
  stopSetup: string;
  disableIntro: string;
  disableTwoStep: string;
  twoStepDisabled: string;
  working: string;
}

export const ACCOUNT_TEXTS: Record<Locale, AccountTexts> = {
  en: {
    title: 'My account',
    profile: 'Profile',
    email: 'Email address',
    name: 'Name',
    language: 'Console language',
    saveProfile: 'Save profile',
    profileSaved: 'Your profile was saved.',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 12 characters, with upper-case and lower-case letters and digits.',
    repeatPassword: 'New password again',
    passwordsDiffer: 'The two new passwords are not the same.',
    changePassword: 'Change password',
    passwordChanged: 'Your password was changed. Your sessions on other devices were ended.',
    twoStep: 'Two-step sign-in',
    twoStepOn: 'Two-step sign-in is on: signing in asks for a code from your authenticator app.',
    twoStepOff: 'Two-step sign-in is off: signing in asks only for your password.',
    startTwoStep: 'Turn on two-step sign-in',
    setupIntro:
      'Add this account to your authenticator app: type in the key, or open the setup address on the device that has the app. Then enter the code the app shows.',
    secret: 'Key',
    otpauthUrl: 'Setup address',
    code: 'Code from the app',
    codeHint: 'Six digits; a new one every 30 seconds.',
    confirmTwoStep: 'Confirm and turn on',
    twoStepEnabled: 'Two-step sign-in is now on.',
    stopSetup: 'Stop setting up',
    disableIntro: 'To turn two-step sign-in off, confirm your password.',
    disableTwoStep: 'Turn off two-step sign-in',
    twoStepDisabled: 'Two-step sign-in is now off.',
    working: 'Working…',
  },
  ja: {
    title: 'アカウント',
    profile: 'プロフィール',
    email: 'メールアドレス',
    name: '氏名',
    language: '管理画面の言語',
    saveProfile: 'プロフィールを保存',
    profileSaved: 'プロフィールを保存しました。',
    password: 'パスワード',
    currentPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    newPasswordHint: '12文字以上で、英大文字・英小文字・数字をそれぞれ含めてください。',
    repeatPassword: '新しいパスワード（確認）',
    passwordsDiffer: '新しいパスワードが一致しません。',
    changePassword: 'パスワードを変更',
    passwordChanged: 'パスワードを変更しました。ほかの端末のログインは終了しました。',
    twoStep: '2段階認証',
    twoStepOn: '2段階認証はオンです。ログイン時に認証アプリのコードが必要です。',
    twoStepOff: '2段階認証はオフです。ログインにはパスワードのみを使います。',
    startTwoStep: '2段階認証をオンにする',
    setupIntro:
      '認証アプリにこのアカウントを追加してください。キーを手入力するか、アプリのある端末で設定用アドレスを開きます。その後、アプリに表示されたコードを入力してください。',
    secret: 'キー',
    otpauthUrl: '設定用アドレス',
    code: 'アプリのコード',
    codeHint: '6桁の数字です。30秒ごとに変わります。',
    confirmTwoStep: '確認してオンにする',
    twoStepEnabled: '2段階認証をオンにしました。',
    stopSetup: '設定をやめる',
    disableIntro: '2段階認証をオフにするには、パスワードを入力してください。',
    disableTwoStep: '2段階認証をオフにする',
    twoStepDisabled: '2段階認証をオフにしました。',
    working: '処理しています…',
  },
  zh_Hans: {
    title: '我的账户',
    profile: '个人资料',
    email: '电子邮箱',
    name: '姓名',
    language: '管理后台语言',
    saveProfile: '保存个人资料',
    profileSaved: '个人资料已保存。',
    password: '密码',
    currentPassword: '当前密码',
    newPassword: '新密码',
    newPasswordHint: '至少 12 个字符，须包含大写字母、小写字母和数字。',
    repeatPassword: '再次输入新密码',
    passwordsDiffer: '两次输入的新密码不一致。',
    changePassword: '修改密码',
    passwordChanged: '密码已修改。其他设备上的登录已结束。',
    twoStep: '两步验证',
    twoStepOn: '两步验证已开启：登录时需要输入身份验证器应用中的验证码。',
    twoStepOff: '两步验证已关闭：登录时只需输入密码。',
    startTwoStep: '开启两步验证',
    setupIntro:
      '请将此账户添加到身份验证器应用：手动输入密钥，或在装有该应用的设备上打开设置地址。然后输入应用显示的验证码。',
    secret: '密钥',
    otpauthUrl: '设置地址',
    code: '应用中的验证码',
    codeHint: '6 位数字，每 30 秒更新一次。',
    confirmTwoStep: '确认并开启',
    twoStepEnabled: '两步验证已开启。',
    stopSetup: '停止设置',
    disableIntro: '要关闭两步验证，请输入密码确认。',
    disableTwoStep: '关闭两步验证',
    twoStepDisabled: '两步验证已关闭。',
    working: '处理中…',
  },
  zh_Hant: {
    title: '我的帳戶',
    profile: '個人資料',
    email: '電子郵件地址',
    name: '姓名',
    language: '管理後台語言',
    saveProfile: '儲存個人資料',
    profileSaved: '個人資料已儲存。',
    password: '密碼',
    currentPassword: '目前的密碼',
    newPassword: '新密碼',
    newPasswordHint: '至少 12 個字元，須包含大寫字母、小寫字母與數字。',
    repeatPassword: '再次輸入新密碼',
    passwordsDiffer: '兩次輸入的新密碼不一致。',
    changePassword: '變更密碼',
    passwordChanged: '密碼已變更。其他裝置上的登入已結束。',
    twoStep: '兩步驟驗證',
    twoStepOn: '兩步驟驗證已開啟：登入時需要輸入驗證器應用程式中的驗證碼。',
    twoStepOff: '兩步驟驗證已關閉：登入時只需輸入密碼。',
    startTwoStep: '開啟兩步驟驗證',
    setupIntro:
      '請將此帳戶加入驗證器應用程式：手動輸入金鑰，或在安裝該應用程式的裝置上開啟設定網址。接著輸入應用程式顯示的驗證碼。',
    secret: '金鑰',
    otpauthUrl: '設定網址',
    code: '應用程式中的驗證碼',
    codeHint: '6 位數字，每 30 秒更新一次。',
    confirmTwoStep: '確認並開啟',
    twoStepEnabled: '兩步驟驗證已開啟。',
    stopSetup: '停止設定',
    disableIntro: '若要關閉兩步驟驗證，請輸入密碼確認。',
    disableTwoStep: '關閉兩步驟驗證',
    twoStepDisabled: '兩步驟驗證已關閉。',
    working: '處理中…',
  },
  ko: {
    title: '내 계정',
    profile: '프로필',
    email: '이메일 주소',
    name: '이름',
    language: '관리 화면 언어',
    saveProfile: '프로필 저장',
    profileSaved: '프로필을 저장했습니다.',
    password: '비밀번호',
    currentPassword: '현재 비밀번호',
    newPassword: '새 비밀번호',
    newPasswordHint: '12자 이상이며 영문 대문자, 소문자, 숫자를 모두 포함해야 합니다.',
    repeatPassword: '새 비밀번호 확인',
    passwordsDiffer: '두 새 비밀번호가 일치하지 않습니다.',
    changePassword: '비밀번호 변경',
    passwordChanged: '비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다.',
    twoStep: '2단계 인증',
    twoStepOn: '2단계 인증이 켜져 있습니다. 로그인할 때 인증 앱의 코드가 필요합니다.',
    twoStepOff: '2단계 인증이 꺼져 있습니다. 로그인할 때 비밀번호만 입력합니다.',
    startTwoStep: '2단계 인증 켜기',
    setupIntro:
      '인증 앱에 이 계정을 추가해 주세요. 키를 직접 입력하거나, 앱이 설치된 기기에서 설정 주소를 엽니다. 그다음 앱에 표시된 코드를 입력해 주세요.',
    secret: '키',
    otpauthUrl: '설정 주소',
    code: '앱의 코드',
    codeHint: '6자리 숫자이며 30초마다 바뀝니다.',
    confirmTwoStep: '확인하고 켜기',
    twoStepEnabled: '2단계 인증을 켰습니다.',
    stopSetup: '설정 중단',
    disableIntro: '2단계 인증을 끄려면 비밀번호를 입력해 주세요.',
    disableTwoStep: '2단계 인증 끄기',
    twoStepDisabled: '2단계 인증을 껐습니다.',
    working: '처리 중…',
  },
};
