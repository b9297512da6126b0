/**
 * What of an error may be written to a log line or a job row. A failed query carries its bound
 * values (guest names, emails, phones): Drizzle's message ends in `params: …`, PGlite puts `params`
 * on the error, PostgreSQL's `detail` and `where` quote rows and parameters. So a failed query is
 * told by its statement and the database's code and names, never by its values.
 */
export interface LoggableError {
  type: string;
  message: string;
  /** SQLSTATE of a database error, e.g. `23505`. */
  code?: string;
  /** The failed statement with its `$1` placeholders — the text, without the values. */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack's frames, without its first line (which repeats the message). */
  stack?: string;
  cause?: LoggableError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_DEPTH = 4;
const MAX_STATEMENT = 4000;

type ErrorFields = Record<string, unknown>;

const stringField = (error: ErrorFields, name: string): string | undefined => {
  const value = Object.hasOwn(error, name) ? error[name] : undefined;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** A PostgreSQL error as node-postgres and PGlite raise it: a SQLSTATE and a severity. */
function isDatabaseError(error: ErrorFields): boolean {
  const code = stringField(error, 'code');
  return code !== undefined && SQLSTATE.test(code) && stringField(error, 'severity') !== undefined;
}

/**
 * A data exception (SQLSTATE class 22) quotes the value it could not read (`invalid input syntax for
 * type integer: "…"`); other classes quote names (columns, constraints), which are kept.
 */
const withoutQuotedValues = (code: string, message: string) =>
  code.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'") : message;

/** Drizzle's own wording is `Failed query: <sql>\nparams: <values>`; anything from `params:` on goes. */
const withoutParams = (message: string) => message.replace(/\n?params:[\s\S]*$/, '');

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/**
 * The loggable form of anything thrown. Log it under a key of its own (`{ error: loggableError(e) }`):
 * the `err` key would run pino's serializer, which copies every property of an error.
 * @example request.log.error({ error: loggableError(e) }, 'unexpected error');
 */
export function loggableError(error: unknown): LoggableError {
  return describe(error, 0, undefined);
}

function describe(error: unknown, depth: number, outerStatement: string | undefined): LoggableError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: withoutParams(String(error)).slice(0, 500) };
  }
  const fields = error as ErrorFields;
  const type =
    (error instanceof Error ? error.constructor.name || error.name : undefined) ??
    stringField(fields, 'name') ??
    'Object';
  const rawMessage = typeof fields.message === 'string' ? fields.message : '';
  const statement = stringField(fields, 'query');
  const database = isDatabaseError(fields);
  const result: LoggableError = {
    type,
    // A query wrapper's message is the statement and its values: the statement is kept apart.
    message: statement && !database ? 'Failed query' : withoutParams(rawMessage),
  };
  if (database) {
    result.code = stringField(fields, 'code') ?? '';
    result.message = withoutQuotedValues(result.code, result.message);
    for (const name of ['constraint', 'table', 'column'] as const) {
      const value = stringField(fields, name);
      if (value !== undefined) result[name] = value;
    }
  }
  // PGlite's error repeats the statement Drizzle's wrapper already gave.
  if (statement && statement !== outerStatement) result.statement = statement.slice(0, MAX_STATEMENT);
  const stack = framesOf(fields.stack);
  if (stack) result.stack = stack;
  if (fields.cause !== undefined && depth < MAX_DEPTH)
    result.cause = describe(fields.cause, depth + 1, statement ?? outerStatement);
  return result;
}

/** One line for a job row's `last_error`: the loggable message, code and statement of each cause. */
export function loggableErrorLine(error: unknown): string {
  const parts: string[] = [];
  for (let e: LoggableError | undefined = loggableError(error); e; e = e.cause) {
    parts.push(
      [e.code && `[${e.code}]`, e.message, e.statement && `(${e.statement})`].filter(Boolean).join(' '),
    );
  }
  return parts.join(' ← ').slice(0, 2000);
}

/** The SQLSTATE of the first database error in `error` or its causes (Drizzle wraps the driver's). */
export function databaseErrorCode(error: unknown): string | undefined {
  return databaseError(error)?.code;
}

/**
 * The first database error in `error` or its causes (Drizzle wraps the driver's): its SQLSTATE, its
 * message and the constraint it names. For deciding what to do, never for a log (use loggableError).
 */
export function databaseError(
  error: unknown,
): { code: string; message: string; constraint: string | undefined } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const fields = current as ErrorFields;
    if (isDatabaseError(fields))
      return {
        code: stringField(fields, 'code')!,
        message: typeof fields.message === 'string' ? fields.message : '',
        constraint: stringField(fields, 'constraint'),
      };
    current = fields.cause;
  }
  return undefined;
}
