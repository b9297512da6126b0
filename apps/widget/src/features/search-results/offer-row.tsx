import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { PriceBlock } from './price-block.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import type { Discount } from './search-wire.ts';

/** One bookable offer: a room type with a plan, as both views show it. */
export interface OfferRowProps {
  headingLevel: 3 | 4;
  title: string;
  /** The room and plan names together, for the stepper's labels. */
  stepperLabel: string;
  total: number;
  tax: number;
  discounts: readonly Discount[];
  currency: string;
  /** Label/value lines: meals, payment methods, included extras, guests. */
  details: ReadonlyArray<{ label: string; value: ReactNode }>;
  cancellation: ReactNode;
  quantity: number;
  maxQuantity: number;
  onStep: (step: 1 | -1) => void;
  /** A plan not yet on sale shows when it opens instead of the stepper. */
  notBookableReason?: string | null;
}

export function OfferRow(props: OfferRowProps) {
  const { t } = useI18n();
  const Heading = props.headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className="offer" data-testid="offer">
      <Heading className="offer__name">{props.title}</Heading>
      {props.details.length > 0 ? (
        <dl className="offer__details">
          {props.details.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {props.cancellation}
      <div className="offer__buy">
        <PriceBlock
          total={props.total}
          tax={props.tax}
          discounts={props.discounts}
          currency={props.currency}
        />
        {props.notBookableReason ? (
          <p className="offer__closed">{props.notBookableReason}</p>
        ) : (
          <QuantityStepper
            label={props.stepperLabel}
            value={props.quantity}
            max={props.maxQuantity}
            onStep={props.onStep}
          />
        )}
      </div>
      {props.maxQuantity <= props.quantity && props.quantity > 0 ? (
        <p className="offer__limit">{t('results.noMoreRooms')}</p>
      ) : null}
    </li>
  );
}
