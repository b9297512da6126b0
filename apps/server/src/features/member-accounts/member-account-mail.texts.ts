import type { Locale } from '@yadori/contract/locales';

/** The words of the account mails (sign-up confirmation, already registered, reset, email change). */
export interface MemberAccountMailTexts {
  greeting: (name: string) => string;
  closing: (brand: string) => string;
  confirmSubject: (brand: string) => string;
  confirmIntro: (brand: string) => string;
  confirmAction: string;
  alreadySubject: (brand: string) => string;
  alreadyIntro: (brand: string) => string;
  signInAction: string;
  forgotAdvice: string;
  forgotAction: string;
  resetSubject: (brand: string) => string;
  resetIntro: (brand: string) => string;
  resetAction: string;
  emailChangeSubject: (brand: string) => string;
  emailChangeIntro: (brand: string, email: string) => string;
  emailChangeAction: string;
  validFor: (hours: number) => string;
  newestOnly: string;
  notYou: string;
}

const en: MemberAccountMailTexts = {
  greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
  closing: (brand) => `Kind regards, ${brand}`,
  confirmSubject: (brand) => `${brand}: please confirm your email address`,
  confirmIntro: (brand) =>
    `Thank you for signing up for ${brand} membership. Please open the link below to confirm your email address and finish signing up.`,
  confirmAction: 'Confirm my email address',
  alreadySubject: (brand) => `${brand}: you already have an account`,
  alreadyIntro: (brand) =>
    `Someone, probably you, tried to sign up for ${brand} membership with this email address. You already have an account with it, so nothing new was created.`,
  signInAction: 'Sign in',
  forgotAdvice: 'If you have forgotten your password, you can set a new one:',
  forgotAction: 'Set a new password',
  resetSubject: (brand) => `${brand}: set a new password`,
  resetIntro: (brand) =>
    `We received a request to set a new password for your ${brand} membership. Open the link below to choose one.`,
  resetAction: 'Set a new password',
  emailChangeSubject: (brand) => `${brand}: please confirm your new email address`,
  emailChangeIntro: (brand, email) =>
    `You asked to sign in to ${brand} membership with ${email} from now on. Please open the link below to confirm this address. Until then, your current email address stays in use.`,
  emailChangeAction: 'Confirm my new email address',
  validFor: (hours) => (hours === 1 ? 'The link works for 1 hour.' : `The link works for ${hours} hours.`),
  newestOnly:
    'Emails can take up to 10 minutes to arrive. If you asked more than once, only the link in the newest email works.',
  notYou: 'If you did not ask for this, you can ignore this email; nothing will change.',
};

const ja: MemberAccountMailTexts = {
  greeting: (name) => (name ? `${name} 様` : 'お客様'),
  closing: (brand) => `${brand}`,
  confirmSubject: (brand) => `【${brand}】メールアドレスのご確認`,
  confirmIntro: (brand) =>
    `${brand}の会員登録をお申し込みいただきありがとうございます。下のリンクを開いてメールアドレスを確認し、登録を完了してください。`,
  confirmAction: 'メールアドレスを確認する',
  alreadySubject: (brand) => `【${brand}】すでに会員登録されています`,
  alreadyIntro: (brand) =>
    `このメールアドレスで${brand}の会員登録のお申し込みがありましたが、このアドレスはすでに会員登録されているため、新しいアカウントは作成していません。`,
  signInAction: 'ログインする',
  forgotAdvice: 'パスワードをお忘れの場合は、こちらから新しいパスワードを設定できます。',
  forgotAction: '新しいパスワードを設定する',
  resetSubject: (brand) => `【${brand}】パスワード再設定のご案内`,
  resetIntro: (brand) =>
    `${brand}会員のパスワード再設定のお申し込みを受け付けました。下のリンクを開いて新しいパスワードを設定してください。`,
  resetAction: '新しいパスワードを設定する',
  emailChangeSubject: (brand) => `【${brand}】新しいメールアドレスのご確認`,
  emailChangeIntro: (brand, email) =>
    `${brand}会員のログイン用メールアドレスを ${email} に変更するお申し込みを受け付けました。下のリンクを開いてこのアドレスを確認してください。確認が済むまでは、現在のメールアドレスをご利用いただけます。`,
  emailChangeAction: '新しいメールアドレスを確認する',
  validFor: (hours) => `リンクの有効期限は${hours}時間です。`,
  newestOnly:
    'メールの到着まで10分ほどかかる場合があります。何度かお申し込みいただいた場合は、最新のメールのリンクのみ有効です。',
  notYou: 'お心当たりのない場合は、このメールを破棄してください。登録内容は変更されません。',
};

const zhHans: MemberAccountMailTexts = {
  greeting: (name) => (name ? `尊敬的${name}：` : '您好：'),
  closing: (brand) => `${brand} 敬上`,
  confirmSubject: (brand) => `【${brand}】请确认您的电子邮箱`,
  confirmIntro: (brand) => `感谢您注册${brand}会员。请打开下方链接确认电子邮箱，完成注册。`,
  confirmAction: '确认电子邮箱',
  alreadySubject: (brand) => `【${brand}】您已注册会员`,
  alreadyIntro: (brand) =>
    `有人（可能是您本人）使用此电子邮箱申请注册${brand}会员。该邮箱已注册，因此未创建新账户。`,
  signInAction: '登录',
  forgotAdvice: '如果忘记了密码，可以在此设置新密码：',
  forgotAction: '设置新密码',
  resetSubject: (brand) => `【${brand}】设置新密码`,
  resetIntro: (brand) => `我们收到了为您的${brand}会员账户设置新密码的申请。请打开下方链接设置新密码。`,
  resetAction: '设置新密码',
  emailChangeSubject: (brand) => `【${brand}】请确认您的新电子邮箱`,
  emailChangeIntro: (brand, email) =>
    `您申请今后使用 ${email} 登录${brand}会员。请打开下方链接确认此邮箱。确认之前，当前的电子邮箱仍然有效。`,
  emailChangeAction: '确认新电子邮箱',
  validFor: (hours) => `链接有效期为${hours}小时。`,
  newestOnly: '邮件可能需要10分钟左右才能送达。如多次申请，仅最新邮件中的链接有效。',
  notYou: '如果这不是您本人的操作，请忽略此邮件，您的账户不会有任何变更。',
};

const zhHant: MemberAccountMailTexts = {
  greeting: (name) => (name ? `親愛的${name}：` : '您好：'),
  closing: (brand) => `${brand} 敬上`,
  confirmSubject: (brand) => `【${brand}】請確認您的電子郵件`,
  confirmIntro: (brand) => `感謝您註冊${brand}會員。請開啟下方連結確認電子郵件，完成註冊。`,
  confirmAction: '確認電子郵件',
  alreadySubject: (brand) => `【${brand}】您已註冊會員`,
  alreadyIntro: (brand) =>
    `有人（可能是您本人）使用此電子郵件申請註冊${brand}會員。該電子郵件已註冊，因此未建立新帳號。`,
  signInAction: '登入',
  forgotAdvice: '如果忘記了密碼，可以在此設定新密碼：',
  forgotAction: '設定新密碼',
  resetSubject: (brand) => `【${brand}】設定新密碼`,
  resetIntro: (brand) => `我們收到了為您的${brand}會員帳號設定新密碼的申請。請開啟下方連結設定新密碼。`,
  resetAction: '設定新密碼',
  emailChangeSubject: (brand) => `【${brand}】請確認您的新電子郵件`,
  emailChangeIntro: (brand, email) =>
    `您申請今後使用 ${email} 登入${brand}會員。請開啟下方連結確認此電子郵件。確認之前，目前的電子郵件仍然有效。`,
  emailChangeAction: '確認新電子郵件',
  validFor: (hours) => `連結有效期限為${hours}小時。`,
  newestOnly: '郵件可能需要10分鐘左右才會送達。如多次申請，僅最新郵件中的連結有效。',
  notYou: '如果這不是您本人的操作，請忽略此郵件，您的帳號不會有任何變更。',
};

const ko: MemberAccountMailTexts = {
  greeting: (name) => (name ? `${name} 님,` : '안녕하세요.'),
  closing: (brand) => `${brand} 드림`,
  confirmSubject: (brand) => `[${brand}] 이메일 주소를 확인해 주세요`,
  confirmIntro: (brand) =>
    `${brand} 회원가입을 신청해 주셔서 감사합니다. 아래 링크를 열어 이메일 주소를 확인하고 가입을 완료해 주세요.`,
  confirmAction: '이메일 주소 확인하기',
  alreadySubject: (brand) => `[${brand}] 이미 가입된 계정이 있습니다`,
  alreadyIntro: (brand) =>
    `이 이메일 주소로 ${brand} 회원가입 신청이 있었습니다. 이미 이 주소로 가입된 계정이 있어 새 계정은 만들지 않았습니다.`,
  signInAction: '로그인하기',
  forgotAdvice: '비밀번호를 잊으셨다면 여기에서 새 비밀번호를 설정할 수 있습니다.',
  forgotAction: '새 비밀번호 설정하기',
  resetSubject: (brand) => `[${brand}] 새 비밀번호 설정 안내`,
  resetIntro: (brand) =>
    `${brand} 회원 계정의 비밀번호 재설정 요청을 받았습니다. 아래 링크를 열어 새 비밀번호를 설정해 주세요.`,
  resetAction: '새 비밀번호 설정하기',
  emailChangeSubject: (brand) => `[${brand}] 새 이메일 주소를 확인해 주세요`,
  emailChangeIntro: (brand, email) =>
    `앞으로 ${email}(으)로 ${brand} 회원에 로그인하도록 변경을 요청하셨습니다. 아래 링크를 열어 이 주소를 확인해 주세요. 확인 전까지는 현재 이메일 주소가 그대로 사용됩니다.`,
  emailChangeAction: '새 이메일 주소 확인하기',
  validFor: (hours) => `링크는 ${hours}시간 동안 유효합니다.`,
  newestOnly:
    '메일이 도착하기까지 10분 정도 걸릴 수 있습니다. 여러 번 요청하신 경우 가장 최근 메일의 링크만 유효합니다.',
  notYou: '직접 요청하신 것이 아니라면 이 메일을 무시하셔도 됩니다. 계정에는 아무런 변경이 없습니다.',
};

export const MEMBER_ACCOUNT_MAIL_TEXTS: Record<Locale, MemberAccountMailTexts> = {
  en,
  ja,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  ko,
};
