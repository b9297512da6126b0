import { defineEndpoint, refusals } from '../endpoint.ts';
import { memberSessionGrantSchema } from '../membership.schema.ts';
import {
  organizationExportBodySchema,
  organizationExportParamsSchema,
  organizationExportResponseSchema,
  organizationExportsResponseSchema,
  organizationParamsSchema,
  organizationReservationsQuerySchema,
  organizationReservationsResponseSchema,
  organizationResponseSchema,
  organizationSignInBodySchema,
} from '../organization.schema.ts';
import { hotelCodeParamsSchema } from '../settings.schema.ts';

const tags = ['organizations'];
const bearer = [{ memberToken: [] }] as const;

/** Corporate organizations (spec §7): sign-in through one, and its admins' view of its stays. */
export const organizationEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/book/hotels/:code/organization/sign_in',
    summary:
      "Sign in through an organization with the person's own email and password; the same refusal for an unknown email, a wrong password and an account outside the organization",
    tags,
    params: hotelCodeParamsSchema,
    body: organizationSignInBodySchema,
    responses: { 200: memberSessionGrantSchema, ...refusals(400, 401, 403, 404, 422, 423, 429) },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/organizations/:organizationId',
    summary: "The organization's quota of stays and its reserved and remaining nights (its admins only)",
    tags,
    params: organizationParamsSchema,
    security: bearer,
    responses: { 200: organizationResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  reservations: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/organizations/:organizationId/reservations',
    summary: "The organization's reservations, paged, by check-in dates and status (its admins only)",
    tags,
    params: organizationParamsSchema,
    query: organizationReservationsQuerySchema,
    security: bearer,
    responses: { 200: organizationReservationsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  requestExport: defineEndpoint({
    method: 'POST',
    path: '/book/hotel_brands/:brandId/organizations/:organizationId/exports',
    summary:
      "Ask for a CSV of the organization's reservations checking in over a period, zipped with AES-256 under the admin's password; a job builds it (its admins only, 1600 past the daily limit)",
    tags,
    params: organizationParamsSchema,
    body: organizationExportBodySchema,
    security: bearer,
    responses: { 202: organizationExportResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
  exports: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/organizations/:organizationId/exports',
    summary: "The organization's recent exports, newest first, with their state (its admins only)",
    tags,
    params: organizationParamsSchema,
    security: bearer,
    responses: { 200: organizationExportsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/organizations/:organizationId/exports/:exportId',
    summary: 'One export and its state: pending while its job runs, then ready until it expires',
    tags,
    params: organizationExportParamsSchema,
    security: bearer,
    responses: { 200: organizationExportResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  downloadExport: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/organizations/:organizationId/exports/:exportId/download',
    summary:
      'The export as a password-protected zip (application/zip); 1200 while it is built, 1250 once expired, 1252 when there is none',
    tags,
    params: organizationExportParamsSchema,
    security: bearer,
    produces: ['application/zip'],
    responses: refusals(400, 401, 403, 404, 409, 410),
  }),
};
