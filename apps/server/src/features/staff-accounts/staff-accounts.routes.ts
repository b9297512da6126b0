import { staffAccountEndpoints as endpoints } from '@yadori/contract/endpoints/staff.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { requireStaff } from './staff-access.service.ts';
import {
  changeStaffPassword,
  confirmStaffTotp,
  disableStaffTotp,
  enrollStaffTotp,
  staffMe,
  updateStaffProfile,
} from './staff-accounts.service.ts';
import { signInStaff, signOutStaff } from './staff-sign-in.service.ts';
import { totpVault } from './staff-totp.ts';
import { createStaffUser, listStaffUsers, staffAuditLog, updateStaffUser } from './staff-users.service.ts';

/**
 * The console's accounts (decision 058), registered with the prefix `/staff`: outside the /book guard
 * (a bearer token, no Client-Session), behind the app's rate limits. No answer may be kept on the way.
 */
export const staffAccountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  /** Seals TOTP secrets (config STAFF_SECRET); unset, two-step sign-in cannot be turned on. */
  staffSecret: string | undefined;
}> = async (app, { db, now, staffSecret }) => {
  const vault = totpVault(staffSecret);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, endpoints.signIn, {}, async (request) => {
    const { email, password, totp_code } = request.body;
    return { data: await signInStaff(db, { email, password, totpCode: totp_code, vault, now: now() }) };
  });

  route(app, endpoints.signOut, {}, async (request, reply) => {
    const at = now();
    await signOutStaff(db, await requireStaff(db, request, at), at);
    return reply.status(204).send(null);
  });

  route(app, endpoints.me, {}, async (request) => {
    return { data: await staffMe(db, await requireStaff(db, request, now())) };
  });

  route(app, endpoints.updateMe, {}, async (request) => {
    const at = now();
    const principal = await requireStaff(db, request, at);
    return { data: await updateStaffProfile(db, { principal, ...request.body, now: at }) };
  });

  route(app, endpoints.changePassword, {}, async (request, reply) => {
    const at = now();
    await changeStaffPassword(db, {
      principal: await requireStaff(db, request, at),
      currentPassword: request.body.current_password,
      newPassword: request.body.new_password,
      now: at,
    });
    return reply.status(204).send(null);
  });

  route(app, endpoints.enrollTotp, {}, async (request) => {
    const at = now();
    return {
      data: await enrollStaffTotp(db, { principal: await requireStaff(db, request, at), vault, now: at }),
    };
  });

  route(app, endpoints.confirmTotp, {}, async (request) => {
    const at = now();
    const principal = await requireStaff(db, request, at);
    return { data: await confirmStaffTotp(db, { principal, vault, code: request.body.code, now: at }) };
  });

  route(app, endpoints.disableTotp, {}, async (request) => {
    const at = now();
    const principal = await requireStaff(db, request, at);
    return { data: await disableStaffTotp(db, { principal, password: request.body.password, now: at }) };
  });

  route(app, endpoints.users, {}, async (request) => {
    const at = now();
    return { data: await listStaffUsers(db, await requireStaff(db, request, at), at) };
  });

  route(app, endpoints.createUser, {}, async (request, reply) => {
    const at = now();
    const principal = await requireStaff(db, request, at);
    const { email, name, role, locale, hotel_ids, password } = request.body;
    const data = await createStaffUser(db, principal, {
      email,
      name,
      role,
      locale,
      hotelIds: hotel_ids,
      password,
      now: at,
    });
    return reply.status(201).send({ data });
  });

  route(app, endpoints.updateUser, {}, async (request) => {
    const at = now();
    const principal = await requireStaff(db, request, at);
    const { name, role, hotel_ids, disabled } = request.body;
    const data = await updateStaffUser(db, principal, {
      userId: request.params.userId,
      name,
      role,
      hotelIds: hotel_ids,
      disabled,
      now: at,
    });
    return { data };
  });

  route(app, endpoints.auditLog, {}, async (request) => {
    const principal = await requireStaff(db, request, now());
    const { page, hotel_id, entity_type } = request.query;
    return staffAuditLog(db, principal, { page, hotelId: hotel_id, entityType: entity_type });
  });
};
