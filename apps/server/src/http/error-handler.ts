import { HEADERS } from '@yadori/contract/headers';
import { ownValue } from '@yadori/contract/own-value';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { resolveLocale } from '../i18n/translate.ts';
import { databaseErrorCode, loggableError } from '../lib/safe-error.ts';
import { AppError, type ErrorMessage, errors } from './app-error.ts';
import { validationMessage } from './validation-messages.ts';

/** Writes an AppError as the contract error body, localized by the request's Tripla-Locale. */
export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const locale = resolveLocale(request.headers[HEADERS.locale]);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody(locale));
}

const FASTIFY_CLIENT_ERRORS: Record<string, ErrorMessage['key']> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
};

// PostgreSQL refusing a value's text: a NUL or a broken character (22021 character_not_in_repertoire,
// 22P05 untranslatable_character, e.g. `\u0000` in jsonb) or text that does not read as its type (22P02
// invalid_text_representation). The contract refuses these first; a field it missed is still the
// client's fault, not a 500.
const UNSTORABLE_VALUE_CODES: ReadonlySet<string> = new Set(['22021', '22P05', '22P02']);

/** Maps anything thrown in a request to an AppError; unknown errors become a logged 500. */
export function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const input =
      context === 'querystring' ? request.query : context ? request[context as 'body'] : undefined;
    const messages = error.validation.map((issue) => validationMessage(issue, context, input));
    return errors.badRequest(messages as [ErrorMessage, ...ErrorMessage[]]);
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = (fastifyError.code && ownValue(FASTIFY_CLIENT_ERRORS, fastifyError.code)) || 'badRequest';
    return errors.badRequest([{ key }], status);
  }
  const sqlState = databaseErrorCode(error);
  if (sqlState !== undefined && UNSTORABLE_VALUE_CODES.has(sqlState)) {
    request.log.warn(
      { error: loggableError(error) },
      'the database refused a value the contract let through',
    );
    return errors.badRequest([{ key: 'unstorableValue' }]);
  }
  // Never `{ err: error }`: a failed query's error carries its bound values (guest details).
  request.log.error({ error: loggableError(error) }, 'unexpected error');
  return errors.internal();
}

/** Installs the one error handler: every failure leaves in the contract format, never with a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.status < 500)
      request.log.info({ status: appError.status, title: appError.title }, 'request refused');
    return sendAppError(request, reply, appError);
  });
}

/**
 * Errors Fastify raises before it finds a route (a malformed address, a path parameter longer than
 * the router allows): the same error format. An over-long id cannot name anything, so it is a 404.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? errors.routeNotFound()
      : errors.badRequest([{ key: 'badRequest' }]);
  request.log.info({ status: appError.status, code: error.code }, 'request refused before routing');
  sendAppError(request, reply, appError);
}
