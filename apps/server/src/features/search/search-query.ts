import { type SearchParams, type SearchQueryWire, searchParamsSchema } from '@yadori/contract/search.schema';
import type { ZodError } from 'zod';
import { type ErrorMessage, errors } from '../../http/app-error.ts';
import { validationMessage } from '../../http/validation-messages.ts';

/** A room entry as read from the query, before the hotel's kids rules (spec section 5) apply. */
export interface RawRoom {
  checkin_date?: string;
  checkout_date?: string;
  adults?: number;
  children: number;
  kids_tiers: string[];
  kids_age_range: number[];
  adult_companion: number;
  kid_tier_A_companion: number;
}

/** The query with its rooms read from JSON text, the bracket form or the results-page keys. */
export interface ParsedSearchQuery {
  params: Omit<SearchParams, 'rooms'>;
  rooms: RawRoom[];
  /** Top-level dates (checkin_date / checkout_date, or checkin / checkout). */
  checkin?: string;
  checkout?: string;
  /** Rooms asked for on the results page (room_count), else the number of room entries. */
  roomCount: number;
}

const BRACKET_KEY = /^rooms\[(\d{1,2})\]\[([a-zA-Z_]+)\](?:\[(\d{0,2})\])?$/;
const INT = /^-?\d{1,9}$/;

/** The first value of a repeated key; an empty value counts as absent. */
const first = (value: unknown): unknown => {
  const v = Array.isArray(value) ? value[0] : value;
  return v === '' ? undefined : v;
};

/** A whole number from query text or JSON; anything else is returned as is for the schema to refuse. */
function toInt(value: unknown): unknown {
  const v = first(value);
  return typeof v === 'string' && INT.test(v.trim()) ? Number(v.trim()) : v;
}

/** A whole number, or undefined when the value is missing or not one (spec §5 falls back to defaults). */
function lenientInt(value: unknown): number | undefined {
  const v = typeof value === 'string' ? toInt(value) : value;
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

function list(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Tier codes: `["A","B"]`, or `[{"code":"B","children":2}]` expanded to one code per child. */
function tierCodes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const codes: string[] = [];
  for (const item of value) {
    if (typeof item === 'string' && item.length > 0 && item.length <= 8) codes.push(item);
    else if (item && typeof item === 'object') {
      const { code, children, count } = item as { code?: unknown; children?: unknown; count?: unknown };
      const n = lenientInt(children ?? count) ?? 0;
      if (typeof code === 'string' && code.length > 0 && code.length <= 8 && n > 0)
        codes.push(...Array.from({ length: Math.min(n, 99) }, () => code));
    }
  }
  return codes.slice(0, 99);
}

function ages(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((v) => lenientInt(v))
    .filter((v): v is number => v !== undefined && v >= 0 && v <= 17)
    .slice(0, 99);
}

const nonNegative = (value: unknown) => Math.max(0, lenientInt(value) ?? 0);

/** One room entry from JSON or bracket values; unreadable parts fall back (spec section 5). */
export function toRawRoom(entry: unknown): RawRoom {
  const e = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
  const adults = lenientInt(e.adults);
  const date = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    checkin_date: date(e.checkin_date),
    checkout_date: date(e.checkout_date),
    adults: adults !== undefined && adults >= 1 ? adults : undefined,
    children: nonNegative(e.children),
    kids_tiers: tierCodes(e.kids_tiers),
    kids_age_range: ages(e.kids_age_range),
    adult_companion: nonNegative(e.adult_companion),
    kid_tier_A_companion: nonNegative(e.kid_tier_A_companion),
  };
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Collects `rooms[0][adults]=2&rooms[0][kids_tiers][]=A` style keys into entries. */
function bracketRooms(query: Record<string, unknown>): unknown[] | undefined {
  const entries: Record<string, unknown>[] = [];
  let found = false;
  for (const [key, value] of Object.entries(query)) {
    const match = BRACKET_KEY.exec(key);
    if (!match) continue;
    found = true;
    const index = Number(match[1]);
    const field = match[2]!;
    // No prototype: a field named `constructor` or `__proto__` is a field like any other, not Object's.
    entries[index] ??= Object.create(null) as Record<string, unknown>;
    const entry = entries[index]!;
    if (match[3] !== undefined) {
      const values = Array.isArray(value) ? value : [value];
      entry[field] = [...((entry[field] as unknown[] | undefined) ?? []), ...values];
    } else {
      entry[field] = first(value);
    }
  }
  return found ? entries.filter((e) => e !== undefined) : undefined;
}

/** The rooms of the query; unreadable rooms JSON falls back to one default room. */
function readRooms(query: Record<string, unknown>): { rooms: RawRoom[]; roomCount?: number } {
  const brackets = bracketRooms(query);
  if (brackets && brackets.length > 0) return { rooms: brackets.map(toRawRoom) };
  if (query.rooms !== undefined) {
    const parsed = parseJson(first(query.rooms));
    if (Array.isArray(parsed) && parsed.length > 0) return { rooms: parsed.slice(0, 100).map(toRawRoom) };
    return { rooms: [toRawRoom({})] };
  }
  // The results-page keys: adults, kids_tiers (JSON of code and children) and room_count.
  const roomCount = Math.min(Math.max(lenientInt(first(query.room_count)) ?? 1, 1), 100);
  const room = toRawRoom({ adults: first(query.adults), kids_tiers: parseJson(first(query.kids_tiers)) });
  return { rooms: Array.from({ length: roomCount }, () => ({ ...room })), roomCount };
}

/** Field name for a Zod issue path, in the style of the other validation messages. */
function toMessages(error: ZodError, input: unknown): [ErrorMessage, ...ErrorMessage[]] {
  const messages = error.issues.map((issue) =>
    validationMessage(
      {
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        params: issue as unknown as Record<string, unknown>,
      },
      'querystring',
      input,
    ),
  );
  return messages as [ErrorMessage, ...ErrorMessage[]];
}

/**
 * Reads the /rooms query: rooms from JSON text, the bracket form or the results-page keys, every other
 * parameter checked with the contract. Wrong formats are a 400 naming the field.
 * @example parseSearchQuery({ rooms: '[{"adults":2}]', checkin_date: '2026-05-01', checkout_date: '2026-05-03' })
 */
export function parseSearchQuery(query: SearchQueryWire | Record<string, unknown>): ParsedSearchQuery {
  const q = query as Record<string, unknown>;
  const { rooms, roomCount } = readRooms(q);
  const candidate = {
    rooms: [{ adults: 1 }],
    order: first(q.order),
    mode: first(q.mode),
    room_search_filters: list(q.room_search_filters)?.map((v) => toInt(v)),
    is_day_use: first(q.is_day_use),
    search_type: first(q.search_type),
    nights: toInt(q.nights),
    bookable: first(q.bookable),
    room_plan_codes: list(q.room_plan_codes),
    room_type_codes: list(q.room_type_codes),
    hotel_plan_codes: list(q.hotel_plan_codes),
    search_next_available_date_if_no_result: first(q.search_next_available_date_if_no_result),
    is_including_occupied: first(q.is_including_occupied),
    promo_code: first(q.promo_code),
    coupon_code: first(q.coupon_code),
    retry: first(q.retry),
    reservation_no: first(q.reservation_no),
    bypass_token: first(q.bypass_token),
    email: first(q.email),
    utm_source: first(q.utm_source),
    utm_medium: first(q.utm_medium),
    utm_campaign: first(q.utm_campaign),
    metasearch_source: first(q.metasearch_source),
    price_displayed_total: toInt(q.price_displayed_total),
    google_site: first(q.google_site),
    google_promo_code: first(q.google_promo_code),
    currency: first(q.currency),
    type: first(q.type),
    month: first(q.month),
  };
  const result = searchParamsSchema.safeParse(candidate);
  if (!result.success) throw errors.badRequest(toMessages(result.error, candidate));
  const { rooms: _placeholder, ...params } = result.data;
  const date = (v: unknown) => {
    const value = first(v);
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  return {
    params,
    rooms,
    checkin: date(q.checkin_date) ?? date(q.checkin),
    checkout: date(q.checkout_date) ?? date(q.checkout),
    roomCount: roomCount ?? rooms.length,
  };
}
