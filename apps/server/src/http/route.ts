import type { Endpoint } from '@yadori/contract/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type Field<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of an endpoint: what validates, serialises and feeds the OpenAPI document. */
export interface RouteSchema<E extends Endpoint> {
  summary: string;
  tags: string[];
  params: Field<E, 'params'>;
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  headers: Field<E, 'headers'>;
  response: E['responses'];
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/** What a route adds to its endpoint's description (hooks stay on the plugin scopes as before). */
export interface RouteOptions {
  serializerCompiler?: FastifySerializerCompiler<unknown>;
  config?: Record<string, unknown>;
}

/**
 * Registers the route of a contract endpoint (decision 032): method, url, and the schema (params,
 * querystring, body, headers, responses, summary, tags) come from the description, and the handler is
 * typed by it. The endpoint's path is the full wire path; the plugin's prefix (`/book`, `/api`) is taken
 * off, so the route answers exactly where the description says.
 */
export function route<const E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.path} cannot be registered under the prefix ${app.prefix}`);
  }
  const schema: Record<string, unknown> = { summary: endpoint.summary, tags: [...endpoint.tags] };
  if (endpoint.security) schema.security = endpoint.security;
  if (endpoint.consumes) schema.consumes = endpoint.consumes;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.produces) schema.produces = endpoint.produces;
  schema.response = endpoint.responses;
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    ...options,
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
