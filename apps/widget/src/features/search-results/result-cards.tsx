import type { ResultType } from '@yadori/contract/search.constants';
import type { PlanResult, RoomPlanOffer, RoomResult } from '@yadori/contract/search.schema';
import { type ReactNode, useId } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { listFormat } from '../../shared/intl-formats.ts';
import {
  bedsText,
  guestsText,
  mealsText,
  offerDetails,
  paymentText,
  selectedRoomOf,
} from './offer-details.tsx';
import { OfferRow } from './offer-row.tsx';
import { ResultImage } from './result-image.tsx';
import {
  type PartyCounts,
  type PartyRoomLimit,
  partyRoomLimit,
  quantityOf,
  quantityOfRoomType,
  type SelectedRoom,
} from './selected-rooms.ts';

/** What every card needs from the page. */
export interface CardContext {
  currency: string;
  /** The hotel's date today, `YYYY-MM-DD`. */
  today: string;
  extraNames: ReadonlyMap<number, string>;
  /** The search has rooms for different parties: each offer then names its party. */
  multiParty: boolean;
  selected: readonly SelectedRoom[];
  /** The searched parties each chosen room takes one of (decision 026); null when not known. */
  parties: readonly PartyCounts[] | null;
  onStep: (offer: Omit<SelectedRoom, 'quantity'>, step: 1 | -1, roomCount: number) => void;
}

type RoomInfo = Omit<RoomResult, 'room_plan'>;

/** Why "+" is off for a party reason, in words: every searched room is chosen, or who is still to place. */
export function partyLimitText(
  limit: Exclude<PartyRoomLimit, { allowed: true }>,
  party: PartyCounts,
  t: ReturnType<typeof useI18n>['t'],
  locale: string,
): string {
  if (limit.reason === 'allChosen')
    return t(limit.searched === 1 ? 'results.allRoomsChosenOne' : 'results.allRoomsChosenOther', {
      count: limit.searched,
    });
  const text = (p: PartyCounts) =>
    guestsText({ adults_count: p.adults, children_count: p.children }, t, locale);
  const rooms = limit.unplaced.map((p) => t('results.partyRoom', { party: text(p) }));
  return t('results.partyPlaced', {
    party: text(party),
    unplaced: listFormat(locale.replace('_', '-'), { type: 'conjunction' }).format(rooms),
  });
}

function RoomFacts({ room }: { room: RoomInfo }) {
  const { locale, t } = useI18n();
  return (
    <ul className="facts">
      <li>
        {t('results.capacity')}: {t('results.capacityValue', { count: room.capacity })}
      </li>
      {room.beds.length > 0 ? (
        <li>
          {t('results.beds')}: {bedsText(room.beds, t, locale)}
        </li>
      ) : null}
      {room.size !== null ? (
        <li>
          {t('results.size')}: {t('results.sizeValue', { size: room.size })}
        </li>
      ) : null}
      <li>
        {room.room_count > 0 ? t('results.roomsLeft', { count: room.room_count }) : t('results.soldOut')}
      </li>
    </ul>
  );
}

function Offer({
  ctx,
  room,
  offer,
  type,
  title,
  itemLabel,
  headingLevel,
  children,
}: {
  ctx: CardContext;
  room: RoomInfo;
  offer: RoomPlanOffer;
  type: ResultType;
  title: string;
  itemLabel: string;
  headingLevel: 3 | 4;
  children?: ReactNode;
}) {
  const { locale, t } = useI18n();
  const chosen = selectedRoomOf(offer, room.room_type_code, type);
  const party = ctx.multiParty ? guestsText(offer.matched_search_criteria, t, locale) : null;
  const quantity = quantityOf(ctx.selected, chosen);
  const otherPlans = quantityOfRoomType(ctx.selected, room.room_type_code) - quantity;
  const roomsLeft = Math.max(0, room.room_count - otherPlans);
  const counts = { adults: chosen.numberOfAdults, children: chosen.numberOfChildren };
  const limit = partyRoomLimit(ctx.parties, ctx.selected, counts);
  // A room of this type is left, but no searched party for it: "+" is off and says why.
  const partyBound = !limit.allowed && quantity < roomsLeft;
  return (
    <OfferRow
      offer={offer}
      headingLevel={headingLevel}
      title={party ? `${title} (${party})` : title}
      itemLabel={party ? `${itemLabel}, ${party}` : itemLabel}
      currency={ctx.currency}
      today={ctx.today}
      details={offerDetails(offer, ctx.extraNames, t, locale)}
      quantity={quantity}
      maxQuantity={partyBound ? quantity : roomsLeft}
      limitText={partyBound ? partyLimitText(limit, counts, t, locale) : null}
      onStep={(step) => ctx.onStep(chosen, step, room.room_count)}
    >
      {children}
    </OfferRow>
  );
}

/** Rooms view: a room type with its photos, facts and every plan offered for it. */
export function RoomCard({
  room,
  ctx,
  first = false,
}: {
  room: RoomResult;
  ctx: CardContext;
  first?: boolean;
}) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <li>
      <article className="result-card" aria-labelledby={headingId} data-testid="room-card">
        {room.images.length > 0 ? (
          <div className="result-card__media">
            {room.images.map((image, i) => (
              <ResultImage key={image.url} src={image.url} alt={image.alt} priority={first && i === 0} />
            ))}
          </div>
        ) : null}
        <div>
          <h2 id={headingId} className="result-card__title">
            {room.room_type_name}
          </h2>
          {room.description ? <p className="result-card__description">{room.description}</p> : null}
          <RoomFacts room={room} />
          <ul className="offers" aria-label={t('results.plansOfRoom', { room: room.room_type_name })}>
            {room.room_plan.map((offer) => (
              <Offer
                key={`${offer.room_plan_code}-${offer.matched_search_criteria.adults_count}-${offer.matched_search_criteria.children_count}`}
                ctx={ctx}
                room={room}
                offer={offer}
                type="rooms"
                title={offer.room_plan_name}
                itemLabel={`${room.room_type_name}, ${offer.room_plan_name}`}
                headingLevel={3}
              />
            ))}
          </ul>
        </div>
      </article>
    </li>
  );
}

/** Plans view: a plan with its terms and the room types it can be booked with. */
export function PlanCard({
  plan,
  ctx,
  first = false,
}: {
  plan: PlanResult;
  ctx: CardContext;
  first?: boolean;
}) {
  const { locale, t } = useI18n();
  const headingId = useId();
  return (
    <li>
      <article className="result-card result-card--plan" aria-labelledby={headingId} data-testid="plan-card">
        <h2 id={headingId} className="result-card__title">
          {plan.hotel_plan_name}
        </h2>
        {plan.description ? <p className="result-card__description">{plan.description}</p> : null}
        <ul className="facts">
          <li>
            {t('results.meals')}: {mealsText(plan.meals, t, locale)}
          </li>
          <li>
            {t('results.payment')}: {paymentText(plan.payment_methods, t, locale)}
          </li>
        </ul>
        <ul className="offers" aria-label={t('results.roomsOfPlan', { plan: plan.hotel_plan_name })}>
          {plan.rooms.map((entry) => (
            <Offer
              key={`${entry.room_type_code}-${entry.room_plan_code}-${entry.matched_search_criteria.adults_count}-${entry.matched_search_criteria.children_count}`}
              ctx={ctx}
              room={entry}
              offer={entry}
              type="plan"
              title={entry.room_type_name}
              itemLabel={`${plan.hotel_plan_name}, ${entry.room_type_name}`}
              headingLevel={3}
            >
              {entry.images[0] ? (
                <ResultImage
                  src={entry.images[0].url}
                  alt={entry.images[0].alt}
                  priority={first && entry === plan.rooms[0]}
                />
              ) : null}
              <RoomFacts room={entry} />
            </Offer>
          ))}
        </ul>
      </article>
    </li>
  );
}
