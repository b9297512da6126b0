/**
 * The addresses of decision 060, on the widget's origin (`PUBLIC_URL`, with or without a trailing
 * slash): a link's payments page, and what a printed QR code holds (the widget resolves its code with
 * `GET /book/qr_codes` and goes to the link's page or the hotel's booking page).
 */

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** `PUBLIC_URL/payments/<number>?code=<hotel code>`, and `&locale=` when the page should open in one. */
export function paymentPageUrl(
  publicUrl: string,
  hotelCode: string,
  paymentNumber: string,
  locale?: string,
): string {
  const query = new URLSearchParams({ code: hotelCode });
  if (locale) query.set('locale', locale);
  return `${origin(publicUrl)}/payments/${paymentNumber}?${query}`;
}

/** `PUBLIC_URL/?code=<hotel code>&qr_code=<code>`: what a QR image holds. */
export function qrTargetUrl(publicUrl: string, hotelCode: string, qrCode: string): string {
  return `${origin(publicUrl)}/?${new URLSearchParams({ code: hotelCode, qr_code: qrCode })}`;
}
