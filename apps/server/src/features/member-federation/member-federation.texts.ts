import type { Locale } from '@yadori/contract/locales';

/** The refusals of partner and social sign-in (spec §8: 3501–3503, the brand custom auth warning). */
export interface FederationTexts {
  providerNotConfigured: string;
  providerUnavailable: string;
  returnUrlNotAllowed: string;
  invalidState: string;
  /** 3501 */
  loyaltySignInFailed: string;
  /** 3502 */
  loyaltyPointBalanceUnavailable: string;
  /** 3503 */
  loyaltyUnavailable: string;
  customAuthFailed: string;
  chatbotSessionRefused: string;
}

const ja: FederationTexts = {
  providerNotConfigured: 'このログイン方法はご利用いただけません。',
  providerUnavailable: 'ログインサービスに接続できませんでした。しばらくしてから再度お試しください。',
  returnUrlNotAllowed: 'ログイン後に戻るページとして、このアドレスは使用できません。',
  invalidState: 'ログインの手続きを確認できませんでした。最初からやり直してください。',
  loyaltySignInFailed: '会員情報が登録されていないため、ログインできませんでした。',
  loyaltyPointBalanceUnavailable: 'ポイント残高を取得できませんでした。しばらくしてから再度お試しください。',
  loyaltyUnavailable: '会員プログラムに接続できませんでした。しばらくしてから再度お試しください。',
  customAuthFailed: '会員認証に失敗しました。お手数ですが、もう一度ログインしてください。',
  chatbotSessionRefused: 'チャットからのログインを確認できませんでした。もう一度お試しください。',
};

const en: FederationTexts = {
  providerNotConfigured: 'This sign-in method is not available.',
  providerUnavailable: 'We could not reach the sign-in service. Please try again later.',
  returnUrlNotAllowed: 'This address cannot be used as the page to return to after signing in.',
  invalidState: 'We could not verify this sign-in. Please start again.',
  loyaltySignInFailed: 'Sign-in failed because your membership information is not registered.',
  loyaltyPointBalanceUnavailable: 'Your point balance is not available right now. Please try again later.',
  loyaltyUnavailable: 'We could not reach the membership programme. Please try again later.',
  customAuthFailed: 'Member authentication failed. Please sign in again.',
  chatbotSessionRefused: 'We could not verify the sign-in from the chat. Please try again.',
};

const zhHans: FederationTexts = {
  providerNotConfigured: '无法使用此登录方式。',
  providerUnavailable: '无法连接到登录服务，请稍后再试。',
  returnUrlNotAllowed: '此地址不能用作登录后返回的页面。',
  invalidState: '无法确认此次登录，请重新开始。',
  loyaltySignInFailed: '由于未登记会员信息，登录失败。',
  loyaltyPointBalanceUnavailable: '暂时无法获取积分余额，请稍后再试。',
  loyaltyUnavailable: '无法连接到会员计划，请稍后再试。',
  customAuthFailed: '会员认证失败，请重新登录。',
  chatbotSessionRefused: '无法确认来自聊天的登录，请重试。',
};

const zhHant: FederationTexts = {
  providerNotConfigured: '無法使用此登入方式。',
  providerUnavailable: '無法連線至登入服務，請稍後再試。',
  returnUrlNotAllowed: '此網址無法作為登入後返回的頁面。',
  invalidState: '無法確認此次登入，請重新開始。',
  loyaltySignInFailed: '由於未登錄會員資料，登入失敗。',
  loyaltyPointBalanceUnavailable: '目前無法取得點數餘額，請稍後再試。',
  loyaltyUnavailable: '無法連線至會員計畫，請稍後再試。',
  customAuthFailed: '會員驗證失敗，請重新登入。',
  chatbotSessionRefused: '無法確認來自聊天的登入，請再試一次。',
};

const ko: FederationTexts = {
  providerNotConfigured: '이 로그인 방법은 사용할 수 없습니다.',
  providerUnavailable: '로그인 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  returnUrlNotAllowed: '이 주소는 로그인 후 돌아갈 페이지로 사용할 수 없습니다.',
  invalidState: '로그인을 확인할 수 없습니다. 처음부터 다시 시도해 주세요.',
  loyaltySignInFailed: '회원 정보가 등록되어 있지 않아 로그인하지 못했습니다.',
  loyaltyPointBalanceUnavailable: '지금은 포인트 잔액을 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  loyaltyUnavailable: '회원 프로그램에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  customAuthFailed: '회원 인증에 실패했습니다. 다시 로그인해 주세요.',
  chatbotSessionRefused: '채팅에서의 로그인을 확인할 수 없습니다. 다시 시도해 주세요.',
};

export const FEDERATION_TEXTS: Record<Locale, FederationTexts> = {
  ja,
  en,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  ko,
};
