import type { KidsTier } from '@yadori/contract/settings.schema';
import type { StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { describe, expect, it } from 'vitest';
import {
  type ChangeDraft,
  checkChange,
  type KidsRules,
  kidsRulesOf,
  offeredPrices,
  roomApiErrors,
  roomDraft,
  roomParty,
  tierName,
  UNKNOWN_KIDS_RULES,
} from './stay-change-draft.ts';

const tier = (code: string, names: Record<string, string>, active = true): KidsTier => ({
  code,
  min_age: 0,
  max_age: 5,
  is_companion: code === 'A',
  is_active: active,
  translations_attributes: Object.entries(names).map(([locale, name]) => ({
    locale: locale as KidsTier['translations_attributes'][number]['locale'],
    name,
  })),
});

const TIERS = [
  tier('A', { en: 'Infant sharing a bed', ja: '添い寝の幼児' }),
  tier('B', { en: 'Child' }),
  tier('Z', { en: 'Old tier' }, false),
];

const settings = (
  mode: 'tiers' | 'share_bed' | 'ages',
  acceptType: 'all' | 'none' | 'tiers' = 'all',
): Parameters<typeof kidsRulesOf>[0] => ({
  kids_setting: { mode, accept_type: acceptType, max_children_per_adult: 2 },
  kids_tiers: TIERS,
  max_guests_per_room: 4,
});

const TIERS_RULES = kidsRulesOf(settings('tiers'));

const bookedRoom = (
  roomIndex: number,
  party: { adults: number; kids_tiers?: string[]; children?: number; kids_age_range?: number[] },
) => {
  const kidsTiers = party.kids_tiers ?? [];
  return {
    room_index: roomIndex,
    room_type_name: 'Family Room',
    adults: party.adults,
    children: party.children ?? kidsTiers.length,
    kids_tiers: kidsTiers,
    kids_age_range: party.kids_age_range ?? [],
  } as StaffReservation['rooms'][number];
};

/** The parts of a stay the dialog reads (the rest of the console's type is not used here). */
function stayWith(rooms: StaffReservation['rooms']): StaffReservation {
  return {
    version: 3,
    checkin_date: '2026-08-10',
    checkout_date: '2026-08-12',
    total_price: 60_000,
    rooms,
    guest: { first_name: 'Mei', last_name: 'Sato', email: 'mei@example.com', phone: '+81312345678' },
  } as StaffReservation;
}

const TWO_ROOMS = stayWith([bookedRoom(0, { adults: 2, kids_tiers: ['B'] }), bookedRoom(1, { adults: 2 })]);

function draftOf(stay: StaffReservation, change: Partial<ChangeDraft> = {}): ChangeDraft {
  return {
    checkin: stay.checkin_date,
    checkout: stay.checkout_date,
    rooms: stay.rooms.map(roomDraft),
    dropped: [],
    guest: { ...stay.guest },
    newTotal: null,
    ...change,
  };
}

describe('the hotel’s kids settings as the dialog asks for children', () => {
  it('asks per active tier in the tiers modes, one count when children share a bed, else not at all', () => {
    expect(TIERS_RULES).toMatchObject({ input: 'tiers', maxGuestsPerRoom: 4, maxChildrenPerAdult: 2 });
    expect(TIERS_RULES.tiers.map((t) => t.code)).toEqual(['A', 'B']);
    expect(kidsRulesOf(settings('share_bed')).input).toBe('count');
    expect(kidsRulesOf(settings('ages')).input).toBe('booked');
    expect(kidsRulesOf(settings('tiers', 'none'))).toMatchObject({ input: 'booked', tiers: [] });
  });

  it('names a tier in the console’s language, then English, then its code', () => {
    expect(tierName(TIERS[0]!, 'ja')).toBe('添い寝の幼児');
    expect(tierName(TIERS[0]!, 'ko')).toBe('Infant sharing a bed');
    expect(tierName(tier('C', {}), 'ja')).toBe('C');
  });
});

describe('one room’s party', () => {
  it('sends a count per tier as one code per child, in the hotel’s tier order', () => {
    const draft = { ...roomDraft(TWO_ROOMS.rooms[0]!), tierCounts: { B: '1', A: '1' } };
    expect(roomParty(draft, TWO_ROOMS.rooms[0]!, TIERS_RULES)).toEqual({
      party: { room_index: 0, adults: 2, children: 2, kids_tiers: ['A', 'B'], kids_age_range: [] },
    });
  });

  it('keeps codes of tiers the hotel no longer offers, for the API to apply its rules to', () => {
    const booked = bookedRoom(0, { adults: 2, kids_tiers: ['Z', 'B'] });
    expect(roomParty(roomDraft(booked), booked, TIERS_RULES)).toMatchObject({
      party: { children: 2, kids_tiers: ['B', 'Z'] },
    });
  });

  it('refuses adults below 1, counts that are not whole numbers, and the hotel’s limits', () => {
    const booked = TWO_ROOMS.rooms[0]!;
    const problems = (change: object, rules: KidsRules = TIERS_RULES) => {
      const checked = roomParty({ ...roomDraft(booked), ...change }, booked, rules);
      return 'problems' in checked ? checked.problems.map((p) => p.kind) : [];
    };
    expect(problems({ adults: '0' })).toEqual(['adults']);
    expect(problems({ adults: '' })).toEqual(['adults']);
    expect(problems({ tierCounts: { B: '-1' } })).toEqual(['count']);
    expect(problems({ tierCounts: { B: '1.5' } })).toEqual(['count']);
    // Four guests a room: two adults and three children are five.
    expect(problems({ tierCounts: { A: '1', B: '2' } })).toEqual(['tooManyGuests']);
    // Two children an adult: one adult and three children.
    expect(problems({ adults: '1', tierCounts: { B: '3' } })).toEqual(['tooManyChildren']);
    expect(problems({ adults: '2', tierCounts: { A: '1', B: '1' } })).toEqual([]);
    // Without the hotel's settings only the adults are checked; the children go back as booked.
    expect(problems({ adults: '9', tierCounts: { B: '9' } }, UNKNOWN_KIDS_RULES)).toEqual([]);
  });

  it('sends a plain children count when children share a bed', () => {
    const booked = bookedRoom(0, { adults: 2, children: 1 });
    const rules = kidsRulesOf(settings('share_bed'));
    expect(roomParty({ ...roomDraft(booked), children: '2' }, booked, rules)).toEqual({
      party: { room_index: 0, adults: 2, children: 2, kids_tiers: [], kids_age_range: [] },
    });
  });

  it('counts against the limits only the children the API counts', () => {
    const rules = { ...TIERS_RULES, maxGuestsPerRoom: 3 };
    // A code of a tier no longer offered is dropped by the API: two adults and one child fit in three.
    const withOldTier = bookedRoom(0, { adults: 2, kids_tiers: ['Z', 'B'] });
    expect('party' in roomParty(roomDraft(withOldTier), withOldTier, rules)).toBe(true);
    // A hotel that takes no children counts none of the booked ones.
    const family = bookedRoom(0, { adults: 2, kids_tiers: ['B', 'B'] });
    const none = kidsRulesOf({ ...settings('tiers', 'none'), max_guests_per_room: 3 });
    expect(roomParty(roomDraft(family), family, none)).toMatchObject({ party: { children: 2 } });
    expect(roomParty(roomDraft(family), family, rules)).toEqual({
      problems: [{ kind: 'tooManyGuests', max: 3 }],
    });
  });

  it('sends children by age back as booked', () => {
    const booked = bookedRoom(0, { adults: 2, children: 2, kids_age_range: [4, 9] });
    expect(roomParty(roomDraft(booked), booked, kidsRulesOf(settings('ages')))).toEqual({
      party: { room_index: 0, adults: 2, children: 2, kids_tiers: [], kids_age_range: [4, 9] },
    });
  });
});

describe('the change’s body', () => {
  it('drops a room and changes another one’s children: the kept rooms only, by their booked index', () => {
    const draft = draftOf(TWO_ROOMS, { dropped: [1] });
    draft.rooms[0] = { ...draft.rooms[0]!, tierCounts: { B: '1', A: '1' } };
    expect(checkChange(TWO_ROOMS, draft, TIERS_RULES)).toEqual({
      kind: 'body',
      body: {
        version: 3,
        stay: {
          checkin_date: '2026-08-10',
          checkout_date: '2026-08-12',
          rooms: [{ room_index: 0, adults: 2, children: 2, kids_tiers: ['A', 'B'], kids_age_range: [] }],
          total_price: 60_000,
        },
      },
    });
  });

  it('keeps room 2 alone when room 1 is dropped, and sends the total the API offered', () => {
    const check = checkChange(TWO_ROOMS, draftOf(TWO_ROOMS, { dropped: [0], newTotal: 30_000 }), TIERS_RULES);
    expect(check.kind === 'body' && check.body.stay).toMatchObject({
      rooms: [{ room_index: 1, adults: 2, children: 0, kids_tiers: [] }],
      total_price: 30_000,
    });
  });

  it('is unchanged when nothing moved, tier order aside; guests alone when only the booker moved', () => {
    const booked = stayWith([bookedRoom(0, { adults: 2, kids_tiers: ['B', 'A'] })]);
    expect(checkChange(booked, draftOf(booked), TIERS_RULES)).toEqual({ kind: 'unchanged' });
    const renamed = draftOf(booked, { guest: { ...booked.guest, last_name: ' Tanaka ' } });
    const check = checkChange(booked, renamed, TIERS_RULES);
    expect(check.kind === 'body' && check.body).toEqual({
      version: 3,
      guests: { guest: { ...booked.guest, last_name: 'Tanaka' } },
    });
  });

  it('names the rooms whose party cannot be sent, and sends nothing', () => {
    const draft = draftOf(TWO_ROOMS);
    draft.rooms[1] = { ...draft.rooms[1]!, adults: '1', tierCounts: { B: '3' } };
    const check = checkChange(TWO_ROOMS, draft, TIERS_RULES);
    expect(check.kind).toBe('problems');
    expect(check.kind === 'problems' && [...check.problems.keys()]).toEqual([1]);
  });

  it('never drops every room', () => {
    expect(() => checkChange(TWO_ROOMS, draftOf(TWO_ROOMS, { dropped: [0, 1] }), TIERS_RULES)).toThrow();
  });
});

describe('what the API answered', () => {
  it('reads the offered total and each room’s price from a 409 for another price, nothing from others', () => {
    const offer = offeredPrices({
      code: 1103,
      total_price: 30_000,
      rooms: [{ room_index: 1, total_price: 30_000, tax: 2727 }],
    });
    expect(offer?.total).toBe(30_000);
    expect([...(offer?.rooms ?? [])]).toEqual([[1, 30_000]]);
    expect(offeredPrices({ code: 1105, reason: 'sold_out' })).toBeNull();
  });

  it('finds the words about the room at a position of the body, its adults apart', () => {
    const fields = {
      'stay.rooms[0].adults': ['Too few.'],
      'rooms[1].room_plan_code': ['No longer sold.'],
      'rooms[10].adults': ['Another room.'],
      rooms: ['A room can take at most 4 guests.'],
    };
    expect(roomApiErrors(fields, 0)).toEqual({ adults: ['Too few.'], other: [] });
    expect(roomApiErrors(fields, 1)).toEqual({ adults: [], other: ['No longer sold.'] });
  });
});
