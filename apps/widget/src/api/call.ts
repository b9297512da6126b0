import type {
  Endpoint,
  EndpointAnswer,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
} from '@yadori/contract/endpoint';
import type { Endpoints } from '@yadori/contract/endpoints';
import type { ApiClient, QueryValue } from './api-client.ts';

/**
 * The widget's calls of the /book API, typed from the contract's endpoint descriptions (decision
 * 032). Only types come from the contract (`import type`): the name of an endpoint —
 * `"GET /book/hotels/:hotelId/rooms"` — is all the widget needs at run time, so no Zod reaches its
 * bundle.
 */
export type BookEndpoint = Extract<keyof Endpoints, `${string} /book/${string}`>;

type Has<T> = [T] extends [never] ? false : true;
/** A query value as the widget writes it (numbers and lists are written out as text). */
type WidgetQuery<Q> = { [K in keyof Q]?: QueryValue };

export type CallInput<E extends Endpoint> = (Has<EndpointParams<E>> extends true
  ? { params: EndpointParams<E> }
  : { params?: never }) &
  (Has<EndpointQuery<E>> extends true ? { query?: WidgetQuery<EndpointQuery<E>> } : { query?: never }) &
  (Has<EndpointBody<E>> extends true ? { body: EndpointBody<E> } : { body?: never }) & {
    /** Extra headers of this call (e.g. `Idempotency-Key`). */
    headers?: Readonly<Record<string, string>>;
  };

/** The answer of a successful call of the endpoint. */
export type Answer<N extends keyof Endpoints> = EndpointAnswer<Endpoints[N]>;
/** The body the endpoint takes. */
export type Body<N extends keyof Endpoints> = EndpointBody<Endpoints[N]>;

/** A GET needs only `api.get`; the other methods go through `api.request`. */
type ClientFor<N extends string> = N extends `GET ${string}`
  ? Pick<ApiClient, 'get'>
  : Pick<ApiClient, 'request'>;

/** The path of a /book endpoint relative to the API base (which stands for /book), params filled in. */
function pathOf(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template
    .slice('/book'.length)
    .replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}

/** Calls a /book endpoint through the api client (session headers, locale, errors, retries). */
export function call<N extends BookEndpoint>(
  api: ClientFor<N>,
  endpoint: N,
  input: CallInput<Endpoints[N]>,
): Promise<Answer<N>> {
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space);
  const path = pathOf(endpoint.slice(space + 1), input.params);
  const query = input.query as Readonly<Record<string, QueryValue>> | undefined;
  if (method === 'GET') return (api as Pick<ApiClient, 'get'>).get<Answer<N>>(path, query);
  const options: Parameters<ApiClient['request']>[2] = {};
  if (query !== undefined) options.query = query;
  if (input.body !== undefined) options.body = input.body;
  if (input.headers !== undefined) options.headers = input.headers;
  return (api as Pick<ApiClient, 'request'>).request<Answer<N>>(method, path, options);
}
