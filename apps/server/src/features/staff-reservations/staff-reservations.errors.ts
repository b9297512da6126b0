import { ERROR_TITLES } from '@yadori/contract/errors';
import { STAFF_RESERVATION_REFUSALS as R } from '@yadori/contract/staff-reservations.schema';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_RESERVATION_TEXTS, type StaffReservationTexts } from './staff-reservations.texts.ts';

/** The HTTP status as the code, a word in `details.reason` (contract STAFF_RESERVATION_REFUSALS). */
const refusal = (
  status: number,
  title: string,
  text: keyof StaffReservationTexts,
  reason: string,
  field?: string,
) =>
  new CatalogTextError(status, status, title, STAFF_RESERVATION_TEXTS, text, {
    ...(field === undefined ? {} : { field }),
    details: { reason },
  });

/** Refusals of the console's reservation calls (decision 058), each in five languages. */
export const staffReservationErrors = {
  /** 404: no reservation of that number at this hotel (another hotel's is not told apart). */
  notFound: () => refusal(404, ERROR_TITLES.notFound, 'reservationNotFound', R.notFound),
  /** 404: not one of the stay's files (unknown, another stay's or another hotel's: the same answer). */
  fileNotFound: () => refusal(404, ERROR_TITLES.notFound, 'fileNotFound', R.fileNotFound),
  /** 410: the row says the file exists, the disk no longer has its bytes (restored data, a lost volume). */
  fileMissing: () => refusal(410, 'GONE', 'fileMissing', R.fileMissing),
  alreadyCancelled: () => refusal(409, ERROR_TITLES.conflict, 'alreadyCancelled', R.alreadyCancelled),
  pendingPayment: () => refusal(409, ERROR_TITLES.conflict, 'pendingPayment', R.pendingPayment),
  alreadyNoShow: () => refusal(409, ERROR_TITLES.conflict, 'alreadyNoShow', R.alreadyNoShow),
  beforeCheckin: () => refusal(422, ERROR_TITLES.unprocessable, 'beforeCheckin', R.beforeCheckin),
  feeAboveTotal: () => refusal(422, ERROR_TITLES.unprocessable, 'feeAboveTotal', R.feeAboveTotal, 'fee'),
  versionConflict: () => refusal(409, ERROR_TITLES.conflict, 'versionConflict', R.versionConflict, 'version'),
  notCancelled: () => refusal(422, ERROR_TITLES.unprocessable, 'notCancelled', R.notCancelled, 'kind'),
  notConfirmed: () => refusal(422, ERROR_TITLES.unprocessable, 'notConfirmed', R.notConfirmed, 'kind'),
  noCancellationMail: () =>
    refusal(422, ERROR_TITLES.unprocessable, 'noCancellationMail', R.noCancellationMail, 'kind'),
  notCard: () => refusal(422, ERROR_TITLES.unprocessable, 'notCard', R.notCard),
  nothingToCapture: () => refusal(422, ERROR_TITLES.unprocessable, 'nothingToCapture', R.nothingToCapture),
  aboveAuthorised: () =>
    refusal(422, ERROR_TITLES.unprocessable, 'aboveAuthorised', R.aboveAuthorised, 'amount'),
  nothingToRefund: () => refusal(422, ERROR_TITLES.unprocessable, 'nothingToRefund', R.nothingToRefund),
  aboveRefundable: () =>
    refusal(422, ERROR_TITLES.unprocessable, 'aboveRefundable', R.aboveRefundable, 'amount'),
  /** 502: the gateway did not answer; the operation stays recorded and its job completes it. */
  gatewayUnavailable: () => refusal(502, 'BAD_GATEWAY', 'gatewayUnavailable', R.gatewayUnavailable),
  stayStarted: () => refusal(422, ERROR_TITLES.unprocessable, 'stayStarted', R.stayStarted, 'checkin_date'),
};
