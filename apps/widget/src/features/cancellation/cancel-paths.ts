/** The cancellation flow's address: `/reservation/cancel/{number}?email=|bypass_token=` (plus code, locale). */
export const CANCEL_ROUTE = '/reservation/cancel/:number';
export const cancelPath = (number: string) => `/reservation/cancel/${encodeURIComponent(number)}`;
