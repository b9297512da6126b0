import { describe, expect, it } from 'vitest';
import {
  guestLimits,
  tierName,
  withAdults,
  withAgeChild,
  withChildAge,
  withChildCount,
  withRoomAdded,
  withRoomRemoved,
  withTierChild,
} from './guests-rules.ts';
import { defaultRoom, type RoomParty } from './room-party.ts';
import { tier, tiersHotel } from './test-settings.ts';

const settings = tiersHotel({ max_guests_per_room: 5 });
const room = (patch: Partial<RoomParty> = {}): RoomParty => ({ ...defaultRoom(settings), ...patch });

describe('guest rules', () => {
  it('keeps adults between 1 and the guests per room left', () => {
    expect(withAdults(room(), 0, settings).adults).toBe(1);
    expect(withAdults(room({ children: 2, kidsTiers: ['B', 'B'] }), 4, settings).adults).toBe(3);
    expect(guestLimits(room({ adults: 1 }), settings)).toEqual({ maxAdults: 5, maxChildren: 3 });
  });

  it('adds tier children in the hotel’s tier order up to the limits, and removes them', () => {
    let r = withTierChild(room(), 'B', 1, settings);
    r = withTierChild(r, 'A', 1, settings);
    expect(r).toMatchObject({ kidsTiers: ['A', 'B'], children: 2 });
    r = withTierChild(r, 'B', 1, settings);
    // 2 adults + 3 children fill the 5 places of the room.
    expect(withTierChild(r, 'B', 1, settings)).toBe(r);
    expect(withTierChild(r, 'B', -1, settings)).toMatchObject({ kidsTiers: ['A', 'B'], children: 2 });
    expect(withTierChild(room(), 'A', -1, settings).children).toBe(0);
  });

  it('limits children per adult', () => {
    const one = room({ adults: 1 });
    const strict = tiersHotel({ kids_setting: { mode: 'tiers', max_children_per_adult: 1 } });
    const r = withTierChild(one, 'B', 1, strict);
    expect(withTierChild(r, 'B', 1, strict)).toBe(r);
  });

  it('drops companion counts that no longer fit', () => {
    const r = room({ kidsTiers: ['A'], children: 1, kidTierACompanion: 1, adultCompanion: 2 });
    expect(withTierChild(r, 'A', -1, settings)).toMatchObject({ kidTierACompanion: 0, children: 0 });
    expect(withAdults(r, 1, settings).adultCompanion).toBe(1);
  });

  it('counts children in share_bed mode and ages in ages mode', () => {
    expect(withChildCount(room(), 9, settings).children).toBe(3);
    let r = withAgeChild(room(), 1, settings);
    r = withAgeChild(r, 1, settings);
    expect(r).toMatchObject({ kidsAges: [-1, -1], children: 2 });
    r = withChildAge(r, 1, 7);
    expect(withAgeChild(r, -1, settings)).toMatchObject({ kidsAges: [-1], children: 1 });
    expect(r.kidsAges).toEqual([-1, 7]);
  });

  it('adds rooms up to the multi-room limit and keeps the last one', () => {
    const limited = tiersHotel({ multi_rooms_search_limit: 2 });
    const two = withRoomAdded([room()], limited);
    expect(two).toHaveLength(2);
    expect(withRoomAdded(two, limited)).toHaveLength(2);
    expect(withRoomAdded([room()], tiersHotel({ multi_rooms_search_enabled: false }))).toHaveLength(1);
    expect(withRoomRemoved(two, 0)).toHaveLength(1);
    expect(withRoomRemoved([room()], 0)).toHaveLength(1);
  });

  it('names tiers in the guest’s language', () => {
    expect(tierName(tier('B'), 'ja')).toBe('区分B');
    expect(tierName(tier('B'), 'ko')).toBe('Tier B');
    expect(tierName(tier('B', { translations_attributes: [] }), 'ko')).toBe('B');
  });
});
