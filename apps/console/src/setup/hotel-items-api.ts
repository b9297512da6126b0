import { api } from '../lib/api.ts';

/** The API's answer envelope, and what it holds. */
export type Data<T> = { data: T };
export const data = <T>(answer: Data<T>) => answer.data;

/**
 * The list/create/update/delete calls of one kind of a hotel's set-up items under
 * `/hotels/:hotelId/<segment>`, typed by the contract's schemas through `import type` only.
 */
export function hotelItemsApi<Item, CreateBody, PatchBody, Removed>(segment: string) {
  const of = (hotelId: number, rest = '') => `/hotels/${hotelId}/${segment}${rest}`;
  return {
    list: (hotelId: number) => api<Data<Item[]>>('GET', of(hotelId)).then(data),
    create: (hotelId: number, body: CreateBody) => api<Data<Item>>('POST', of(hotelId), body).then(data),
    update: (hotelId: number, id: number, body: PatchBody) =>
      api<Data<Item>>('PATCH', of(hotelId, `/${id}`), body).then(data),
    remove: (hotelId: number, id: number) => api<Data<Removed>>('DELETE', of(hotelId, `/${id}`)).then(data),
  };
}
