import { describe, expect, it } from 'vitest';
import { clientCanSeeHotel } from './hotel-access.ts';

const tokyo = { id: 1, brand: { id: 1 } };
const ryokan = { id: 4, brand: { id: 2 } };

describe('clientCanSeeHotel', () => {
  it('lets an all-scope client see every hotel', () => {
    const session = { scope: 'all', brandId: null, hotelId: null } as const;
    expect([clientCanSeeHotel(session, tokyo), clientCanSeeHotel(session, ryokan)]).toEqual([true, true]);
  });

  it('limits a brand client to its brand', () => {
    const session = { scope: 'brand', brandId: 1, hotelId: null } as const;
    expect([clientCanSeeHotel(session, tokyo), clientCanSeeHotel(session, ryokan)]).toEqual([true, false]);
  });

  it('limits a hotel client to its hotel', () => {
    const session = { scope: 'hotel', brandId: null, hotelId: 4 } as const;
    expect([clientCanSeeHotel(session, tokyo), clientCanSeeHotel(session, ryokan)]).toEqual([false, true]);
  });
});
