import { defineEndpoint, refusals } from '../endpoint.ts';
import { whoamiResponseSchema } from '../session.schema.ts';
import { hotelCodeParamsSchema } from '../settings.schema.ts';

export const memberSessionEndpoints = {
  whoami: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:code/tripla_session/whoami',
    summary: 'The signed-in member for the bearer token, if any',
    tags: ['membership'],
    params: hotelCodeParamsSchema,
    responses: { 200: whoamiResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
