import { ERROR_TITLES } from '@yadori/contract/errors';
import { AppError } from '../../http/app-error.ts';

/** An unknown hotel id and a hotel outside the client's scope answer alike. */
export const hotelNotFoundById = (id: number) =>
  new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'policy.hotelNotFound', params: { id } }]);

/** Unknown, or a policy of another hotel. */
export const policyNotFound = (id: number) =>
  new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'policy.notFound', params: { id } }]);
