import type { Locale } from '@yadori/contract/locales';

/** What the staff account calls tell staff, in the five languages. */
export interface StaffAccountTexts {
  /** An unknown email, a wrong password or a disabled account: one sentence for all. */
  signInFailed: string;
  /** The right password of an account with two-step sign-in, without a code. */
  totpRequired: string;
  /** Too many failed sign-ins in a row. */
  accountLocked: string;
  /** The password given to confirm a change is not the account's. */
  wrongPassword: string;
  /** A new password that is too short or not mixed enough. */
  passwordStrength: string;
  /** Two-step sign-in cannot be used: the server has no STAFF_SECRET, or another one than before. */
  totpUnavailable: string;
  /** Two-step sign-in is already on: turn it off before starting again. */
  totpAlreadyOn: string;
  /** A code to confirm, but no two-step sign-in was started. */
  totpNotStarted: string;
  /** The code does not match the secret being set up. */
  totpCodeWrong: string;
  /** No such account in the brand: the same sentence whether it exists elsewhere or not. */
  staffNotFound: string;
  /** The email already has an account (one per address across the installation). */
  emailTaken: string;
  /** A hotel id that is not one of the brand's hotels. */
  hotelsNotOfBrand: string;
  /** A hotel manager or front desk account without hotels. */
  hotelsRequired: string;
  /** An admin disabling or demoting their own account. */
  notOnYourself: string;
}

export const STAFF_ACCOUNT_TEXTS: Record<Locale, StaffAccountTexts> = {
  en: {
    signInFailed: 'The email address or password is incorrect.',
    totpRequired: 'Enter the 6-digit code from your authenticator app.',
    accountLocked: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    wrongPassword: 'The password is incorrect.',
    passwordStrength:
      'Use a password of at least 12 characters with upper-case letters, lower-case letters and digits.',
    totpUnavailable:
      'Two-step sign-in is not available on this server right now. Please contact the person who runs it.',
    totpAlreadyOn: 'Two-step sign-in is already on. Turn it off first to set it up again.',
    totpNotStarted: 'Start setting up two-step sign-in first.',
    totpCodeWrong: 'The code is incorrect. Enter the current code from your authenticator app.',
    staffNotFound: 'There is no such staff account in your brand.',
    emailTaken: 'A staff account with this email address already exists.',
    hotelsNotOfBrand: 'Choose hotels of your own brand only.',
    hotelsRequired: 'Choose at least one hotel for a hotel manager or front desk account.',
    notOnYourself: 'You cannot disable your own account or change your own role.',
  },
  ja: {
    signInFailed: 'メールアドレスまたはパスワードが正しくありません。',
    totpRequired: '認証アプリに表示されている6桁のコードを入力してください。',
    accountLocked: 'ログインの失敗が続いたため、ロックしました。15分後にもう一度お試しください。',
    wrongPassword: 'パスワードが正しくありません。',
    passwordStrength: 'パスワードは大文字・小文字・数字を含む12文字以上にしてください。',
    totpUnavailable:
      '現在このサーバーでは2段階認証を利用できません。サーバーの管理者にお問い合わせください。',
    totpAlreadyOn: '2段階認証はすでに有効です。設定し直すには、先に無効にしてください。',
    totpNotStarted: '先に2段階認証の設定を開始してください。',
    totpCodeWrong: 'コードが正しくありません。認証アプリに表示されている現在のコードを入力してください。',
    staffNotFound: 'ご自身のブランドに該当するスタッフアカウントはありません。',
    emailTaken: 'このメールアドレスのスタッフアカウントはすでに存在します。',
    hotelsNotOfBrand: 'ご自身のブランドの施設のみ選択してください。',
    hotelsRequired: '施設マネージャーまたはフロントのアカウントには、施設を1つ以上選択してください。',
    notOnYourself: 'ご自身のアカウントを無効にしたり、ご自身の役割を変更したりすることはできません。',
  },
  zh_Hans: {
    signInFailed: '电子邮件地址或密码不正确。',
    totpRequired: '请输入身份验证器应用中显示的6位验证码。',
    accountLocked: '登录失败次数过多，账户已被锁定。请在15分钟后重试。',
    wrongPassword: '密码不正确。',
    passwordStrength: '请使用至少12个字符、包含大写字母、小写字母和数字的密码。',
    totpUnavailable: '此服务器目前无法使用两步验证。请联系服务器的管理人员。',
    totpAlreadyOn: '两步验证已开启。如需重新设置，请先将其关闭。',
    totpNotStarted: '请先开始设置两步验证。',
    totpCodeWrong: '验证码不正确。请输入身份验证器应用中当前显示的验证码。',
    staffNotFound: '您的品牌中没有该员工账户。',
    emailTaken: '使用此电子邮件地址的员工账户已存在。',
    hotelsNotOfBrand: '请只选择您自己品牌的酒店。',
    hotelsRequired: '请为酒店经理或前台账户至少选择一家酒店。',
    notOnYourself: '您不能停用自己的账户，也不能更改自己的角色。',
  },
  zh_Hant: {
    signInFailed: '電子郵件地址或密碼不正確。',
    totpRequired: '請輸入驗證器應用程式中顯示的6位數驗證碼。',
    accountLocked: '登入失敗次數過多，帳戶已被鎖定。請於15分鐘後再試。',
    wrongPassword: '密碼不正確。',
    passwordStrength: '請使用至少12個字元、包含大寫字母、小寫字母和數字的密碼。',
    totpUnavailable: '此伺服器目前無法使用兩步驟驗證。請聯絡伺服器的管理人員。',
    totpAlreadyOn: '兩步驟驗證已開啟。如需重新設定，請先將其關閉。',
    totpNotStarted: '請先開始設定兩步驟驗證。',
    totpCodeWrong: '驗證碼不正確。請輸入驗證器應用程式中目前顯示的驗證碼。',
    staffNotFound: '您的品牌中沒有該員工帳戶。',
    emailTaken: '使用此電子郵件地址的員工帳戶已存在。',
    hotelsNotOfBrand: '請只選擇您自己品牌的飯店。',
    hotelsRequired: '請為飯店經理或櫃檯帳戶至少選擇一家飯店。',
    notOnYourself: '您不能停用自己的帳戶，也不能變更自己的角色。',
  },
  ko: {
    signInFailed: '이메일 주소 또는 비밀번호가 올바르지 않습니다.',
    totpRequired: '인증 앱에 표시된 6자리 코드를 입력해 주세요.',
    accountLocked: '로그인 실패가 너무 많아 계정이 잠겼습니다. 15분 후에 다시 시도해 주세요.',
    wrongPassword: '비밀번호가 올바르지 않습니다.',
    passwordStrength: '비밀번호는 대문자, 소문자, 숫자를 포함해 12자 이상으로 해 주세요.',
    totpUnavailable: '현재 이 서버에서는 2단계 인증을 사용할 수 없습니다. 서버 관리자에게 문의해 주세요.',
    totpAlreadyOn: '2단계 인증이 이미 켜져 있습니다. 다시 설정하려면 먼저 꺼 주세요.',
    totpNotStarted: '먼저 2단계 인증 설정을 시작해 주세요.',
    totpCodeWrong: '코드가 올바르지 않습니다. 인증 앱에 표시된 현재 코드를 입력해 주세요.',
    staffNotFound: '소속 브랜드에 해당 직원 계정이 없습니다.',
    emailTaken: '이 이메일 주소를 사용하는 직원 계정이 이미 있습니다.',
    hotelsNotOfBrand: '소속 브랜드의 호텔만 선택해 주세요.',
    hotelsRequired: '호텔 매니저 또는 프런트 계정에는 호텔을 하나 이상 선택해 주세요.',
    notOnYourself: '자신의 계정을 비활성화하거나 자신의 역할을 변경할 수 없습니다.',
  },
};
