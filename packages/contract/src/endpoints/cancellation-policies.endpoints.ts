import {
  cancellationPoliciesQuerySchema,
  cancellationPoliciesResponseSchema,
  cancellationPolicyParamsSchema,
  cancellationPolicyResponseSchema,
} from '../cancellation-policy.schema.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { hotelIdParamsSchema } from '../search.schema.ts';

export const cancellationPolicyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/cancellation_policies',
    summary: "A hotel's cancellation policies; room_plan_codes (comma list) keeps those of these room plans",
    tags: ['cancellation policies'],
    params: hotelIdParamsSchema,
    query: cancellationPoliciesQuerySchema,
    responses: { 200: cancellationPoliciesResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/cancellation_policies/:policyId',
    summary: 'One cancellation policy of a hotel',
    tags: ['cancellation policies'],
    params: cancellationPolicyParamsSchema,
    responses: { 200: cancellationPolicyResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
