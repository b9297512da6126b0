import type { Locale } from '@yadori/contract/locales';

export interface SignInTexts {
  title: string;
  intro: string;
  email: string;
  password: string;
  totpCode: string;
  totpHint: string;
  submit: string;
  submitting: string;
}

export const SIGN_IN_TEXTS: Record<Locale, SignInTexts> = {
  en: {
    title: 'Sign in to the console',
    intro: 'For the staff of hotels on Yadori.',
    email: 'Email address',
    password: 'Password',
    totpCode: 'Authentication code',
    totpHint: 'The 6-digit code your authenticator app shows now.',
    submit: 'Sign in',
    submitting: 'Signing in…',
  },
  ja: {
    title: '管理画面にログイン',
    intro: 'Yadori をご利用の施設スタッフ向けの画面です。',
    email: 'メールアドレス',
    password: 'パスワード',
    totpCode: '認証コード',
    totpHint: '認証アプリに表示されている6桁のコードを入力してください。',
    submit: 'ログイン',
    submitting: 'ログインしています…',
  },
  zh_Hans: {
    title: '登录管理后台',
    intro: '供使用 Yadori 的酒店员工使用。',
    email: '电子邮箱',
    password: '密码',
    totpCode: '验证码',
    totpHint: '请输入身份验证器应用当前显示的 6 位验证码。',
    submit: '登录',
    submitting: '正在登录…',
  },
  zh_Hant: {
    title: '登入管理後台',
    intro: '供使用 Yadori 的飯店員工使用。',
    email: '電子郵件地址',
    password: '密碼',
    totpCode: '驗證碼',
    totpHint: '請輸入驗證器應用程式目前顯示的 6 位數驗證碼。',
    submit: '登入',
    submitting: '正在登入…',
  },
  ko: {
    title: '관리 화면 로그인',
    intro: 'Yadori를 이용하는 호텔 직원용 화면입니다.',
    email: '이메일 주소',
    password: '비밀번호',
    totpCode: '인증 코드',
    totpHint: '인증 앱에 지금 표시된 6자리 코드를 입력해 주세요.',
    submit: '로그인',
    submitting: '로그인 중…',
  },
};
