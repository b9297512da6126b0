import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useSection } from '../../i18n/section-catalog.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { cardName, payableCards } from '../saved-cards/card-label.ts';
import { listSavedCards } from '../saved-cards/saved-cards-api.ts';
import { savedCardTexts } from '../saved-cards/texts.ts';
import { CardFieldsError, HostedCardFields, type HostedCardFieldsHandle } from './hosted-card-fields.tsx';
import type { CardExtras } from './submit-booking.ts';
import '../saved-cards/saved-cards.css';

/** The card fields of a member's payment, and what the booking sends besides the token. */
export interface MemberCardHandle extends HostedCardFieldsHandle {
  /** `credit_card_id` (a saved card: the token is its security code's), `save_card`, or nothing. */
  extras?(): CardExtras;
}

/**
 * A signed-in member's card on the payment step (spec §1, §3 saved cards): one of their saved cards
 * — then the gateway's field asks only its security code — or a new card, with "keep this card".
 * Loaded only for members (the payment step imports it lazily). The handle answers the choice at the
 * moment the booking is sent, never a choice of an earlier render.
 */
export function MemberCardChoice({
  hotelId,
  checkout,
  brands,
  newCardSrc,
  codeSrc,
  frameTitle,
  loadingLabel,
  cardFields,
}: {
  hotelId: number;
  checkout: string;
  /** The brands the hotel takes (all when empty). */
  brands: readonly string[];
  /** The gateway's page for a whole new card. */
  newCardSrc: string;
  /** The gateway's page asking the security code of a saved card of this brand. */
  codeSrc: (brand: string) => string;
  frameTitle: string;
  loadingLabel: string;
  cardFields: Ref<MemberCardHandle>;
}) {
  const api = useApi();
  const t = useSection(savedCardTexts);
  const memberId = useWidget((state) => state.user?.id ?? null);
  const remote = useRemote(`${memberId}|${hotelId}`, () => listSavedCards(api, hotelId));
  // Saved cards that can pay this stay: valid through check-out, of a brand the hotel takes.
  const cards = remote.status === 'ready' ? payableCards(remote.data, checkout, brands) : [];
  const [picked, setPicked] = useState<number | 'new' | null>(null);
  const [keep, setKeep] = useState(false);
  // The newest saved card unless the member picks another one or a new card.
  const saved = picked === 'new' ? undefined : (cards.find((card) => card.id === picked) ?? cards[0]);
  const savedId = saved?.id ?? null;
  const frame = useRef<HostedCardFieldsHandle>(null);

  useImperativeHandle(
    cardFields,
    () => ({
      tokenize: () => frame.current?.tokenize() ?? Promise.reject(new CardFieldsError('unavailable')),
      reset: () => frame.current?.reset(),
      extras: () => (savedId !== null ? { credit_card_id: savedId } : keep ? { save_card: true } : {}),
    }),
    [savedId, keep],
  );

  if (!t || remote.status === 'loading') return <Spinner label={loadingLabel} />;
  return (
    <>
      {cards.length > 0 ? (
        <fieldset className="card-choice">
          <legend>{t('choice.legend')}</legend>
          {cards.map((card) => (
            <div key={card.id} className="card-choice__option">
              <input
                type="radio"
                id={`saved-card-${card.id}`}
                name="card_choice"
                checked={card.id === savedId}
                onChange={() => setPicked(card.id)}
                aria-describedby={`saved-card-${card.id}-note`}
              />
              <label htmlFor={`saved-card-${card.id}`}>{cardName(card)}</label>
              <p id={`saved-card-${card.id}-note`} className="card-choice__note">
                {t('choice.savedNote', { holder: card.holder, expiry: card.expiry })}
              </p>
            </div>
          ))}
          <div className="card-choice__option">
            <input
              type="radio"
              id="saved-card-new"
              name="card_choice"
              checked={savedId === null}
              onChange={() => setPicked('new')}
            />
            <label htmlFor="saved-card-new">{t('choice.newCard')}</label>
          </div>
        </fieldset>
      ) : null}
      {saved ? (
        <>
          <p className="payment-card__note">{t('choice.codeNote')}</p>
          <HostedCardFields
            key={`code-${saved.id}`}
            ref={frame}
            src={codeSrc(saved.brand)}
            title={t('choice.codeTitle', { card: cardName(saved) })}
            loadingLabel={loadingLabel}
          />
        </>
      ) : (
        <>
          <HostedCardFields
            key="new"
            ref={frame}
            src={newCardSrc}
            title={frameTitle}
            loadingLabel={loadingLabel}
          />
          <div className="card-keep">
            <input
              type="checkbox"
              id="card-keep"
              checked={keep}
              onChange={(event) => setKeep(event.target.checked)}
              aria-describedby="card-keep-note"
            />
            <label htmlFor="card-keep">{t('choice.keep')}</label>
            <p id="card-keep-note" className="card-choice__note">
              {t('choice.keepNote')}
            </p>
          </div>
        </>
      )}
    </>
  );
}
