import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { AppError, type ErrorMessage } from '../../http/app-error.ts';

export const questionErrors = {
  hotelNotFound: (id: number) =>
    new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'questions.hotelNotFound', params: { id } }]),
  brandNotFound: (id: number) =>
    new AppError(404, 404, ERROR_TITLES.notFound, [{ key: 'questions.brandNotFound', params: { id } }]),
  filtersInvalid: () =>
    new AppError(400, ERROR_CODES.invalid, ERROR_TITLES.badRequest, [
      { key: 'questions.filtersInvalid', field: 'q' },
    ]),
  /** A booking's answers that do not meet the questions; every issue is listed, each naming its field. */
  answersInvalid: (issues: [ErrorMessage, ...ErrorMessage[]]) =>
    new AppError(400, ERROR_CODES.invalid, ERROR_TITLES.badRequest, issues),
};
