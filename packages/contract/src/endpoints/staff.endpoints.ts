import { z } from 'zod';
import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  staffAuditLogQuerySchema,
  staffAuditLogResponseSchema,
  staffMeResponseSchema,
  staffPasswordBodySchema,
  staffProfileBodySchema,
  staffSignInBodySchema,
  staffSignInResponseSchema,
  staffTotpConfirmBodySchema,
  staffTotpDisableBodySchema,
  staffTotpEnrollResponseSchema,
  staffUserCreateBodySchema,
  staffUserParamsSchema,
  staffUserResponseSchema,
  staffUsersResponseSchema,
  staffUserUpdateBodySchema,
} from '../staff.schema.ts';

const tags = ['staff'];
/** The console's bearer token (decision 058), not a Client-Session. */
const staffToken = [{ staffToken: [] }] as const;
/** An answer with no body. */
const noContent = z.null();

/** Staff accounts of the console (decision 058): sign-in, the account itself, its brand's staff, the audit log. */
export const staffAccountEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/staff/sign_in',
    summary:
      'Sign in to the console: the same 401 for an unknown email, a wrong password and a disabled account; 401 with details.reason totp_required when a code is needed; five failures in a row lock the account for 15 minutes (423, 1301)',
    tags,
    security: [],
    body: staffSignInBodySchema,
    responses: { 200: staffSignInResponseSchema, ...refusals(400, 401, 423, 429, 503) },
  }),
  signOut: defineEndpoint({
    method: 'DELETE',
    path: '/staff/session',
    summary: 'Sign out: the bearer token stops working',
    tags,
    security: staffToken,
    responses: { 204: noContent, ...refusals(401) },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/staff/me',
    summary: 'The signed-in account: its brand, the hotels it may act on and what its role may do',
    tags,
    security: staffToken,
    responses: { 200: staffMeResponseSchema, ...refusals(401) },
  }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/staff/me',
    summary: "Change the account's own name or console language",
    tags,
    security: staffToken,
    body: staffProfileBodySchema,
    responses: { 200: staffMeResponseSchema, ...refusals(400, 401) },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/staff/me/password',
    summary:
      'Change the password (the current one is checked; the new one has at least 12 characters with upper case, lower case and digits, else 1300); every other session of the account ends',
    tags,
    security: staffToken,
    body: staffPasswordBodySchema,
    responses: { 204: noContent, ...refusals(400, 401, 422) },
  }),
  enrollTotp: defineEndpoint({
    method: 'POST',
    path: '/staff/me/totp',
    summary:
      'Start two-step sign-in: a new secret and its otpauth:// address, pending until a first code is confirmed',
    tags,
    security: staffToken,
    responses: { 200: staffTotpEnrollResponseSchema, ...refusals(401, 409, 503) },
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/staff/me/totp/confirm',
    summary: 'Turn two-step sign-in on with a first code from the pending secret',
    tags,
    security: staffToken,
    body: staffTotpConfirmBodySchema,
    responses: { 200: staffMeResponseSchema, ...refusals(400, 401, 409, 422, 503) },
  }),
  disableTotp: defineEndpoint({
    method: 'DELETE',
    path: '/staff/me/totp',
    summary: "Turn two-step sign-in off (the account's password is checked)",
    tags,
    security: staffToken,
    body: staffTotpDisableBodySchema,
    responses: { 200: staffMeResponseSchema, ...refusals(400, 401, 422) },
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/staff/users',
    summary: "The brand's staff accounts (brand admins)",
    tags,
    security: staffToken,
    responses: { 200: staffUsersResponseSchema, ...refusals(401, 403) },
  }),
  createUser: defineEndpoint({
    method: 'POST',
    path: '/staff/users',
    summary:
      "Make a staff account of the admin's brand (brand admins); its hotels must be the brand's, an email is one account across the installation (409)",
    tags,
    security: staffToken,
    body: staffUserCreateBodySchema,
    responses: { 201: staffUserResponseSchema, ...refusals(400, 401, 403, 409, 422) },
  }),
  updateUser: defineEndpoint({
    method: 'PATCH',
    path: '/staff/users/:userId',
    summary:
      "Change an account's name, role or hotels, or disable it (its sessions end); an admin cannot disable or demote themself (brand admins)",
    tags,
    security: staffToken,
    params: staffUserParamsSchema,
    body: staffUserUpdateBodySchema,
    responses: { 200: staffUserResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/staff/audit_log',
    summary: "The brand's audit log, newest first, 50 a page, by hotel and kind of entity (brand admins)",
    tags,
    security: staffToken,
    query: staffAuditLogQuerySchema,
    responses: { 200: staffAuditLogResponseSchema, ...refusals(400, 401, 403) },
  }),
};
