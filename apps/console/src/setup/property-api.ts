import type {
  StaffBrand,
  StaffBrandPatchBody,
  StaffHotel,
  StaffHotelCreateBody,
  StaffHotelPatchBody,
  StaffHotelSummary,
  StaffPlan,
  StaffPlanCreateBody,
  StaffPlanPatchBody,
  StaffPolicy,
  StaffPolicyCreateBody,
  StaffPolicyPatchBody,
  StaffRoomType,
  StaffRoomTypeCreateBody,
  StaffRoomTypePatchBody,
} from '@yadori/contract/staff-property.schema';
import { api } from '../lib/api.ts';

/**
 * The property set-up's calls (contract `endpoints/staff-property.endpoints.ts`), typed by the contract's
 * schemas through `import type` only, so no Zod reaches the console's bundle.
 */

type Data<T> = { data: T };
const data = <T>(answer: Data<T>) => answer.data;
const ofHotel = (hotelId: number, rest = '') => `/hotels/${hotelId}${rest}`;

export type {
  StaffBrand,
  StaffHotel,
  StaffHotelSummary,
  StaffPlan,
  StaffPlanCreateBody,
  StaffPolicy,
  StaffPolicyCreateBody,
  StaffRoomType,
  StaffRoomTypeCreateBody,
};

export const propertyApi = {
  brand: () => api<Data<StaffBrand>>('GET', '/brand').then(data),
  updateBrand: (body: StaffBrandPatchBody) => api<Data<StaffBrand>>('PATCH', '/brand', body).then(data),

  hotels: () => api<Data<StaffHotelSummary[]>>('GET', '/hotels').then(data),
  createHotel: (body: StaffHotelCreateBody) => api<Data<StaffHotel>>('POST', '/hotels', body).then(data),
  hotel: (hotelId: number) => api<Data<StaffHotel>>('GET', ofHotel(hotelId)).then(data),
  updateHotel: (hotelId: number, body: StaffHotelPatchBody) =>
    api<Data<StaffHotel>>('PATCH', ofHotel(hotelId), body).then(data),

  roomTypes: (hotelId: number) =>
    api<Data<StaffRoomType[]>>('GET', ofHotel(hotelId, '/room_types')).then(data),
  createRoomType: (hotelId: number, body: StaffRoomTypeCreateBody) =>
    api<Data<StaffRoomType>>('POST', ofHotel(hotelId, '/room_types'), body).then(data),
  updateRoomType: (hotelId: number, id: number, body: StaffRoomTypePatchBody) =>
    api<Data<StaffRoomType>>('PATCH', ofHotel(hotelId, `/room_types/${id}`), body).then(data),
  deleteRoomType: (hotelId: number, id: number) =>
    api<Data<{ id: number; outcome: 'deleted' | 'deactivated' }>>(
      'DELETE',
      ofHotel(hotelId, `/room_types/${id}`),
    ).then(data),

  plans: (hotelId: number) => api<Data<StaffPlan[]>>('GET', ofHotel(hotelId, '/plans')).then(data),
  createPlan: (hotelId: number, body: StaffPlanCreateBody) =>
    api<Data<StaffPlan>>('POST', ofHotel(hotelId, '/plans'), body).then(data),
  updatePlan: (hotelId: number, id: number, body: StaffPlanPatchBody) =>
    api<Data<StaffPlan>>('PATCH', ofHotel(hotelId, `/plans/${id}`), body).then(data),

  policies: (hotelId: number) =>
    api<Data<StaffPolicy[]>>('GET', ofHotel(hotelId, '/cancellation_policies')).then(data),
  createPolicy: (hotelId: number, body: StaffPolicyCreateBody) =>
    api<Data<StaffPolicy>>('POST', ofHotel(hotelId, '/cancellation_policies'), body).then(data),
  updatePolicy: (hotelId: number, id: number, body: StaffPolicyPatchBody) =>
    api<Data<StaffPolicy>>('PATCH', ofHotel(hotelId, `/cancellation_policies/${id}`), body).then(data),
};
