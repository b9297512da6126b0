import type { MouseEvent } from 'react';
import { REGISTERED_PATHS } from '../../app/route-paths.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { askForStep } from '../host/step-start.ts';
import { CONTINUE_ID } from '../layout/skip-link.tsx';
import { trackStickyBottom } from '../layout/sticky-bottom.ts';
import type { SelectedRoom } from './selected-rooms.ts';

/** Where booking continues (the booking issue adds the screen; until then the button is not shown). */
export const GUEST_DETAIL_PATH = '/reservation/guest-detail';

/**
 * The chosen rooms so far: how many, the total, and the way on to guest details — a bar stuck to the
 * bottom of the screen (embedded inline: of the part of the frame on screen).
 */
export function SelectionSummary({
  selected,
  currency,
}: {
  selected: readonly SelectedRoom[];
  currency: string;
}) {
  const { locale, t } = useI18n();
  const count = selected.reduce((sum, room) => sum + room.quantity, 0);
  if (count === 0) return null;
  const total = selected.reduce((sum, room) => sum + room.salePrice * room.quantity, 0);
  const onContinue = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    askForStep('guest-details');
    goWith(GUEST_DETAIL_PATH);
  };
  return (
    <section
      ref={trackStickyBottom}
      className="selection-summary"
      aria-label={t('results.selectionLabel')}
      data-testid="selection-summary"
    >
      <p role="status">
        {t(count === 1 ? 'results.selectionOne' : 'results.selectionOther', { count })}
        {' · '}
        <strong>{t('results.selectionTotal', { price: formatMoney(total, currency, locale) })}</strong>
      </p>
      {REGISTERED_PATHS.has(GUEST_DETAIL_PATH) ? (
        <a id={CONTINUE_ID} className="button" href={hrefWith(GUEST_DETAIL_PATH)} onClick={onContinue}>
          {t('results.continue')}
        </a>
      ) : null}
    </section>
  );
}
