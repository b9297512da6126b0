import type {
  StaffNotice,
  StaffNoticeCreateBody,
  StaffNoticePatchBody,
} from '@yadori/contract/notices.schema';
import { api } from '../lib/api.ts';

/**
 * The console's calls for banners and notices (contract `staffNoticeEndpoints`, decision 061), typed by
 * the contract through `import type` only, so no Zod reaches the console's bundle.
 */

export type { StaffNotice, StaffNoticeCreateBody, StaffNoticePatchBody };

type Data<T> = { data: T };
const data = <T>(answer: Data<T>) => answer.data;
const noticesPath = (hotelId: number, id?: number) =>
  `/hotels/${hotelId}/notices${id === undefined ? '' : `/${id}`}`;

export const noticesApi = {
  list: (hotelId: number) => api<Data<StaffNotice[]>>('GET', noticesPath(hotelId)).then(data),
  create: (hotelId: number, body: StaffNoticeCreateBody) =>
    api<Data<StaffNotice>>('POST', noticesPath(hotelId), body).then(data),
  update: (hotelId: number, id: number, body: StaffNoticePatchBody) =>
    api<Data<StaffNotice>>('PATCH', noticesPath(hotelId, id), body).then(data),
  remove: (hotelId: number, id: number) =>
    api<Data<{ id: number }>>('DELETE', noticesPath(hotelId, id)).then(data),
};
