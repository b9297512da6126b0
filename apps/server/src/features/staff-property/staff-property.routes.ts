import { staffPropertyEndpoints as endpoints } from '@yadori/contract/endpoints/staff-property.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { requireStaff } from '../staff-accounts/staff-access.service.ts';
import {
  brandHotelIds,
  brandOf,
  changeBrand,
  changeHotel,
  hotelDetails,
  hotelsOf,
  openHotel,
} from './property-hotels.service.ts';
import { changeLoginWidget, loginWidgetOf } from './property-login-widget.service.ts';
import { changePlan, createPlan, plansOf } from './property-plans.service.ts';
import { changePolicy, createPolicy, policiesOf } from './property-policies.service.ts';
import { changeRoomType, createRoomType, removeRoomType, roomTypesOf } from './property-rooms.service.ts';

/**
 * The console's property set-up (register with the prefix `/staff`, outside the /book guard): the
 * brand, its hotels, their room types, plans, cancellation policies and sign-in button. After each
 * change this instance's hotel cache forgets the hotel, so guests see it at once here (other instances
 * within the cache's time-to-live, 5 s by default).
 */
export const staffPropertyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  // Nothing of the console is stored on the way, refusals included.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const staff = (request: FastifyRequest) => requireStaff(db, request, now());

  route(app, endpoints.brand, {}, async (request) => ({ data: await brandOf(db, await staff(request)) }));

  route(app, endpoints.updateBrand, {}, async (request) => {
    const principal = await staff(request);
    const data = await changeBrand(db, principal, request.body, now());
    // Every hotel's cached row carries its brand.
    for (const id of await brandHotelIds(db, principal)) hotels.forget(id);
    return { data };
  });

  route(app, endpoints.hotels, {}, async (request) => ({ data: await hotelsOf(db, await staff(request)) }));

  route(app, endpoints.createHotel, {}, async (request, reply) => {
    const data = await openHotel(db, await staff(request), request.body, now());
    return reply.status(201).send({ data });
  });

  route(app, endpoints.hotel, {}, async (request) => ({
    data: await hotelDetails(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.updateHotel, {}, async (request) => {
    const { hotelId } = request.params;
    const data = await changeHotel(db, await staff(request), hotelId, request.body, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.roomTypes, {}, async (request) => ({
    data: await roomTypesOf(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.createRoomType, {}, async (request, reply) => {
    const { hotelId } = request.params;
    const data = await createRoomType(db, await staff(request), hotelId, request.body, now());
    hotels.forget(hotelId);
    return reply.status(201).send({ data });
  });

  route(app, endpoints.updateRoomType, {}, async (request) => {
    const { hotelId, roomTypeId } = request.params;
    const data = await changeRoomType(db, await staff(request), hotelId, roomTypeId, request.body, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.deleteRoomType, {}, async (request) => {
    const { hotelId, roomTypeId } = request.params;
    const data = await removeRoomType(db, await staff(request), hotelId, roomTypeId, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.plans, {}, async (request) => ({
    data: await plansOf(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.createPlan, {}, async (request, reply) => {
    const { hotelId } = request.params;
    const data = await createPlan(db, await staff(request), hotelId, request.body, now());
    hotels.forget(hotelId);
    return reply.status(201).send({ data });
  });

  route(app, endpoints.updatePlan, {}, async (request) => {
    const { hotelId, hotelPlanId } = request.params;
    const data = await changePlan(db, await staff(request), hotelId, hotelPlanId, request.body, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.policies, {}, async (request) => ({
    data: await policiesOf(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.createPolicy, {}, async (request, reply) => {
    const { hotelId } = request.params;
    const data = await createPolicy(db, await staff(request), hotelId, request.body, now());
    hotels.forget(hotelId);
    return reply.status(201).send({ data });
  });

  route(app, endpoints.updatePolicy, {}, async (request) => {
    const { hotelId, policyId } = request.params;
    const data = await changePolicy(db, await staff(request), hotelId, policyId, request.body, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.loginWidget, {}, async (request) => ({
    data: await loginWidgetOf(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.updateLoginWidget, {}, async (request) => {
    const { hotelId } = request.params;
    const data = await changeLoginWidget(db, await staff(request), hotelId, request.body, now());
    // The guest side reuses the button per hotel ('sign-in-button').
    hotels.forget(hotelId);
    return { data };
  });
};
