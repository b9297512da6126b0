import { reservationEndpoints } from '@yadori/contract/endpoints/reservations.endpoints';
import { searchEndpoints } from '@yadori/contract/endpoints/search.endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CountedStep, FunnelCounter } from '../../platform/analytics/funnel-counter.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { installFunnelRecording } from './funnel-recording.ts';

// Which /book answers count as which step, on which hotel-local day and under which source (decision
// 061): the hooks on a bare /book scope whose handlers answer what a test says, on a fixed clock.

/** 2026-05-01 15:30 UTC: already 2 May in Tokyo, still 1 May in Honolulu. */
const NOW = new Date('2026-05-01T15:30:00Z');
const TIME_ZONES: Record<number, string> = { 1: 'Asia/Tokyo', 2: 'Pacific/Honolulu' };

const booking = {
  checkin_date: '2026-06-02',
  checkout_date: '2026-06-04',
  rooms: [{ room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY', adults: 2 }],
  guest: {
    first_name: 'Hanako',
    last_name: 'Yamada',
    email: 'hanako@example.com',
    email_confirmation: 'hanako@example.com',
    phone: '+81312345678',
  },
  payment_method: 'on_site',
  total_price: 30000,
  terms_accepted: true,
};

describe('funnel recording', () => {
  let app: FastifyInstance;
  let counted: [CountedStep, number, string, string][];
  /** What every handler answers. */
  let status: number;
  /** The hotel catalogue fails unexpectedly; the counter throws. */
  let broken: { hotels?: boolean; counter?: boolean };

  beforeEach(async () => {
    counted = [];
    status = 200;
    broken = {};
    const funnel: FunnelCounter = {
      count(...args) {
        if (broken.counter) throw new Error('counter down');
        counted.push(args);
      },
      flush: async () => {},
      start() {},
      stop: async () => {},
    };
    // A hotel sells to the session unless the request says it is out of its reach.
    const hotels = {
      async sellingHotel(request, id, notFound) {
        if (broken.hotels) throw new Error('database down');
        const timeZone = TIME_ZONES[id];
        if (!timeZone || request.headers['x-out-of-reach']) throw notFound(id);
        return { id, timeZone };
      },
    } as Pick<HotelCatalogue, 'sellingHotel'> as HotelCatalogue;
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(
      async (book) => {
        installFunnelRecording(book, { hotels, funnel, now: () => NOW });
        for (const endpoint of [
          searchEndpoints.rooms,
          searchEndpoints.price,
          searchEndpoints.recommendation,
          reservationEndpoints.create,
        ]) {
          book.route({
            method: endpoint.method,
            url: endpoint.path.slice('/book'.length),
            schema: {
              params: endpoint.params,
              ...('query' in endpoint ? { querystring: endpoint.query } : {}),
              ...('body' in endpoint ? { body: endpoint.body } : {}),
            },
            handler: async (_request, reply) => reply.code(status).send({ ok: true }),
          });
        }
      },
      { prefix: '/book' },
    );
    await app.ready();
  });
  afterEach(async () => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers }).then((r) => r.statusCode);
  const post = (hotelId: number | string, body: unknown, headers: Record<string, string> = {}) =>
    app
      .inject({
        method: 'POST',
        url: `/book/hotels/${hotelId}/reservations`,
        payload: body as object,
        headers,
      })
      .then((r) => r.statusCode);

  it('counts a search and a selection answered 200 on the hotel’s local day, under their source', async () => {
    expect(await get('/book/hotels/1/rooms?utm_source=Google')).toBe(200);
    expect(await get('/book/hotels/2/rooms?metasearch_source=trivago&utm_source=google')).toBe(200);
    expect(await get('/book/hotels/1/rooms?utm_source=%20&utm_source=bing')).toBe(200);
    expect(await get('/book/hotels/1/rooms/price?utm_source=GOOGLE&utm_source=bing')).toBe(200);
    expect(counted).toEqual([
      ['searches', 1, '2026-05-02', 'google'],
      ['searches', 2, '2026-05-01', 'trivago'],
      // The first of repeated keys, as the search reads it: blank, so direct.
      ['searches', 1, '2026-05-02', 'direct'],
      ['selections', 1, '2026-05-02', 'google'],
    ]);
  });

  it('counts no search that was not answered 200, and no other route or method', async () => {
    for (const refused of [400, 404, 409, 500]) {
      status = refused;
      expect(await get('/book/hotels/1/rooms')).toBe(refused);
      expect(await get('/book/hotels/1/rooms/price')).toBe(refused);
    }
    status = 200;
    expect(await get('/book/hotels/abc/rooms')).toBe(400);
    expect(await get('/book/hotels/1/rooms/recommendation')).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/book/hotels/1/rooms' })).statusCode).toBe(200);
    // A hotel unknown or out of the session's reach is none of its searches.
    expect(await get('/book/hotels/3/rooms')).toBe(200);
    expect(await get('/book/hotels/1/rooms', { 'x-out-of-reach': '1' })).toBe(200);
    // Staff previewing the hotel are not guests (the header alone, without the flag, is a guest's search).
    expect(await get('/book/hotels/1/rooms?tripla_preview=true', { 'tripla-preview-token': 'x' })).toBe(200);
    expect(counted).toEqual([]);
    expect(await get('/book/hotels/1/rooms', { 'tripla-preview-token': 'x' })).toBe(200);
    expect(counted).toEqual([['searches', 1, '2026-05-02', 'direct']]);
  });

  it('counts a booking request the contract accepted, whatever it answered, under its attribution', async () => {
    for (const answer of [201, 400, 401, 402, 409, 422, 500]) {
      status = answer;
      expect(await post(1, { ...booking, attribution: { metasearch_source: 'Trivago' } })).toBe(answer);
    }
    status = 201;
    expect(await post(2, booking)).toBe(201);
    expect(counted).toEqual([
      ...Array.from({ length: 7 }, () => ['checkouts', 1, '2026-05-02', 'trivago']),
      ['checkouts', 2, '2026-05-01', 'direct'],
    ]);
  });

  it('counts no booking request the contract refused, nor one for a hotel the session may not book', async () => {
    expect(await post(1, { ...booking, terms_accepted: undefined })).toBe(400);
    expect(await post(1, { ...booking, attribution: { segment_ids: ['a/b'] } })).toBe(400);
    expect(await post('abc', booking)).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/book/hotels/1/reservations',
          payload: 'terms_accepted=true',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(415);
    expect(await post(3, booking)).toBe(200);
    expect(await post(1, booking, { 'x-out-of-reach': '1' })).toBe(200);
    expect(counted).toEqual([]);
  });

  it('never fails a request: a hotel that cannot be read, or a counter that throws, counts nothing', async () => {
    broken = { hotels: true };
    expect(await get('/book/hotels/1/rooms')).toBe(200);
    expect(await post(1, booking)).toBe(200);
    broken = { counter: true };
    expect(await get('/book/hotels/1/rooms')).toBe(200);
    expect(await post(1, booking)).toBe(200);
    expect(counted).toEqual([]);
  });
});
