import { describe, expect, it } from 'vitest';
import {
  CRITERIA_QUERY_KEYS,
  criteriaToApiParams,
  criteriaToQuery,
  defaultCheckin,
  mergeCriteriaQuery,
  parseCriteria,
  readCriteria,
} from './search-criteria.ts';
import { tier, tiersHotel } from './test-settings.ts';

// 2026-11-23 23:30 UTC is already 24 November in Tokyo.
const NOW = new Date('2026-11-23T23:30:00Z');
const parse = (query: string, settings = tiersHotel()) =>
  parseCriteria(new URLSearchParams(query), settings, NOW);

describe('parseCriteria: dates', () => {
  it('defaults to today in the hotel time zone plus the check-in offset, one night', () => {
    const c = parse('');
    expect([c.checkin, c.checkout]).toEqual(['2026-11-24', '2026-11-25']);
    const settings = tiersHotel();
    settings.booking_widget_setting_attributes.default_search_setting.checkin_date_offset = 3;
    expect(defaultCheckin(settings, NOW)).toBe('2026-11-27');
    expect(parse('', settings).checkout).toBe('2026-11-28');
  });

  it('keeps real dates and replaces unreadable ones', () => {
    expect(parse('checkin=2026-12-01&checkout=2026-12-04')).toMatchObject({
      checkin: '2026-12-01',
      checkout: '2026-12-04',
    });
    expect(parse('checkin=2026-12-01&checkout=2026-12-01').checkout).toBe('2026-12-02');
    expect(parse('checkin=2026-12-01&checkout=yesterday').checkout).toBe('2026-12-02');
    expect(parse('checkin=2026-02-30').checkin).toBe('2026-11-24');
  });

  it('day use checks out on the check-in day, only where the hotel offers it', () => {
    expect(parse('checkin=2026-12-01&checkout=2026-12-03&is_day_use=true')).toMatchObject({
      dayUse: true,
      checkout: '2026-12-01',
    });
    const noDayUse = parse(
      'checkin=2026-12-01&is_day_use=true',
      tiersHotel({ day_use_search_active: false }),
    );
    expect(noDayUse.dayUse).toBe(false);
    expect(noDayUse.checkout).toBe('2026-12-02');
  });

  it('reads undated searches with nights, defaulting to 1 night', () => {
    expect(parse('search_type=undated&nights=3')).toMatchObject({ undated: true, nights: 3 });
    expect(parse('search_type=undated').nights).toBe(1);
    expect(parse('search_type=undated&nights=zero').nights).toBe(1);
    expect(parse('search_type=undated&nights=400').nights).toBe(1);
  });
});

describe('parseCriteria: party', () => {
  it('defaults to one room of the default search setting’s adults', () => {
    const settings = tiersHotel();
    settings.booking_widget_setting_attributes.default_search_setting.adults = 3;
    expect(parse('', settings).rooms).toEqual([
      { adults: 3, children: 0, kidsTiers: [], kidsAges: [], adultCompanion: 0, kidTierACompanion: 0 },
    ]);
    expect(parse('adults=0', settings).rooms[0]?.adults).toBe(3);
    expect(parse('adults=two', settings).rooms[0]?.adults).toBe(3);
  });

  it('reads adults, kids tiers and room count; unknown and inactive tiers are dropped', () => {
    const c = parse(
      `adults=1&room_count=2&kids_tiers=${encodeURIComponent('[{"code":"B","children":2},{"code":"Z","children":1},{"code":"C","children":1},{"code":"A","children":0}]')}`,
    );
    expect(c.rooms).toHaveLength(2);
    expect(c.rooms[1]).toEqual({
      adults: 1,
      children: 2,
      kidsTiers: ['B', 'B'],
      kidsAges: [],
      adultCompanion: 0,
      kidTierACompanion: 0,
    });
  });

  it('falls back to no children when kids_tiers is not JSON', () => {
    expect(parse('adults=2&kids_tiers=%5B%7Bcode').rooms[0]).toMatchObject({ adults: 2, children: 0 });
  });

  it('falls back to one default room when rooms JSON fails to parse', () => {
    const c = parse('rooms=%5B%7B%22adults%22%3A');
    expect(c.rooms).toEqual([
      { adults: 2, children: 0, kidsTiers: [], kidsAges: [], adultCompanion: 0, kidTierACompanion: 0 },
    ]);
  });

  it('reads rooms JSON with companions only while the companion tier is active', () => {
    const rooms = JSON.stringify([
      { adults: 2, kids_tiers: ['A', 'B'], adult_companion: 1, kid_tier_A_companion: 1 },
      { adults: 1 },
    ]);
    const c = parse(`rooms=${encodeURIComponent(rooms)}`);
    expect(c.rooms[0]).toMatchObject({
      children: 2,
      kidsTiers: ['A', 'B'],
      adultCompanion: 1,
      kidTierACompanion: 1,
    });
    expect(c.rooms[1]).toMatchObject({ adults: 1, children: 0 });
    const inactive = tiersHotel({
      kids_tiers: [tier('A', { is_companion: true, is_active: false }), tier('B')],
    });
    expect(parse(`rooms=${encodeURIComponent(rooms)}`, inactive).rooms[0]).toMatchObject({
      kidsTiers: ['B'],
      children: 1,
      adultCompanion: 0,
      kidTierACompanion: 0,
    });
  });

  it('keeps a plain children count only in share_bed mode, ages only in ages mode', () => {
    const rooms = encodeURIComponent(
      JSON.stringify([{ adults: 2, children: 2, kids_age_range: [4, 9, 30] }]),
    );
    const shareBed = tiersHotel({ kids_setting: { mode: 'share_bed', max_children_per_adult: 2 } });
    expect(parse(`rooms=${rooms}`, shareBed).rooms[0]).toMatchObject({
      children: 2,
      kidsAges: [],
      kidsTiers: [],
    });
    const ages = tiersHotel({ kids_setting: { mode: 'ages', max_children_per_adult: 2 } });
    expect(parse(`rooms=${rooms}`, ages).rooms[0]).toMatchObject({ children: 2, kidsAges: [4, 9] });
    const tiers = parse(`rooms=${rooms}`);
    expect(tiers.rooms[0]).toMatchObject({ children: 0, kidsAges: [] });
    const none = tiersHotel({
      kids_setting: { mode: 'share_bed', accept_type: 'none', max_children_per_adult: 2 },
    });
    expect(parse(`rooms=${rooms}`, none).rooms[0]?.children).toBe(0);
  });

  it('asks for no more rooms than the multi-room limit (1 when multi-room search is off)', () => {
    expect(parse('room_count=9').rooms).toHaveLength(5);
    expect(parse('room_count=3', tiersHotel({ multi_rooms_search_enabled: false })).rooms).toHaveLength(1);
  });
});

describe('readCriteria: kids search conditions changed (spec section 8)', () => {
  const changed = (query: string, settings = tiersHotel()) =>
    readCriteria(new URLSearchParams(query), settings, NOW).kidsChanged;
  const rooms = (entries: object[]) => `rooms=${encodeURIComponent(JSON.stringify(entries))}`;
  const kids = (tiers: object[]) => `kids_tiers=${encodeURIComponent(JSON.stringify(tiers))}`;

  it('is false for children the hotel takes as asked, and without children', () => {
    expect(changed('adults=2')).toBe(false);
    expect(
      changed(
        `adults=2&${kids([
          { code: 'A', children: 1 },
          { code: 'B', children: 2 },
        ])}`,
      ),
    ).toBe(false);
    expect(
      changed(rooms([{ adults: 2, children: 2, kids_tiers: ['A', 'B'], kid_tier_A_companion: 1 }])),
    ).toBe(false);
    const shareBed = tiersHotel({ kids_setting: { mode: 'share_bed', max_children_per_adult: 2 } });
    expect(changed(rooms([{ adults: 2, children: 2 }]), shareBed)).toBe(false);
    const ages = tiersHotel({ kids_setting: { mode: 'ages', max_children_per_adult: 2 } });
    expect(changed(rooms([{ adults: 2, children: 2, kids_age_range: [4, 9] }]), ages)).toBe(false);
  });

  it('is true when unknown or inactive tier codes are dropped', () => {
    expect(
      changed(
        `adults=2&${kids([
          { code: 'B', children: 1 },
          { code: 'Z', children: 1 },
        ])}`,
      ),
    ).toBe(true);
    expect(changed(`adults=2&${kids([{ code: 'C', children: 1 }])}`)).toBe(true);
    expect(
      changed(
        rooms([
          { adults: 2, kids_tiers: ['B'] },
          { adults: 1, kids_tiers: ['Z'] },
        ]),
      ),
    ).toBe(true);
  });

  it('is true when kids or rooms JSON cannot be read', () => {
    expect(changed('adults=2&kids_tiers=%5B%7Bcode')).toBe(true);
    expect(changed('adults=2&kids_tiers=%7B%7D')).toBe(true);
    expect(changed('rooms=%5B%7B%22adults%22%3A')).toBe(true);
  });

  it('is true for children in a mode or hotel that takes them otherwise or not at all', () => {
    // A plain count in tiers mode, ages where the hotel asks plain counts, any child where none stay.
    expect(changed(rooms([{ adults: 2, children: 2 }]))).toBe(true);
    const shareBed = tiersHotel({ kids_setting: { mode: 'share_bed', max_children_per_adult: 2 } });
    expect(changed(`adults=2&${kids([{ code: 'B', children: 1 }])}`, shareBed)).toBe(true);
    const ages = tiersHotel({ kids_setting: { mode: 'ages', max_children_per_adult: 2 } });
    expect(changed(rooms([{ adults: 2, kids_age_range: [4, 30] }]), ages)).toBe(true);
    const none = tiersHotel({
      kids_setting: { mode: 'share_bed', accept_type: 'none', max_children_per_adult: 2 },
    });
    expect(changed(rooms([{ adults: 2, children: 1 }]), none)).toBe(true);
  });

  it('is true when tier A companions are dropped with an inactive companion tier', () => {
    const inactive = tiersHotel({
      kids_tiers: [tier('A', { is_companion: true, is_active: false }), tier('B')],
    });
    expect(changed(rooms([{ adults: 2, kids_tiers: ['B'], kid_tier_A_companion: 1 }]), inactive)).toBe(true);
  });

  it('gives the same criteria as parseCriteria', () => {
    const query = new URLSearchParams(`adults=3&${kids([{ code: 'Z', children: 1 }])}`);
    expect(readCriteria(query, tiersHotel(), NOW).criteria).toEqual(parseCriteria(query, tiersHotel(), NOW));
  });
});

describe('parseCriteria: other keys', () => {
  it('reads view, codes, update mode and tracking keys', () => {
    const c = parse(
      'code=hanami-tokyo&type=plan&order=recommended&filter=3,x,4,3&mode=member&user_id=u1&is_including_occupied=true' +
        '&promo_code=SPRING&coupon_code=C10&current_reservation=R123&bypass_token=tok' +
        '&room_type_codes=DLX,%20TWN&hotel_plan_codes=BB&utm_source=news&utm_campaign=w&source=s&medium=m&email_id=e9',
    );
    expect(c).toMatchObject({
      code: 'hanami-tokyo',
      type: 'plan',
      order: 'recommended',
      filter: [3, 4],
      mode: 'member',
      userId: 'u1',
      isIncludingOccupied: true,
      promoCode: 'SPRING',
      couponCode: 'C10',
      currentReservation: 'R123',
      bypassToken: 'tok',
      roomTypeCodes: ['DLX', 'TWN'],
      hotelPlanCodes: ['BB'],
      tracking: { utm_source: 'news', utm_campaign: 'w', source: 's', medium: 'm', email_id: 'e9' },
    });
  });

  it('passes plan codes and metasearch keys on, dropping what the server would refuse', () => {
    const long = 'x'.repeat(65);
    const c = parse(
      `room_plan_codes=RP1,RP2,${long}&metasearch_source=trivago&google_site=gs&google_promo_code=G1` +
        `&price_displayed_total=12000&search_id=s1&promo_code=${long}&utm_source=${'u'.repeat(201)}`,
    );
    expect(c.roomPlanCodes).toEqual(['RP1', 'RP2']);
    expect(c.passed).toEqual({
      metasearch_source: 'trivago',
      google_site: 'gs',
      google_promo_code: 'G1',
      price_displayed_total: '12000',
      search_id: 's1',
    });
    expect(c.promoCode).toBeNull();
    expect(c.tracking.utm_source).toBeUndefined();
    expect(parse('price_displayed_total=12.5').passed.price_displayed_total).toBeUndefined();
    expect(parse(criteriaToQuery(c).toString())).toEqual(c);
    expect(criteriaToApiParams(c)).toMatchObject({
      room_plan_codes: ['RP1', 'RP2'],
      metasearch_source: 'trivago',
      google_site: 'gs',
      google_promo_code: 'G1',
      price_displayed_total: 12000,
    });
    expect(criteriaToApiParams(c).search_id).toBeUndefined();
  });

  it('falls back on unknown view values and drops the coupon where coupons are off', () => {
    const c = parse(
      'type=cheapest&order=random&mode=vip&coupon_code=C10',
      tiersHotel({ coupon_active: false }),
    );
    expect(c).toMatchObject({ type: null, order: 'price_low_to_high', mode: null, couponCode: null });
  });
});

describe('criteriaToQuery', () => {
  it('writes the results-page keys and reads back to the same criteria', () => {
    const query =
      'code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-03&type=rooms&order=price_high_to_low&filter=3' +
      `&promo_code=SPRING&adults=1&kids_tiers=${encodeURIComponent('[{"code":"A","children":1},{"code":"B","children":2}]')}&room_count=2&utm_medium=mail`;
    const c = parse(query);
    const written = criteriaToQuery(c);
    expect(written.get('kids_tiers')).toBe('[{"code":"A","children":1},{"code":"B","children":2}]');
    expect(written.get('room_count')).toBe('2');
    expect(written.has('rooms')).toBe(false);
    expect(parse(written.toString())).toEqual(c);
  });

  it('leaves out kids_tiers without children and writes undated searches without dates', () => {
    const written = criteriaToQuery(parse('search_type=undated&nights=2&adults=2'));
    expect(written.has('kids_tiers')).toBe(false);
    expect(written.has('checkin')).toBe(false);
    expect(written.get('nights')).toBe('2');
  });

  it('writes rooms JSON for rooms that differ, and they read back', () => {
    const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, kids_tiers: ['B'] }, { adults: 1 }]));
    const c = parse(`checkin=2026-12-01&checkout=2026-12-02&rooms=${rooms}`);
    const written = criteriaToQuery(c);
    expect(written.has('adults')).toBe(false);
    expect(JSON.parse(written.get('rooms') ?? '')).toHaveLength(2);
    expect(parse(written.toString())).toEqual(c);
  });

  it('replaces only the search keys of an address', () => {
    const base = new URLSearchParams('locale=ja&tripla_preview=true&checkin=2020-01-01&promo_code=OLD');
    const next = mergeCriteriaQuery(base, parse('checkin=2026-12-01'));
    expect(next.get('locale')).toBe('ja');
    expect(next.get('tripla_preview')).toBe('true');
    expect(next.get('checkin')).toBe('2026-12-01');
    expect(next.has('promo_code')).toBe(false);
    expect(CRITERIA_QUERY_KEYS).toContain('email_id');
  });
});

describe('criteriaToApiParams', () => {
  it('sends room entries with dates and the spec section 7 names', () => {
    const rooms = encodeURIComponent(
      JSON.stringify([{ adults: 2, kids_tiers: ['A'], adult_companion: 1, kid_tier_A_companion: 1 }]),
    );
    const params = criteriaToApiParams(
      parse(
        `checkin=2026-12-01&checkout=2026-12-02&rooms=${rooms}&current_reservation=R1&filter=5&utm_source=x`,
      ),
    );
    expect(JSON.parse(String(params.rooms))).toEqual([
      {
        checkin_date: '2026-12-01',
        checkout_date: '2026-12-02',
        adults: 2,
        children: 1,
        kids_tiers: ['A'],
        kids_age_range: [],
        adult_companion: 1,
        kid_tier_A_companion: 1,
      },
    ]);
    expect(params).toMatchObject({
      checkin_date: '2026-12-01',
      checkout_date: '2026-12-02',
      reservation_no: 'R1',
      room_search_filters: [5],
      utm_source: 'x',
      search_type: 'dated',
    });
  });

  it('sends an undated search with nights and no dates', () => {
    const params = criteriaToApiParams(parse('search_type=undated&nights=4&is_day_use=true'));
    expect(params).toMatchObject({ search_type: 'undated', nights: 4, is_day_use: true });
    expect(params.checkin_date).toBeUndefined();
    expect(JSON.parse(String(params.rooms))[0].checkin_date).toBeUndefined();
  });
});
