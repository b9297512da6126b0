import type { BedType, Meal, PaymentMethod } from '@yadori/contract/search.constants';
import type { Bed, MatchedSearchCriteria, RoomPlanOffer } from '@yadori/contract/search.schema';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translate } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { listFormat } from '../../shared/intl-formats.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { summarizeCancellation } from './cancellation-summary.ts';

const MEAL_LABELS: Record<Meal, MessageKey> = {
  breakfast: 'results.mealBreakfast',
  lunch: 'results.mealLunch',
  dinner: 'results.mealDinner',
};

const PAYMENT_LABELS: Record<PaymentMethod, MessageKey> = {
  on_site: 'results.payOnSite',
  credit_card: 'results.payCard',
  on_site_credit_card_required: 'results.payOnSiteCardRequired',
  deferred_payment: 'results.payDeferred',
  credit_card_full: 'results.payCardFull',
  credit_card_deposit: 'results.payCardDeposit',
  bank_transfer: 'results.payBankTransfer',
};

const BED_LABELS: Record<BedType, MessageKey> = {
  single: 'results.bedSingle',
  semi_double: 'results.bedSemiDouble',
  double: 'results.bedDouble',
  queen: 'results.bedQueen',
  king: 'results.bedKing',
  futon: 'results.bedFuton',
  sofa_bed: 'results.bedSofaBed',
};

/** A list in the page language ("a, b and c" in English, "a、b" in Japanese); "or" for alternatives. */
function listText(
  items: readonly string[],
  locale: string,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const tag = locale.replace('_', '-');
  return listFormat(tag, { type }).format(items);
}

export const mealsText = (meals: readonly Meal[], t: Translate, locale: string) =>
  meals.length === 0
    ? t('results.mealNone')
    : listText(
        meals.map((m) => t(MEAL_LABELS[m])),
        locale,
      );

export const paymentText = (methods: readonly PaymentMethod[], t: Translate, locale: string) =>
  listText(
    methods.map((m) => t(PAYMENT_LABELS[m])),
    locale,
    'disjunction',
  );

export const bedsText = (beds: readonly Bed[], t: Translate, locale: string) =>
  listText(
    beds.map((b) => t(BED_LABELS[b.bed_type], { count: b.count })),
    locale,
  );

/** The party of an offer: "2 adults", "1 adult and 2 children". */
export function guestsText(
  matched: Pick<MatchedSearchCriteria, 'adults_count' | 'children_count'>,
  t: Translate,
  locale: string,
): string {
  const adults = matched.adults_count;
  const children = matched.children_count;
  const parts = [t(adults === 1 ? 'results.adultsOne' : 'results.adultsOther', { count: adults })];
  if (children > 0)
    parts.push(t(children === 1 ? 'results.childrenOne' : 'results.childrenOther', { count: children }));
  return listText(parts, locale);
}

export interface DetailLine {
  label: string;
  value: ReactNode;
}

/** The plan details of an offer: party, meals, payment methods and the extras it includes. */
export function offerDetails(
  offer: RoomPlanOffer,
  extraNames: ReadonlyMap<number, string>,
  t: Translate,
  locale: string,
): DetailLine[] {
  const lines: DetailLine[] = [
    { label: t('results.guests'), value: guestsText(offer.matched_search_criteria, t, locale) },
    { label: t('results.meals'), value: mealsText(offer.meals, t, locale) },
    { label: t('results.payment'), value: paymentText(offer.payment_methods, t, locale) },
  ];
  const extras = offer.inclusive_extra_ids.flatMap((id) => extraNames.get(id) ?? []);
  if (extras.length > 0) lines.push({ label: t('results.includedExtras'), value: listText(extras, locale) });
  return lines;
}

/** The card's cancellation line: a summary of the policy and a link to its full table. */
export function CancellationLine({
  offer,
  today,
  planName,
}: {
  offer: RoomPlanOffer;
  today: string;
  planName: string;
}) {
  const { t } = useI18n();
  const summary = summarizeCancellation(offer.cancellation_policy, offer.checkin_date, today);
  const text =
    summary.kind === 'free'
      ? t('results.cancellationFree')
      : summary.kind === 'freeUntil'
        ? t('results.cancellationFreeUntil', { date: displayDate(summary.date) })
        : summary.kind === 'nonRefundable'
          ? t('results.cancellationNonRefundable')
          : t('results.cancellationCharged');
  const changes = { cancellation_policy_id: String(offer.cancellation_policy_id) };
  return (
    <p className="cancellation-summary">
      {text}{' '}
      <a
        href={hrefWith('/cancellation-policy', changes)}
        onClick={(event) => {
          event.preventDefault();
          goWith('/cancellation-policy', changes);
        }}
      >
        {t('results.cancellationLink')}
        <span className="visually-hidden"> ({planName})</span>
      </a>
    </p>
  );
}

/** Spec section 3 "Selected room" for an offer. */
export function selectedRoomOf(offer: RoomPlanOffer, roomTypeCode: string, type: 'rooms' | 'plan') {
  return {
    roomTypeCode,
    roomPlanCode: offer.room_plan_code,
    numberOfAdults: offer.matched_search_criteria.adults_count,
    numberOfChildren: offer.matched_search_criteria.children_count,
    type,
    salePrice: offer.total_price,
    tax: offer.tax,
    scrapeIds: [],
    promotionID: offer.applied_code?.code_type === 'promo' ? offer.applied_code.code : null,
    couponCode: offer.applied_code?.code_type === 'coupon' ? offer.applied_code.code : null,
  };
}
