import { type RefObject, useRef, useState } from 'react';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { cardName, validOn } from '../saved-cards/card-label.ts';
import { listSavedCards, removeSavedCard, type SavedCard } from '../saved-cards/saved-cards-api.ts';
import { type SavedCardT, savedCardTexts } from '../saved-cards/texts.ts';
import '../saved-cards/saved-cards.css';
import { ActionFailure, ModalDialog, useDialogAction } from './modal-dialog.tsx';

/** Today in the browser (YYYY-MM-DD): a card is shown expired once its month is over. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The payment-options tab (spec §2, §3 saved cards): the member's saved cards — brand, the last four
 * digits, holder, expiry — each removable after a confirmation dialog, or a note when there are none.
 */
export function PaymentOptionsTab({ hotelId }: { hotelId: number }) {
  const api = useApi();
  const t = useSection(savedCardTexts);
  const { locale, t: main } = useI18n();
  const memberId = useWidget((state) => state.user?.id ?? null);
  const [version, setVersion] = useState(0);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // After a removal the card's button is gone: focus goes to the heading instead.
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const remote = useRemote(`${memberId}|${hotelId}|${locale}|${version}`, () => listSavedCards(api, hotelId));

  if (!t) return <Spinner label={main('app.loading')} />;
  const closeDialog = (gone: SavedCard | null) => {
    focusAfterClose.current = gone ? heading.current : null;
    setRemoving(null);
    if (gone) {
      setRemoved(t('cards.removed', { card: cardName(gone) }));
      setVersion((n) => n + 1);
    }
  };

  return (
    <section className="account-section" aria-labelledby="payment-options-heading">
      <h2 id="payment-options-heading" ref={heading} tabIndex={-1}>
        {t('cards.heading')}
      </h2>
      <p>{t('cards.intro')}</p>
      <p className="saved-cards__status" role="status">
        {removed}
      </p>
      {remote.status === 'loading' ? <Spinner label={t('cards.loading')} /> : null}
      {remote.status === 'error' ? (
        <p className="payment-note payment-note--error" role="alert">
          {t('cards.loadFailed')}
        </p>
      ) : null}
      {remote.status === 'ready' && remote.data.length === 0 ? (
        <p data-testid="saved-cards-empty">{t('cards.empty')}</p>
      ) : null}
      {remote.status === 'ready' && remote.data.length > 0 ? (
        <ul className="saved-cards">
          {remote.data.map((card) => (
            <li key={card.id} className="saved-card" data-testid="saved-card">
              <p className="saved-card__name">{cardName(card)}</p>
              <dl className="saved-card__facts">
                <div>
                  <dt>{t('cards.holder')}</dt>
                  <dd>{card.holder}</dd>
                </div>
                <div>
                  <dt>{t('cards.expiry')}</dt>
                  <dd>
                    {card.expiry}
                    {validOn(card, today()) ? null : (
                      <span className="saved-card__expired"> ({t('cards.expired')})</span>
                    )}
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('cards.removeLabel', { card: cardName(card) })}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setRemoved(null);
                  setRemoving(card);
                }}
              >
                {t('cards.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {removing ? (
        <RemoveCardDialog
          hotelId={hotelId}
          card={removing}
          t={t}
          onClose={closeDialog}
          returnFocus={opener}
          focusAfterClose={focusAfterClose}
        />
      ) : null}
    </section>
  );
}

/** A modal dialog that asks again before a card is removed (here and at the payment provider). */
function RemoveCardDialog({
  hotelId,
  card,
  t,
  onClose,
  returnFocus,
  focusAfterClose,
}: {
  hotelId: number;
  card: SavedCard;
  t: SavedCardT;
  /** `removed`: the card that was removed, or null when the member kept it. */
  onClose: (removed: SavedCard | null) => void;
  returnFocus: RefObject<HTMLElement | null>;
  focusAfterClose: RefObject<HTMLElement | null>;
}) {
  const api = useApi();
  const { busy, failure, run } = useDialogAction();
  const remove = () =>
    run(async () => {
      await removeSavedCard(api, hotelId, card.id);
      onClose(card);
    });

  // The safe answer first: Enter on opening keeps the card.
  return (
    <ModalDialog
      title={t('cards.removeTitle')}
      description={t('cards.removeText', { card: cardName(card) })}
      onClose={() => {
        if (!busy) onClose(null);
      }}
      initialFocus="[data-keep-card]"
      returnFocus={returnFocus}
      focusAfterClose={focusAfterClose}
    >
      <ActionFailure failure={failure} />
      <div className="account-form__buttons">
        <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
          {busy ? t('cards.removing') : t('cards.removeConfirm')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-keep-card
          disabled={busy}
          onClick={() => onClose(null)}
        >
          {t('cards.removeKeep')}
        </button>
      </div>
    </ModalDialog>
  );
}
