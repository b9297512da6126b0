import { STAY_PLUS_FLIGHT_MAX_ROOMS } from '@yadori/contract/search.constants';
import type { SearchCriteria } from '../search-form/search-criteria.ts';

/** What the results page offers for stay plus flight (spec sections 5 and 9, decision 021). */
export type StayPlusFlight =
  | { kind: 'link'; href: string }
  | { kind: 'too-many-rooms'; max: number }
  | { kind: 'none' };

/**
 * The partner's flight-and-hotel search for the search on screen: offered on Japanese pages only,
 * for a dated overnight stay, at most 5 rooms (more: a note instead of the link). The hotel's address
 * template takes `{checkin}` `{checkout}` `{nights}` `{adults}` `{children}` `{rooms}` `{hotel_code}`,
 * URL-encoded; a template that does not give an https address offers nothing.
 * @example stayPlusFlight('https://p.example/s?in={checkin}', criteria, 'hanami-tokyo', 'ja')
 */
export function stayPlusFlight(
  template: string | null | undefined,
  criteria: Pick<SearchCriteria, 'checkin' | 'checkout' | 'nights' | 'undated' | 'dayUse' | 'rooms'>,
  hotelCode: string,
  locale: string,
): StayPlusFlight {
  if (!template || locale !== 'ja' || criteria.undated || criteria.dayUse) return { kind: 'none' };
  if (criteria.rooms.length > STAY_PLUS_FLIGHT_MAX_ROOMS)
    return { kind: 'too-many-rooms', max: STAY_PLUS_FLIGHT_MAX_ROOMS };
  const values = new Map<string, string | number>([
    ['checkin', criteria.checkin],
    ['checkout', criteria.checkout],
    ['nights', criteria.nights],
    ['adults', criteria.rooms.reduce((sum, room) => sum + room.adults, 0)],
    ['children', criteria.rooms.reduce((sum, room) => sum + room.children, 0)],
    ['rooms', criteria.rooms.length],
    ['hotel_code', hotelCode],
  ]);
  const filled = template.replace(/\{([a-z_]+)\}/g, (placeholder, key: string) => {
    const value = values.get(key);
    return value === undefined ? placeholder : encodeURIComponent(String(value));
  });
  try {
    const url = new URL(filled);
    return url.protocol === 'https:' ? { kind: 'link', href: url.href } : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}
