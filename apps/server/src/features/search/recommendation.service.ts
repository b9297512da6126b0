import type { RecommendationResponse } from '@yadori/contract/search.schema';
import type { Db } from '../../db/database.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { loadStayData } from './search.repository.ts';
import { prepareSearch, type SearchRequest } from './search.service.ts';
import { applyKidsRules, type PartyRoom } from './search-criteria.ts';
import { distinctParties, type Offer, offersFor } from './search-engine.ts';

const MAX_RECOMMENDATIONS = 3;

/** Splits the whole party over `count` rooms as evenly as possible (adults first, then children). */
export function splitParty(
  adults: number,
  kidsTiers: string[],
  count: number,
): { adults: number; kids_tiers: string[] }[] {
  return Array.from({ length: count }, (_, i) => ({
    adults: Math.floor(adults / count) + (i < adults % count ? 1 : 0),
    kids_tiers: kidsTiers.filter((_, k) => k % count === i),
  }));
}

/**
 * `GET /hotels/{hotelId}/rooms/recommendation`: room combinations that seat the whole party (all
 * rooms of the search added together), cheapest first — for the rooms recommender.
 */
export async function recommendRooms(
  db: Db,
  request: SearchRequest,
): Promise<RecommendationResponse['data']> {
  const prepared = await prepareSearch(db, request);
  const { criteria, ctx } = prepared;
  const settings = request.hotel.settings;
  const limit = settings.multi_rooms_search_enabled ? settings.multi_rooms_search_limit : 1;
  const adults = criteria.rooms.reduce((n, r) => n + r.adults, 0);
  const kids = criteria.rooms.flatMap((r) => r.echo.kids_tiers);
  const shareBedChildren = criteria.rooms.reduce(
    (n, r) => n + (r.echo.kids_tiers.length === 0 ? r.children : 0),
    0,
  );
  const layouts: PartyRoom[][] = [];
  for (let count = 1; count <= Math.min(limit, adults); count++) {
    layouts.push(
      splitParty(adults, kids, count).map((room, i) =>
        applyKidsRules(
          {
            adults: room.adults,
            children: Math.floor(shareBedChildren / count) + (i < shareBedChildren % count ? 1 : 0),
            kids_tiers: room.kids_tiers,
            kids_age_range: [],
            adult_companion: 0,
            kid_tier_A_companion: 0,
          },
          settings,
          room.adults,
        ),
      ),
    );
  }
  const checkin = criteria.checkin ?? ctx.nowLocal.date;
  const parties = distinctParties(layouts.flat());
  const lastNight = addDays(checkin, Math.max(criteria.nights - 1, 0));
  const data = await loadStayData(
    db,
    request.hotel.id,
    checkin,
    lastNight,
    parties.map((p) => p.adults),
  );
  const offers = offersFor(ctx, data, prepared.plans, parties, checkin, criteria.nights).filter(
    (o) => o.available,
  );

  const recommendations: RecommendationResponse['data']['recommendations'] = [];
  for (const layout of layouts) {
    const left = new Map<number, number>();
    const picked: Offer[] = [];
    for (const room of layout) {
      const choice = offers
        .filter((o) => o.party.key === room.key && (left.get(o.roomType.id) ?? o.roomCount) > 0)
        .sort((a, b) => a.price.total - b.price.total)[0];
      if (!choice) break;
      left.set(choice.roomType.id, (left.get(choice.roomType.id) ?? choice.roomCount) - 1);
      picked.push(choice);
    }
    if (picked.length !== layout.length) continue;
    const name = (o: Offer, kind: 'roomType' | 'plan') => {
      const item = kind === 'roomType' ? o.roomType : o.plan;
      return item.translations.find((t) => t.locale === request.locale)?.name ?? item.name;
    };
    recommendations.push({
      rooms: picked.map((o) => ({
        room_type_code: o.roomType.code,
        room_type_name: name(o, 'roomType'),
        room_plan_code: o.roomPlan.code,
        room_plan_name: name(o, 'plan'),
        adults: o.party.adults,
        children: o.party.children,
        total_price: o.price.total,
        tax: o.price.tax,
      })),
      total_price: picked.reduce((n, o) => n + o.price.total, 0),
      tax: picked.reduce((n, o) => n + o.price.tax, 0),
    });
  }
  recommendations.sort((a, b) => a.total_price - b.total_price || a.rooms.length - b.rooms.length);
  return { recommendations: recommendations.slice(0, MAX_RECOMMENDATIONS) };
}
