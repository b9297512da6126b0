import type { Locale } from '@yadori/contract/locales';

/**
 * What the account calls say to a member — refusals and confirmations — one block per language.
 * `{placeholders}` are filled by member-accounts.errors.ts and the service.
 */
export interface MemberAccountTexts {
  passwordStrength: string;
  passwordStrengthSignUp: string;
  passwordUsed: string;
  passwordMismatch: string;
  emailMismatch: string;
  programNotFound: string;
  redirectNotAllowed: string;
  linkNotFound: string;
  signUpLinkExpired: string;
  alreadyConfirmed: string;
  emailLinkExpired: string;
  emailAlreadyConfirmed: string;
  resetLinkExpired: string;
  noUserMatched: string;
  notRegistered: string;
  currentPasswordWrong: string;
  currentPasswordRequired: string;
  emailTaken: string;
  emailUnchanged: string;
  noPendingEmail: string;
  profileUpdateNotAllowed: string;
  loyaltyProfile: string;
  federatedNoPassword: string;
  setupNotNeeded: string;
  emailRequired: string;
  signUpSent: string;
  signUpValid: string;
  confirmed: string;
  emailChanged: string;
  confirmationResent: string;
  resetSent: string;
  passwordUpdated: string;
  accountDeleted: string;
}

const en: MemberAccountTexts = {
  passwordStrength:
    'Your password must be at least 8 characters long and contain upper-case letters, lower-case letters and digits.',
  passwordStrengthSignUp:
    'Your password must be at least 8 characters long and contain upper-case letters, lower-case letters, digits and symbols.',
  passwordUsed: 'You have used this password recently. Please choose a different one.',
  passwordMismatch: 'Passwords do not match.',
  emailMismatch: '"Email" and "Email Confirmation" do not match',
  programNotFound: 'This membership program is not available at this hotel.',
  redirectNotAllowed: 'This return address is not allowed.',
  linkNotFound:
    'This link is not valid. Please open the most recent email we sent you, or ask for a new one.',
  signUpLinkExpired:
    'This confirmation link has expired. Please ask for a new confirmation email and open its link within {hours} hours.',
  alreadyConfirmed: 'This account has already been confirmed. Please sign in.',
  emailLinkExpired:
    'This link to confirm your new email address has expired. Please change your email address again from My account.',
  emailAlreadyConfirmed: 'This email address has already been confirmed.',
  resetLinkExpired:
    'This password reset link has expired or has already been used. Please ask for a new one from "Forgot password".',
  noUserMatched: 'No user matched provided email.',
  notRegistered: 'No account is registered with this email address. Please sign up first.',
  currentPasswordWrong: 'The current password is not correct.',
  currentPasswordRequired: 'Please enter your current password.',
  emailTaken: 'This email address is already used by another account.',
  emailUnchanged: 'This is already your email address.',
  noPendingEmail: 'There is no new email address waiting for confirmation.',
  profileUpdateNotAllowed: 'Your profile cannot be changed here. Please contact the hotel.',
  loyaltyProfile:
    'Your details are managed by the loyalty programme you signed in with. Please change them there.',
  federatedNoPassword:
    'This account signs in with {provider} and has no password here. Please sign in with {provider}.',
  setupNotNeeded: 'Your account is already set up.',
  emailRequired: 'Please enter your email address.',
  signUpSent:
    'We have sent an email to {email}. Please follow the link in it within {hours} hours to finish signing up. If it has not arrived within 10 minutes, please check your spam folder.',
  signUpValid: 'These details can be used to sign up.',
  confirmed: 'Your account is confirmed. You can now sign in.',
  emailChanged: 'Your email address is now {email}.',
  confirmationResent:
    'We have sent the confirmation email to {email} again. If it has not arrived within 10 minutes, please check your spam folder.',
  resetSent:
    'We have sent an email to {email} with a link to set a new password; it works for {hours} hour(s). If it has not arrived within 10 minutes, please check your spam folder.',
  passwordUpdated: 'Your password has been changed.',
  accountDeleted: 'Your account has been deleted. Thank you for having been a member.',
};

const ja: MemberAccountTexts = {
  passwordStrength: 'パスワードは8文字以上で、英大文字・英小文字・数字をそれぞれ含めてください。',
  passwordStrengthSignUp: 'パスワードは8文字以上で、英大文字・英小文字・数字・記号をそれぞれ含めてください。',
  passwordUsed: 'このパスワードは最近使用されています。別のパスワードを設定してください。',
  passwordMismatch: 'パスワードが一致しません。',
  emailMismatch: '「メールアドレス」と「メールアドレス（確認用）」が一致しません',
  programNotFound: 'この会員プログラムはこのホテルではご利用いただけません。',
  redirectNotAllowed: 'この戻り先アドレスは使用できません。',
  linkNotFound: 'このリンクは無効です。最新のメールのリンクを開くか、メールの再送信をお申し込みください。',
  signUpLinkExpired:
    '確認リンクの有効期限が切れています。確認メールを再送信し、{hours}時間以内にリンクを開いてください。',
  alreadyConfirmed: 'このアカウントはすでに確認済みです。ログインしてください。',
  emailLinkExpired:
    '新しいメールアドレスの確認リンクの有効期限が切れています。マイページからもう一度メールアドレスを変更してください。',
  emailAlreadyConfirmed: 'このメールアドレスはすでに確認済みです。',
  resetLinkExpired:
    'このパスワード再設定リンクは有効期限が切れているか、すでに使用されています。「パスワードをお忘れの方」からもう一度お申し込みください。',
  noUserMatched: '入力されたメールアドレスに一致する会員が見つかりません。',
  notRegistered: 'このメールアドレスで登録された会員はいません。先に会員登録を行ってください。',
  currentPasswordWrong: '現在のパスワードが正しくありません。',
  currentPasswordRequired: '現在のパスワードを入力してください。',
  emailTaken: 'このメールアドレスは別のアカウントで使用されています。',
  emailUnchanged: 'このメールアドレスはすでにご登録のものです。',
  noPendingEmail: '確認待ちの新しいメールアドレスはありません。',
  profileUpdateNotAllowed: 'こちらでは会員情報を変更できません。ホテルにお問い合わせください。',
  loyaltyProfile:
    '会員情報はログインに使用したポイントプログラムで管理されています。そちらで変更してください。',
  federatedNoPassword:
    'このアカウントは{provider}でログインするため、パスワードがありません。{provider}でログインしてください。',
  setupNotNeeded: 'アカウントの設定はすでに完了しています。',
  emailRequired: 'メールアドレスを入力してください。',
  signUpSent:
    '{email} にメールを送信しました。{hours}時間以内にメール内のリンクを開いて登録を完了してください。10分たってもメールが届かない場合は、迷惑メールフォルダをご確認ください。',
  signUpValid: 'この内容で会員登録できます。',
  confirmed: 'アカウントの確認が完了しました。ログインしてご利用ください。',
  emailChanged: 'メールアドレスを {email} に変更しました。',
  confirmationResent:
    '{email} に確認メールを再送信しました。10分たってもメールが届かない場合は、迷惑メールフォルダをご確認ください。',
  resetSent:
    '{email} にパスワード再設定用のリンクを送信しました。リンクの有効期限は{hours}時間です。10分たってもメールが届かない場合は、迷惑メールフォルダをご確認ください。',
  passwordUpdated: 'パスワードを変更しました。',
  accountDeleted: 'アカウントを削除しました。これまでご利用いただきありがとうございました。',
};

const zhHans: MemberAccountTexts = {
  passwordStrength: '密码须至少8个字符，并包含大写字母、小写字母和数字。',
  passwordStrengthSignUp: '密码须至少8个字符，并包含大写字母、小写字母、数字和符号。',
  passwordUsed: '您最近使用过此密码，请设置其他密码。',
  passwordMismatch: '两次输入的密码不一致。',
  emailMismatch: '“电子邮箱”与“确认电子邮箱”不一致',
  programNotFound: '本酒店不提供此会员计划。',
  redirectNotAllowed: '不允许使用此返回地址。',
  linkNotFound: '此链接无效。请打开我们发送的最新邮件中的链接，或重新申请发送。',
  signUpLinkExpired: '此确认链接已过期。请重新发送确认邮件，并在{hours}小时内打开其中的链接。',
  alreadyConfirmed: '此账户已完成确认，请直接登录。',
  emailLinkExpired: '新电子邮箱的确认链接已过期。请在“我的账户”中重新更改电子邮箱。',
  emailAlreadyConfirmed: '此电子邮箱已完成确认。',
  resetLinkExpired: '此密码重置链接已过期或已被使用。请通过“忘记密码”重新申请。',
  noUserMatched: '没有与所输入电子邮箱匹配的用户。',
  notRegistered: '此电子邮箱尚未注册会员，请先注册。',
  currentPasswordWrong: '当前密码不正确。',
  currentPasswordRequired: '请输入当前密码。',
  emailTaken: '此电子邮箱已被其他账户使用。',
  emailUnchanged: '这已经是您的电子邮箱。',
  noPendingEmail: '没有等待确认的新电子邮箱。',
  profileUpdateNotAllowed: '无法在此更改会员资料，请联系酒店。',
  loyaltyProfile: '您的资料由登录所用的积分计划管理，请在该计划中更改。',
  federatedNoPassword: '此账户通过{provider}登录，在此没有密码。请使用{provider}登录。',
  setupNotNeeded: '您的账户已设置完成。',
  emailRequired: '请输入电子邮箱。',
  signUpSent:
    '我们已向 {email} 发送了一封邮件。请在{hours}小时内打开邮件中的链接以完成注册。如10分钟后仍未收到，请检查垃圾邮件文件夹。',
  signUpValid: '可以使用以上信息注册。',
  confirmed: '账户确认完成，现在可以登录了。',
  emailChanged: '您的电子邮箱已更改为 {email}。',
  confirmationResent: '我们已向 {email} 重新发送确认邮件。如10分钟后仍未收到，请检查垃圾邮件文件夹。',
  resetSent:
    '我们已向 {email} 发送设置新密码的链接，有效期为{hours}小时。如10分钟后仍未收到，请检查垃圾邮件文件夹。',
  passwordUpdated: '密码已更改。',
  accountDeleted: '您的账户已删除。感谢您一直以来的支持。',
};

const zhHant: MemberAccountTexts = {
  passwordStrength: '密碼須至少8個字元，並包含大寫字母、小寫字母和數字。',
  passwordStrengthSignUp: '密碼須至少8個字元，並包含大寫字母、小寫字母、數字和符號。',
  passwordUsed: '您最近使用過此密碼，請設定其他密碼。',
  passwordMismatch: '兩次輸入的密碼不一致。',
  emailMismatch: '「電子郵件」與「確認電子郵件」不一致',
  programNotFound: '本飯店不提供此會員計畫。',
  redirectNotAllowed: '不允許使用此返回網址。',
  linkNotFound: '此連結無效。請開啟我們寄出的最新郵件中的連結，或重新申請寄送。',
  signUpLinkExpired: '此確認連結已過期。請重新寄送確認郵件，並在{hours}小時內開啟其中的連結。',
  alreadyConfirmed: '此帳號已完成確認，請直接登入。',
  emailLinkExpired: '新電子郵件的確認連結已過期。請在「我的帳號」中重新變更電子郵件。',
  emailAlreadyConfirmed: '此電子郵件已完成確認。',
  resetLinkExpired: '此密碼重設連結已過期或已被使用。請透過「忘記密碼」重新申請。',
  noUserMatched: '沒有與所輸入電子郵件相符的使用者。',
  notRegistered: '此電子郵件尚未註冊會員，請先註冊。',
  currentPasswordWrong: '目前的密碼不正確。',
  currentPasswordRequired: '請輸入目前的密碼。',
  emailTaken: '此電子郵件已被其他帳號使用。',
  emailUnchanged: '這已經是您的電子郵件。',
  noPendingEmail: '沒有等待確認的新電子郵件。',
  profileUpdateNotAllowed: '無法在此變更會員資料，請聯絡飯店。',
  loyaltyProfile: '您的資料由登入時使用的點數計畫管理，請在該計畫中變更。',
  federatedNoPassword: '此帳號透過{provider}登入，在此沒有密碼。請使用{provider}登入。',
  setupNotNeeded: '您的帳號已設定完成。',
  emailRequired: '請輸入電子郵件。',
  signUpSent:
    '我們已寄送郵件至 {email}。請在{hours}小時內開啟郵件中的連結以完成註冊。若10分鐘後仍未收到，請檢查垃圾郵件匣。',
  signUpValid: '可以使用以上資料註冊。',
  confirmed: '帳號確認完成，現在可以登入了。',
  emailChanged: '您的電子郵件已變更為 {email}。',
  confirmationResent: '我們已重新寄送確認郵件至 {email}。若10分鐘後仍未收到，請檢查垃圾郵件匣。',
  resetSent:
    '我們已寄送設定新密碼的連結至 {email}，有效期限為{hours}小時。若10分鐘後仍未收到，請檢查垃圾郵件匣。',
  passwordUpdated: '密碼已變更。',
  accountDeleted: '您的帳號已刪除。感謝您一直以來的支持。',
};

const ko: MemberAccountTexts = {
  passwordStrength: '비밀번호는 8자 이상이어야 하며 영문 대문자, 영문 소문자, 숫자를 모두 포함해야 합니다.',
  passwordStrengthSignUp:
    '비밀번호는 8자 이상이어야 하며 영문 대문자, 영문 소문자, 숫자, 기호를 모두 포함해야 합니다.',
  passwordUsed: '최근에 사용한 비밀번호입니다. 다른 비밀번호를 설정해 주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  emailMismatch: "'이메일'과 '이메일 확인'이 일치하지 않습니다",
  programNotFound: '이 호텔에서는 이용할 수 없는 회원 프로그램입니다.',
  redirectNotAllowed: '사용할 수 없는 반환 주소입니다.',
  linkNotFound: '유효하지 않은 링크입니다. 가장 최근에 보내 드린 메일의 링크를 열거나 다시 요청해 주세요.',
  signUpLinkExpired:
    '확인 링크의 유효 기간이 지났습니다. 확인 메일을 다시 받으신 후 {hours}시간 이내에 링크를 열어 주세요.',
  alreadyConfirmed: '이미 확인이 완료된 계정입니다. 로그인해 주세요.',
  emailLinkExpired:
    '새 이메일 주소 확인 링크의 유효 기간이 지났습니다. 마이페이지에서 이메일 주소를 다시 변경해 주세요.',
  emailAlreadyConfirmed: '이미 확인이 완료된 이메일 주소입니다.',
  resetLinkExpired:
    '비밀번호 재설정 링크의 유효 기간이 지났거나 이미 사용되었습니다. "비밀번호 찾기"에서 다시 요청해 주세요.',
  noUserMatched: '입력하신 이메일 주소와 일치하는 회원이 없습니다.',
  notRegistered: '이 이메일 주소로 가입된 회원이 없습니다. 먼저 회원가입을 해 주세요.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  currentPasswordRequired: '현재 비밀번호를 입력해 주세요.',
  emailTaken: '다른 계정에서 사용 중인 이메일 주소입니다.',
  emailUnchanged: '이미 등록된 이메일 주소입니다.',
  noPendingEmail: '확인을 기다리는 새 이메일 주소가 없습니다.',
  profileUpdateNotAllowed: '여기에서는 회원 정보를 변경할 수 없습니다. 호텔에 문의해 주세요.',
  loyaltyProfile:
    '회원 정보는 로그인에 사용하신 포인트 프로그램에서 관리됩니다. 해당 프로그램에서 변경해 주세요.',
  federatedNoPassword:
    '이 계정은 {provider}(으)로 로그인하며 이곳의 비밀번호가 없습니다. {provider}(으)로 로그인해 주세요.',
  setupNotNeeded: '계정 설정이 이미 완료되었습니다.',
  emailRequired: '이메일 주소를 입력해 주세요.',
  signUpSent:
    '{email}(으)로 메일을 보냈습니다. {hours}시간 이내에 메일의 링크를 열어 가입을 완료해 주세요. 10분이 지나도 메일이 오지 않으면 스팸 메일함을 확인해 주세요.',
  signUpValid: '이 정보로 회원가입할 수 있습니다.',
  confirmed: '계정 확인이 완료되었습니다. 이제 로그인하실 수 있습니다.',
  emailChanged: '이메일 주소가 {email}(으)로 변경되었습니다.',
  confirmationResent:
    '{email}(으)로 확인 메일을 다시 보냈습니다. 10분이 지나도 메일이 오지 않으면 스팸 메일함을 확인해 주세요.',
  resetSent:
    '{email}(으)로 새 비밀번호 설정 링크를 보냈습니다. 링크는 {hours}시간 동안 유효합니다. 10분이 지나도 메일이 오지 않으면 스팸 메일함을 확인해 주세요.',
  passwordUpdated: '비밀번호가 변경되었습니다.',
  accountDeleted: '계정이 삭제되었습니다. 그동안 이용해 주셔서 감사합니다.',
};

export const MEMBER_ACCOUNT_TEXTS: Record<Locale, MemberAccountTexts> = {
  en,
  ja,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  ko,
};

export type MemberAccountTextKey = keyof MemberAccountTexts;

/** A text in `locale` with its `{placeholders}` filled. */
export function accountText(
  locale: Locale,
  key: MemberAccountTextKey,
  params: Record<string, string | number> = {},
): string {
  const template = (MEMBER_ACCOUNT_TEXTS[locale] ?? en)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
