import type { MouseEvent } from 'react';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';

export const MAIN_ID = 'yadori-main';

/** The selection bar's Continue: where the skip link after a chosen room goes. */
export const CONTINUE_ID = 'yadori-continue';

/**
 * Jumps keyboard users past the header — or, with `to` CONTINUE_ID, from a chosen room past the rest of
 * the room list to the selection bar's Continue (without it: one Tab per control of every room below,
 * 29 at Hanami Tokyo). It moves focus itself: following `#…` would change the route in hash navigation
 * mode. Out of sight until focused.
 */
export function SkipLink({ to = MAIN_ID }: { to?: typeof MAIN_ID | typeof CONTINUE_ID }) {
  const { t } = useI18n();
  const inline = to === CONTINUE_ID;
  const label: MessageKey = inline ? 'results.skipToSelection' : 'app.skipToContent';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(to)?.focus();
  };
  return (
    <a className={inline ? 'skip-link skip-link--inline' : 'skip-link'} href={`#${to}`} onClick={onClick}>
      {t(label)}
    </a>
  );
}
