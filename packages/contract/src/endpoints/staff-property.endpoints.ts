import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  staffBrandPatchBodySchema,
  staffBrandResponseSchema,
  staffHotelCreateBodySchema,
  staffHotelParamsSchema,
  staffHotelPatchBodySchema,
  staffHotelResponseSchema,
  staffHotelsResponseSchema,
  staffLoginWidgetBodySchema,
  staffLoginWidgetResponseSchema,
  staffPlanCreateBodySchema,
  staffPlanParamsSchema,
  staffPlanPatchBodySchema,
  staffPlanResponseSchema,
  staffPlansResponseSchema,
  staffPoliciesResponseSchema,
  staffPolicyCreateBodySchema,
  staffPolicyParamsSchema,
  staffPolicyPatchBodySchema,
  staffPolicyResponseSchema,
  staffRoomTypeCreateBodySchema,
  staffRoomTypeDeleteResponseSchema,
  staffRoomTypeParamsSchema,
  staffRoomTypePatchBodySchema,
  staffRoomTypeResponseSchema,
  staffRoomTypesResponseSchema,
} from '../staff-property.schema.ts';

const tags = ['staff'];
const security = [{ staffToken: [] }] as const;
const hotelPath = '/staff/hotels/:hotelId';

/**
 * The console's property set-up (decision 058): the brand (its admins), its hotels, and each hotel's
 * room types, plans and cancellation policies. 404 for a hotel outside the account's brand or named
 * hotels, 403 when the role may see but not change it; every change is audited.
 */
export const staffPropertyEndpoints = {
  brand: defineEndpoint({
    method: 'GET',
    path: '/staff/brand',
    summary: "The account's brand: names and brand-wide settings (brand admins)",
    tags,
    security,
    responses: { 200: staffBrandResponseSchema, ...refusals(401, 403) },
  }),
  updateBrand: defineEndpoint({
    method: 'PATCH',
    path: '/staff/brand',
    summary:
      "Change the brand's names or settings; a settings block given replaces that block (brand admins)",
    tags,
    security,
    body: staffBrandPatchBodySchema,
    responses: { 200: staffBrandResponseSchema, ...refusals(400, 401, 403) },
  }),
  hotels: defineEndpoint({
    method: 'GET',
    path: '/staff/hotels',
    summary:
      'The hotels the account may manage: every hotel of the brand for its admins, else the named ones',
    tags,
    security,
    responses: { 200: staffHotelsResponseSchema, ...refusals(401, 403) },
  }),
  createHotel: defineEndpoint({
    method: 'POST',
    path: '/staff/hotels',
    summary:
      'Open a hotel in the brand (brand admins): code and currency are fixed from then on; settings not given take the defaults',
    tags,
    security,
    body: staffHotelCreateBodySchema,
    responses: { 201: staffHotelResponseSchema, ...refusals(400, 401, 403, 409, 422) },
  }),
  hotel: defineEndpoint({
    method: 'GET',
    path: hotelPath,
    summary: 'One hotel with its settings',
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffHotelResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  updateHotel: defineEndpoint({
    method: 'PATCH',
    path: hotelPath,
    summary:
      "Change a hotel's names, time zone, locale, phone, online sales or settings (a settings block given replaces that block); guests see it at once",
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffHotelPatchBodySchema,
    responses: { 200: staffHotelResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  roomTypes: defineEndpoint({
    method: 'GET',
    path: `${hotelPath}/room_types`,
    summary: "The hotel's room types, in their order, the switched-off ones too",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffRoomTypesResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createRoomType: defineEndpoint({
    method: 'POST',
    path: `${hotelPath}/room_types`,
    summary: 'Add a room type (409 when the hotel has one with the code)',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffRoomTypeCreateBodySchema,
    responses: { 201: staffRoomTypeResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  updateRoomType: defineEndpoint({
    method: 'PATCH',
    path: `${hotelPath}/room_types/:roomTypeId`,
    summary:
      'Change a room type; switching it off closes its coming nights (switching it on again leaves them closed: reopen them in the rates grid) and is refused (2201) while live reservations hold any',
    tags,
    security,
    params: staffRoomTypeParamsSchema,
    body: staffRoomTypePatchBodySchema,
    responses: { 200: staffRoomTypeResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  deleteRoomType: defineEndpoint({
    method: 'DELETE',
    path: `${hotelPath}/room_types/:roomTypeId`,
    summary:
      'Delete a room type with its rooms, rates and room plans; one past stays name is switched off and its coming nights closed instead; 2201 while live reservations hold coming nights',
    tags,
    security,
    params: staffRoomTypeParamsSchema,
    responses: { 200: staffRoomTypeDeleteResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  plans: defineEndpoint({
    method: 'GET',
    path: `${hotelPath}/plans`,
    summary: "The hotel's plans with their room plans and child prices",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffPlansResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createPlan: defineEndpoint({
    method: 'POST',
    path: `${hotelPath}/plans`,
    summary: 'Add a plan with its room plans (2101 when a plan or room plan code is taken)',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffPlanCreateBodySchema,
    responses: { 201: staffPlanResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  updatePlan: defineEndpoint({
    method: 'PATCH',
    path: `${hotelPath}/plans/:hotelPlanId`,
    summary:
      'Change a plan; room_plans, when given, is the whole list (a room type left out is removed); switching off a plan or room plan live reservations hold coming nights of is refused (409)',
    tags,
    security,
    params: staffPlanParamsSchema,
    body: staffPlanPatchBodySchema,
    responses: { 200: staffPlanResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  policies: defineEndpoint({
    method: 'GET',
    path: `${hotelPath}/cancellation_policies`,
    summary: "The hotel's cancellation policies",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffPoliciesResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createPolicy: defineEndpoint({
    method: 'POST',
    path: `${hotelPath}/cancellation_policies`,
    summary: 'Add a cancellation policy (409 when the hotel has one with the code)',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffPolicyCreateBodySchema,
    responses: { 201: staffPolicyResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  updatePolicy: defineEndpoint({
    method: 'PATCH',
    path: `${hotelPath}/cancellation_policies/:policyId`,
    summary:
      "Change a cancellation policy: it applies to the plans using it, their booked stays' cancellations included",
    tags,
    security,
    params: staffPolicyParamsSchema,
    body: staffPolicyPatchBodySchema,
    responses: { 200: staffPolicyResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  loginWidget: defineEndpoint({
    method: 'GET',
    path: `${hotelPath}/login_widget`,
    summary:
      "The hotel's sign-in button (spec §3 login widget), or the inactive one guests get while it has none",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffLoginWidgetResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  updateLoginWidget: defineEndpoint({
    method: 'PUT',
    path: `${hotelPath}/login_widget`,
    summary:
      "Replace the hotel's sign-in button; guests see it at once (422 for a page address that is not http(s))",
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffLoginWidgetBodySchema,
    responses: { 200: staffLoginWidgetResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
};
