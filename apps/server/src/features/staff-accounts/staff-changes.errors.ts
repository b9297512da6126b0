import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import type { z } from 'zod';
import { AppError, type ErrorMessage } from '../../http/app-error.ts';
import { validationMessage } from '../../http/validation-messages.ts';

/**
 * 422 with a message per field when a console PATCH, merged into the stored row, breaks a rule across
 * fields (a maximum under its minimum, options on a text question), worded as body validation is.
 */
export function mergedRowRefused(issues: readonly z.core.$ZodIssue[], merged: unknown): AppError {
  const messages = issues.map((issue) => {
    const { code, path, message: _message, ...params } = issue;
    return validationMessage({ keyword: code, instancePath: `/${path.join('/')}`, params }, 'body', merged);
  });
  return new AppError(
    422,
    ERROR_CODES.invalid,
    ERROR_TITLES.unprocessable,
    messages as [ErrorMessage, ...ErrorMessage[]],
  );
}
