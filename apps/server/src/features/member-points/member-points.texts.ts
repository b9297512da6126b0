import type { Locale } from '@yadori/contract/locales';

/**
 * What the points calls say to a member, one block per language. `{placeholders}` are filled by
 * member-points.errors.ts; `{pointName}` is the brand's name for its points in that language.
 */
export interface MemberPointTexts {
  /** Spec §8 2401: only {currentPoint} points, cannot spend {spendPoint}. */
  notEnoughPoints: string;
  belowMinimum: string;
  notInIncrements: string;
  aboveLimit: string;
  exchangeBelowMinimum: string;
  exchangeNotInIncrements: string;
  alreadySpent: string;
  /** Spec §8 3504: point return failed, check history. */
  refundFailed: string;
  /** Spec §8 3202: point balance unavailable. */
  balanceUnavailable: string;
  exchangeNotOffered: string;
  pointsUnavailable: string;
  exchangeKeyReused: string;
  /** The word for points when a brand gave its points no name in a language. */
  points: string;
}

export type MemberPointTextKey = keyof MemberPointTexts;

const en: MemberPointTexts = {
  notEnoughPoints: 'Your {pointName} balance is only {currentPoint}, so {spendPoint} points cannot be used.',
  belowMinimum: 'Please use at least {minimum} points.',
  notInIncrements: 'Points can be used in units of {increment}.',
  aboveLimit: 'You cannot use more points than the amount to pay ({limit}).',
  exchangeBelowMinimum: 'Please exchange at least {minimum} points.',
  exchangeNotInIncrements: 'Points can be exchanged in units of {increment}.',
  alreadySpent:
    'Points have already been used for this reservation. Change the reservation to use points again.',
  refundFailed: 'Your points could not be returned. Please check your point history.',
  balanceUnavailable: 'Your point balance is not available right now. Please try again later.',
  exchangeNotOffered: 'Points cannot be exchanged for a gift code here.',
  pointsUnavailable: 'Points are not available for your account.',
  exchangeKeyReused: 'This request was already used for an exchange of another amount.',
  points: 'points',
};

export const MEMBER_POINT_TEXTS: Record<Locale, MemberPointTexts> = {
  en,
  ja: {
    notEnoughPoints:
      '{pointName}の残高が{currentPoint}ポイントのため、{spendPoint}ポイントはご利用いただけません。',
    belowMinimum: 'ポイントは{minimum}ポイント以上でご利用ください。',
    notInIncrements: 'ポイントは{increment}ポイント単位でご利用ください。',
    aboveLimit: 'お支払い金額（{limit}）を超えるポイントはご利用いただけません。',
    exchangeBelowMinimum: 'ポイントは{minimum}ポイント以上で交換してください。',
    exchangeNotInIncrements: 'ポイントは{increment}ポイント単位で交換してください。',
    alreadySpent:
      'この予約ではすでにポイントが利用されています。再度ご利用になるには予約を変更してください。',
    refundFailed: 'ポイントの返還に失敗しました。ポイント履歴をご確認ください。',
    balanceUnavailable: '現在ポイント残高を取得できません。しばらくしてから再度お試しください。',
    exchangeNotOffered: 'こちらではポイントをギフトコードに交換できません。',
    pointsUnavailable: 'お客様のアカウントではポイントをご利用いただけません。',
    exchangeKeyReused: 'このリクエストはすでに別のポイント数の交換に使用されています。',
    points: 'ポイント',
  },
  zh_Hans: {
    notEnoughPoints: '您的{pointName}余额仅有{currentPoint}积分，无法使用{spendPoint}积分。',
    belowMinimum: '请至少使用{minimum}积分。',
    notInIncrements: '积分须以{increment}为单位使用。',
    aboveLimit: '使用的积分不能超过应付金额（{limit}）。',
    exchangeBelowMinimum: '请至少兑换{minimum}积分。',
    exchangeNotInIncrements: '积分须以{increment}为单位兑换。',
    alreadySpent: '此预订已使用过积分。如需再次使用积分，请修改预订。',
    refundFailed: '积分退还失败，请查看积分记录。',
    balanceUnavailable: '目前无法获取积分余额，请稍后再试。',
    exchangeNotOffered: '此处无法将积分兑换为礼品码。',
    pointsUnavailable: '您的账户无法使用积分。',
    exchangeKeyReused: '此请求已用于其他积分数量的兑换。',
    points: '积分',
  },
  zh_Hant: {
    notEnoughPoints: '您的{pointName}餘額僅有{currentPoint}點，無法使用{spendPoint}點。',
    belowMinimum: '請至少使用{minimum}點。',
    notInIncrements: '點數須以{increment}點為單位使用。',
    aboveLimit: '使用的點數不可超過應付金額（{limit}）。',
    exchangeBelowMinimum: '請至少兌換{minimum}點。',
    exchangeNotInIncrements: '點數須以{increment}點為單位兌換。',
    alreadySpent: '此訂房已使用過點數。如需再次使用點數，請變更訂房。',
    refundFailed: '點數退還失敗，請查看點數紀錄。',
    balanceUnavailable: '目前無法取得點數餘額，請稍後再試。',
    exchangeNotOffered: '此處無法將點數兌換為禮品碼。',
    pointsUnavailable: '您的帳戶無法使用點數。',
    exchangeKeyReused: '此請求已用於其他點數數量的兌換。',
    points: '點數',
  },
  ko: {
    notEnoughPoints:
      '{pointName} 잔액이 {currentPoint}포인트밖에 없어 {spendPoint}포인트를 사용할 수 없습니다.',
    belowMinimum: '포인트는 {minimum}포인트 이상 사용해 주세요.',
    notInIncrements: '포인트는 {increment}포인트 단위로 사용해 주세요.',
    aboveLimit: '결제 금액({limit})을 초과하는 포인트는 사용할 수 없습니다.',
    exchangeBelowMinimum: '포인트는 {minimum}포인트 이상 교환해 주세요.',
    exchangeNotInIncrements: '포인트는 {increment}포인트 단위로 교환해 주세요.',
    alreadySpent: '이 예약에는 이미 포인트가 사용되었습니다. 포인트를 다시 사용하려면 예약을 변경해 주세요.',
    refundFailed: '포인트를 반환하지 못했습니다. 포인트 내역을 확인해 주세요.',
    balanceUnavailable: '지금은 포인트 잔액을 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    exchangeNotOffered: '이곳에서는 포인트를 기프트 코드로 교환할 수 없습니다.',
    pointsUnavailable: '회원님의 계정에서는 포인트를 사용할 수 없습니다.',
    exchangeKeyReused: '이 요청은 이미 다른 포인트 수의 교환에 사용되었습니다.',
    points: '포인트',
  },
};

/** A text in `locale` (English for an unknown one) with its `{placeholders}` filled. */
export function pointText(
  locale: Locale,
  key: MemberPointTextKey,
  params: Record<string, string | number> = {},
): string {
  const template = (MEMBER_POINT_TEXTS[locale] ?? en)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
