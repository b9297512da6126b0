import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  pointBalanceResponseSchema,
  pointExchangeBodySchema,
  pointExchangeHeadersSchema,
  pointExchangeResponseSchema,
  pointExchangesQuerySchema,
  pointExchangesResponseSchema,
  pointParamsSchema,
  pointsTimelineQuerySchema,
  pointsTimelineResponseSchema,
} from '../points.schema.ts';

const tags = ['membership'];
const params = pointParamsSchema;
const base = '/book/hotels/:hotelId/memberships';
const bearer = [{ memberToken: [] }] as const;

/** A signed-in member's points (spec §7): balance, history, exchange for a gift code. */
export const memberPointEndpoints = {
  point: defineEndpoint({
    method: 'GET',
    path: `${base}/point`,
    summary: "The member's points: available (total_point), future, expired, gained, spent, refunded",
    tags,
    params,
    security: bearer,
    responses: { 200: pointBalanceResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  pointsTimeline: defineEndpoint({
    method: 'GET',
    path: `${base}/points_timeline`,
    summary: 'The point history (scope current) or the stays still to credit (scope future), paged',
    tags,
    params,
    query: pointsTimelineQuerySchema,
    security: bearer,
    responses: { 200: pointsTimelineResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  pointExchanges: defineEndpoint({
    method: 'GET',
    path: `${base}/point_exchanges`,
    summary: 'The gift codes the member got for points, newest first, paged',
    tags,
    params,
    query: pointExchangesQuerySchema,
    security: bearer,
    responses: { 200: pointExchangesResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createPointExchange: defineEndpoint({
    method: 'POST',
    path: `${base}/point_exchanges`,
    summary:
      'Exchange points for a gift code valid 180 days (Japan only); all or nothing (3202 when the provider is down)',
    tags,
    params,
    headers: pointExchangeHeadersSchema,
    body: pointExchangeBodySchema,
    security: bearer,
    responses: { 201: pointExchangeResponseSchema, ...refusals(400, 401, 403, 404, 422, 502) },
  }),
};
