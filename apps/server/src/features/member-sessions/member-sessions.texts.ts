import type { Locale } from '@yadori/contract/locales';
import { SIGN_IN_LOCK_MINUTES } from '@yadori/contract/membership.schema';

/** What the member sign-in, token and session calls tell a guest, in the five languages. */
export interface MemberSessionTexts {
  /** An unknown email and a wrong password get this same sentence (spec §8 sign-in failed). */
  signInFailed: string;
  notConfirmed: string;
  /** Spec §8 1403: an account the facility registered has no password yet. */
  facilityRegistered: string;
  /** Spec §8 1301. */
  accountLocked: string;
  hotelMismatch: string;
  signInRequired: string;
  /** Spec §8 3401: a session or refresh token we do not know, or no longer honour. */
  sessionNotFound: string;
  /** Spec §8 3402: a session or refresh token of another hotel brand. */
  brandMismatch: string;
  signedOut: string;
  hotelNotFound: string;
}

export const MEMBER_SESSION_TEXTS: Record<Locale, MemberSessionTexts> = {
  en: {
    signInFailed:
      'Sign-in failed. The email address or password is incorrect, or no membership is registered with this email address.',
    notConfirmed:
      'Your registration is not complete yet. Please open the link in the confirmation email we sent you, then sign in.',
    facilityRegistered:
      'This account was registered by the hotel and has no password yet. Please set one with "Forgot your password?".',
    accountLocked: `Your account is locked after too many failed sign-in attempts. Please try again in ${SIGN_IN_LOCK_MINUTES} minutes, or reset your password with "Forgot your password?".`,
    hotelMismatch: 'The hotel of the sign-in does not match this page. Please reload the page.',
    signInRequired: 'Please sign in.',
    sessionNotFound: 'You have been signed out. Please sign in again.',
    brandMismatch: 'You are signed in to another hotel brand. Please sign in again here.',
    signedOut: 'You have signed out.',
    hotelNotFound: 'This hotel was not found.',
  },
  ja: {
    signInFailed:
      'ログインに失敗しました。メールアドレスまたはパスワードが正しくないか、このメールアドレスで会員登録されていません。',
    notConfirmed:
      '会員登録が完了していません。お送りした確認メールのリンクを開いてから、ログインしてください。',
    facilityRegistered:
      'このアカウントは施設で登録されたため、パスワードが設定されていません。「パスワードをお忘れの方」からパスワードを設定してください。',
    accountLocked: `ログインに続けて失敗したため、アカウントをロックしました。${SIGN_IN_LOCK_MINUTES}分後にもう一度お試しいただくか、「パスワードをお忘れの方」からパスワードを再設定してください。`,
    hotelMismatch: 'ログイン先のホテルがこのページと一致しません。ページを再読み込みしてください。',
    signInRequired: 'ログインしてください。',
    sessionNotFound: 'ログアウトされました。もう一度ログインしてください。',
    brandMismatch: '別のホテルブランドにログインしています。こちらでもう一度ログインしてください。',
    signedOut: 'ログアウトしました。',
    hotelNotFound: '該当するホテルが見つかりません。',
  },
  zh_Hans: {
    signInFailed: '登录失败。邮箱地址或密码不正确，或该邮箱地址尚未注册会员。',
    notConfirmed: '您的注册尚未完成。请打开我们发送的确认邮件中的链接后再登录。',
    facilityRegistered: '此账户由酒店注册，尚未设置密码。请通过“忘记密码？”设置密码。',
    accountLocked: `由于多次登录失败，您的账户已被锁定。请在${SIGN_IN_LOCK_MINUTES}分钟后重试，或通过“忘记密码？”重设密码。`,
    hotelMismatch: '登录的酒店与此页面不一致。请重新加载页面。',
    signInRequired: '请登录。',
    sessionNotFound: '您已退出登录。请重新登录。',
    brandMismatch: '您登录的是其他酒店品牌。请在此处重新登录。',
    signedOut: '您已退出登录。',
    hotelNotFound: '未找到该酒店。',
  },
  zh_Hant: {
    signInFailed: '登入失敗。電子郵件地址或密碼不正確，或此電子郵件地址尚未註冊會員。',
    notConfirmed: '您的註冊尚未完成。請開啟我們寄出的確認郵件中的連結後再登入。',
    facilityRegistered: '此帳戶由飯店註冊，尚未設定密碼。請透過「忘記密碼？」設定密碼。',
    accountLocked: `由於多次登入失敗，您的帳戶已被鎖定。請於${SIGN_IN_LOCK_MINUTES}分鐘後再試，或透過「忘記密碼？」重設密碼。`,
    hotelMismatch: '登入的飯店與此頁面不一致。請重新載入頁面。',
    signInRequired: '請登入。',
    sessionNotFound: '您已登出。請重新登入。',
    brandMismatch: '您登入的是其他飯店品牌。請在此重新登入。',
    signedOut: '您已登出。',
    hotelNotFound: '找不到該飯店。',
  },
  ko: {
    signInFailed:
      '로그인에 실패했습니다. 이메일 주소 또는 비밀번호가 올바르지 않거나, 이 이메일 주소로 등록된 회원 정보가 없습니다.',
    notConfirmed:
      '회원 가입이 아직 완료되지 않았습니다. 보내 드린 확인 이메일의 링크를 연 다음 로그인해 주세요.',
    facilityRegistered:
      '이 계정은 시설에서 등록하여 비밀번호가 설정되어 있지 않습니다. "비밀번호를 잊으셨나요?"에서 비밀번호를 설정해 주세요.',
    accountLocked: `로그인에 여러 번 실패하여 계정이 잠겼습니다. ${SIGN_IN_LOCK_MINUTES}분 후에 다시 시도하시거나 "비밀번호를 잊으셨나요?"에서 비밀번호를 재설정해 주세요.`,
    hotelMismatch: '로그인하려는 호텔이 이 페이지와 일치하지 않습니다. 페이지를 새로 고쳐 주세요.',
    signInRequired: '로그인해 주세요.',
    sessionNotFound: '로그아웃되었습니다. 다시 로그인해 주세요.',
    brandMismatch: '다른 호텔 브랜드에 로그인되어 있습니다. 여기에서 다시 로그인해 주세요.',
    signedOut: '로그아웃했습니다.',
    hotelNotFound: '해당 호텔을 찾을 수 없습니다.',
  },
};
