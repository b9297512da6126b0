import type { RoomPlanOffer } from '@yadori/contract/search.schema';
import { type ReactNode, useId } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { CONTINUE_ID, SkipLink } from '../layout/skip-link.tsx';
import { CancellationLine, type DetailLine } from './offer-details.tsx';
import { PriceBlock } from './price-block.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface OfferRowProps {
  offer: RoomPlanOffer;
  headingLevel: 3 | 4;
  title: string;
  /** The room and plan names together, for the stepper's and the policy link's labels. */
  itemLabel: string;
  currency: string;
  today: string;
  details: readonly DetailLine[];
  quantity: number;
  /** The most that may be chosen (rooms left of the type, minus those chosen in its other plans). */
  maxQuantity: number;
  /** Why no more may be chosen when the searched parties are placed (decision 026); null otherwise. */
  limitText?: string | null;
  onStep: (step: 1 | -1) => void;
  /** Shown under the heading: the room's photo and facts in the plans view. */
  children?: ReactNode;
}

/** One bookable offer (a room type with a plan for one party), as both views show it. */
export function OfferRow(props: OfferRowProps) {
  const { t } = useI18n();
  const { offer } = props;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h4';
  const notOnSale = offer.booking_start_date !== null && offer.booking_start_date > props.today;
  const limitId = useId();
  const selling = offer.is_available && !notOnSale;
  const limit =
    props.limitText ??
    (offer.is_available && props.quantity > 0 && props.quantity >= props.maxQuantity
      ? t('results.noMoreRooms')
      : null);
  return (
    <li className="offer" data-testid="offer" data-room-plan-code={offer.room_plan_code}>
      <Heading className="offer__name">{props.title}</Heading>
      {offer.member_rate ? (
        // A member plan: its rate is the signed-in member's, named with their program and rank; a
        // corporate plan's with the organization the member signed in through.
        <p className="offer__member" data-testid="member-rate">
          {offer.member_rate.organization_name ? (
            <>
              <strong>{t('results.corporateRate')}</strong> {offer.member_rate.organization_name}
            </>
          ) : (
            <>
              <strong>{t('results.memberRate')}</strong>{' '}
              {[offer.member_rate.program_name, offer.member_rate.rank_name].filter(Boolean).join(' · ')}
            </>
          )}
        </p>
      ) : null}
      {props.children}
      <dl className="offer__details">
        {props.details.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <CancellationLine offer={offer} today={props.today} planName={props.itemLabel} />
      <div className="offer__buy">
        <PriceBlock offer={offer} currency={props.currency} />
        {!offer.is_available ? (
          <p className="offer__closed">{t('results.soldOut')}</p>
        ) : notOnSale ? (
          <p className="offer__closed">
            {t('results.onSaleFrom', { date: (offer.booking_start_date ?? '').replaceAll('-', '/') })}
          </p>
        ) : (
          <QuantityStepper
            label={props.itemLabel}
            value={props.quantity}
            max={props.maxQuantity}
            onStep={props.onStep}
            increaseDescribedBy={limit && selling ? limitId : undefined}
          />
        )}
        {props.quantity > 0 ? <SkipLink to={CONTINUE_ID} /> : null}
      </div>
      {limit && (selling || !props.limitText) ? (
        <p className="offer__limit" id={limitId} data-testid="offer-limit">
          {limit}
        </p>
      ) : null}
    </li>
  );
}
