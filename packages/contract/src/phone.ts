// Dashes a Japanese keyboard or a copied number may hold that NFKC leaves as they are: hyphen,
// non-breaking hyphen, figure dash, en and em dash, horizontal bar, minus sign, and the katakana
// prolonged sound mark an IME gives for "-" (ｰ becomes ー under NFKC first).
const DASHES = /[\u2010-\u2015\u2212\u30fc]/g;

/**
 * A phone number as typed, in half-width: NFKC turns full-width digits, ＋, － and the ideographic
 * space into their ASCII forms, and the other dashes become "-". Nothing is dropped, so a guest
 * typing sees each character they typed (spec section 5; Japanese keyboards type full-width).
 * @example toHalfWidthPhone('０９０ー１２３４') === '090-1234'
 */
export function toHalfWidthPhone(value: string): string {
  return value.normalize('NFKC').replace(DASHES, '-');
}

/**
 * The phone number as it is checked and stored: half-width, without the spaces and dashes people
 * write between groups. Spec section 5 allows only digits and +.
 * @example normalizePhone('０９０-１２３４-５６７８') === '09012345678'
 */
export function normalizePhone(value: string): string {
  return toHalfWidthPhone(value).replace(/[\s-]/g, '');
}

/** A normalised phone number: an optional leading +, then 2 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9]{2,20}$/;
