import { staffPropertyEndpoints as endpoints } from '@yadori/contract/endpoints/staff-property.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { staffSetupRoutes } from '../staff-accounts/staff-routes.service.ts';
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
  const { staff, forgetHotel } = staffSetupRoutes(app, { db, now, hotels });

  staff(endpoints.brand, (principal) => brandOf(db, principal));

  staff(endpoints.updateBrand, (principal, { body }) => changeBrand(db, principal, body, now()), {
    // Every hotel's cached row carries its brand.
    after: async (_request, _data, principal) => {
      for (const id of await brandHotelIds(db, principal)) hotels.forget(id);
    },
  });

  staff(endpoints.hotels, (principal) => hotelsOf(db, principal));

  staff(endpoints.createHotel, (principal, { body }) => openHotel(db, principal, body, now()), {
    status: 201,
  });

  staff(endpoints.hotel, (principal, { params }) => hotelDetails(db, principal, params.hotelId));

  staff(
    endpoints.updateHotel,
    (principal, { params, body }) => changeHotel(db, principal, params.hotelId, body, now()),
    { after: forgetHotel },
  );

  staff(endpoints.roomTypes, (principal, { params }) => roomTypesOf(db, principal, params.hotelId));

  staff(
    endpoints.createRoomType,
    (principal, { params, body }) => createRoomType(db, principal, params.hotelId, body, now()),
    { status: 201, after: forgetHotel },
  );

  staff(
    endpoints.updateRoomType,
    (principal, { params, body }) =>
      changeRoomType(db, principal, params.hotelId, params.roomTypeId, body, now()),
    { after: forgetHotel },
  );

  staff(
    endpoints.deleteRoomType,
    (principal, { params }) => removeRoomType(db, principal, params.hotelId, params.roomTypeId, now()),
    { after: forgetHotel },
  );

  staff(endpoints.plans, (principal, { params }) => plansOf(db, principal, params.hotelId));

  staff(
    endpoints.createPlan,
    (principal, { params, body }) => createPlan(db, principal, params.hotelId, body, now()),
    { status: 201, after: forgetHotel },
  );

  staff(
    endpoints.updatePlan,
    (principal, { params, body }) =>
      changePlan(db, principal, params.hotelId, params.hotelPlanId, body, now()),
    { after: forgetHotel },
  );

  staff(endpoints.policies, (principal, { params }) => policiesOf(db, principal, params.hotelId));

  staff(
    endpoints.createPolicy,
    (principal, { params, body }) => createPolicy(db, principal, params.hotelId, body, now()),
    { status: 201, after: forgetHotel },
  );

  staff(
    endpoints.updatePolicy,
    (principal, { params, body }) =>
      changePolicy(db, principal, params.hotelId, params.policyId, body, now()),
    { after: forgetHotel },
  );

  staff(endpoints.loginWidget, (principal, { params }) => loginWidgetOf(db, principal, params.hotelId));

  staff(
    endpoints.updateLoginWidget,
    (principal, { params, body }) => changeLoginWidget(db, principal, params.hotelId, body, now()),
    // The guest side reuses the button per hotel ('sign-in-button').
    { after: forgetHotel },
  );
};
