import { ERROR_TITLES } from '@yadori/contract/errors';
import { AppError } from '../../http/app-error.ts';

/** An unknown brand and a brand outside the client's scope answer alike. */
export const brandNotFound = (id: number) =>
  new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'facilities.brandNotFound', params: { id } }]);
