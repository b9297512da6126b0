import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { AppError } from '../../http/app-error.ts';
import { databaseError } from '../../lib/safe-error.ts';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_PROPERTY_TEXTS, type StaffPropertyTexts } from './staff-property.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof StaffPropertyTexts,
  field?: string,
) =>
  new CatalogTextError(status, code, title, STAFF_PROPERTY_TEXTS, text, field === undefined ? {} : { field });

const taken =
  (text: keyof StaffPropertyTexts, code: number = 409) =>
  (field = 'code') =>
    refusal(409, code, ERROR_TITLES.conflict, text, field);
const notFound = (text: keyof StaffPropertyTexts) => () => refusal(404, 404, ERROR_TITLES.notFound, text);
const unknown = (text: keyof StaffPropertyTexts) => (field: string) =>
  refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, text, field);

/** Refusals of the property set-up (decision 058), each in five languages. */
export const staffPropertyErrors = {
  /** 409: brand codes are unique across the installation. */
  brandCodeTaken: taken('brandCodeTaken'),
  /** 409: hotel codes are unique across the installation. */
  hotelCodeTaken: taken('hotelCodeTaken'),
  roomTypeCodeTaken: taken('roomTypeCodeTaken'),
  /** 409 2101: a plan of the hotel has the code (and the same site-controller limit). */
  planCodeTaken: taken('planCodeTaken', ERROR_CODES.planCodeDuplicate),
  /** 409 2101: a room plan of the hotel has the code. */
  roomPlanCodeTaken: taken('roomPlanCodeTaken', ERROR_CODES.planCodeDuplicate),
  policyCodeTaken: taken('policyCodeTaken'),
  roomTypeNotFound: notFound('roomTypeNotFound'),
  planNotFound: notFound('planNotFound'),
  policyNotFound: notFound('policyNotFound'),
  /** 409 2201: live reservations hold coming nights of the room type. */
  roomTypeHasUpcomingReservation: () =>
    refusal(
      409,
      ERROR_CODES.roomTypeHasUpcomingReservation,
      ERROR_TITLES.conflict,
      'roomTypeHasUpcomingReservation',
    ),
  /** 409: switching off a plan would take the cancellation policy from its booked stays. */
  planHasUpcomingReservation: () => refusal(409, 409, ERROR_TITLES.conflict, 'planHasUpcomingReservation'),
  roomPlanHasUpcomingReservation: (field: string) =>
    refusal(409, 409, ERROR_TITLES.conflict, 'roomPlanHasUpcomingReservation', field),
  /** 409: a room plan would include an extra switched off for guests (the widget names included extras). */
  extraSwitchedOff: (field: string) => refusal(409, 409, ERROR_TITLES.conflict, 'extraSwitchedOff', field),
  /** 422: the field names something the hotel does not have. */
  unknownRoomType: unknown('unknownRoomType'),
  unknownPolicy: unknown('unknownPolicy'),
  unknownFilter: unknown('unknownFilter'),
  unknownExtra: unknown('unknownExtra'),
  unknownKidsTier: unknown('unknownKidsTier'),
};

/** The refusal for each unique constraint a set-up write can run into when a concurrent one won the code. */
const TAKEN_BY_CONSTRAINT: Record<string, () => AppError> = {
  hotel_brands_code_unique: () => staffPropertyErrors.brandCodeTaken(),
  hotels_code_unique: () => staffPropertyErrors.hotelCodeTaken(),
  room_types_hotel_code_unique: () => staffPropertyErrors.roomTypeCodeTaken(),
  hotel_plans_hotel_code_limited_unique: () => staffPropertyErrors.planCodeTaken(),
  room_plans_hotel_code_unique: () => staffPropertyErrors.roomPlanCodeTaken('room_plans'),
  cancellation_policies_hotel_code_unique: () => staffPropertyErrors.policyCodeTaken(),
};

/** `error` as the code refusal of the unique constraint it broke, else as it is. */
export function asCodeTaken(error: unknown): unknown {
  const failure = databaseError(error);
  if (failure?.code !== '23505' || failure.constraint === undefined) return error;
  return Object.hasOwn(TAKEN_BY_CONSTRAINT, failure.constraint)
    ? TAKEN_BY_CONSTRAINT[failure.constraint]!()
    : error;
}

/** 422 naming a field whose value is well formed but not usable (e.g. two search filters with one id). */
export function fieldInvalid(field: string): AppError {
  return new AppError(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, [
    { key: 'validation.invalid', field, params: { field } },
  ]);
}
