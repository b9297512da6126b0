import type { z } from 'zod';
import { errorBodySchema } from './errors.ts';

/**
 * One HTTP endpoint of the API, described once (decision 032): the server registers its route from
 * it (apps/server/src/http/route.ts, which also feeds the OpenAPI document) and the widget derives the
 * types of its call from it with `import type` only, so no Zod reaches the widget bundle.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full wire path with `:params`, e.g. `/book/hotels/:hotelId/rooms`. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Only the headers documented in the OpenAPI document (e.g. Idempotency-Key). */
  headers?: z.ZodType;
  /** Every documented answer by status: the success (200/201/202/204) and the refusals. */
  responses: { readonly [status: number]: z.ZodType };
  /** OpenAPI extras, kept as the routes had them. */
  consumes?: readonly string[];
  produces?: readonly string[];
  security?: readonly Record<string, readonly string[]>[];
}

/** Keeps the literal types of a description (method, path, schemas) for the server and the widget. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The error body (decision 012's shape) for each of these statuses. */
export function refusals<const S extends readonly number[]>(
  ...statuses: S
): { readonly [K in S[number]]: typeof errorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [K in S[number]]: typeof errorBodySchema;
  };
}

/** `"GET /book/hotels/:hotelId/rooms"`: the name of an endpoint, and all a caller needs at run time. */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

/** Endpoints by their key, from a union of descriptions. */
export type EndpointsByKey<E extends Endpoint> = { [K in E as EndpointKey<K>]: K };

type Schema<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** The answer of a successful call, as it comes over the wire. */
export type EndpointAnswer<E extends Endpoint> = z.output<
  E['responses'][Extract<keyof E['responses'], 200 | 201 | 202 | 204>]
>;
/** The path parameters (always text in a path; numbers are written out). */
export type EndpointParams<E extends Endpoint> = [Schema<E, 'params'>] extends [never]
  ? never
  : { [K in keyof z.output<Schema<E, 'params'>>]: string | number };
/** The query keys the endpoint reads, as the server's schema takes them in. */
export type EndpointQuery<E extends Endpoint> = [Schema<E, 'query'>] extends [never]
  ? never
  : z.input<Schema<E, 'query'>>;
/** The body as the server's schema takes it in. */
export type EndpointBody<E extends Endpoint> = [Schema<E, 'body'>] extends [never]
  ? never
  : z.input<Schema<E, 'body'>>;
