import { GIFT_CODE_VALID_DAYS } from '@yadori/contract/points.constants';
import { useRef, useState } from 'react';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { fetchGiftCodes, type PointProgram } from '../member-points/point-api.ts';
import { formatPoints } from '../member-points/point-rules.ts';
import type { PointT } from '../member-points/texts.ts';
import { useHotelDay } from './hotel-day.ts';
import { Pager } from './pager.tsx';
import { PointExchangeDialog } from './point-exchange-dialog.tsx';
import type { AccountT } from './texts.ts';

function GiftCodes({
  hotelId,
  revision,
  t,
  pt,
}: {
  hotelId: number;
  revision: number;
  t: AccountT;
  pt: PointT;
}) {
  const api = useApi();
  const { locale } = useI18n();
  const userId = useWidget((state) => state.user?.id ?? null);
  const day = useHotelDay();
  const [page, setPage] = useState(1);
  const remote = useRemote(`${userId}|${hotelId}|${page}|${revision}`, () =>
    fetchGiftCodes(api, hotelId, page),
  );
  return (
    <>
      <h4 id="gift-codes-heading">{pt('exchange.codesHeading')}</h4>
      {remote.status === 'loading' ? <Spinner label={pt('points.loading')} /> : null}
      {remote.status === 'error' ? <p role="alert">{pt('exchange.codesFailed')}</p> : null}
      {remote.status === 'ready' && remote.data.data.length === 0 ? <p>{pt('exchange.codesNone')}</p> : null}
      {remote.status === 'ready' && remote.data.data.length > 0 ? (
        <>
          <ul className="points-codes" aria-labelledby="gift-codes-heading">
            {remote.data.data.map((code) => (
              <li key={code.id} data-testid="gift-code-item">
                <span className="points-code" translate="no">
                  {code.code}
                </span>{' '}
                <span>
                  {pt('exchange.codeLine', {
                    points: formatPoints(code.amount, locale),
                    date: day(code.expires_at),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <Pager page={remote.data.page} pages={remote.data.total_pages} t={t} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}

/**
 * Points for a gift code (spec §1, §2: Japan-only brands whose programme offers it): the button that
 * opens the exchange dialog, and the codes already issued.
 */
export function PointExchangeSection({
  hotelId,
  program,
  available,
  name,
  revision,
  t,
  pt,
  onExchanged,
}: {
  hotelId: number;
  program: PointProgram;
  available: number;
  name: string;
  revision: number;
  t: AccountT;
  pt: PointT;
  onExchanged: () => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section className="points-exchange" aria-labelledby="points-exchange-heading">
      <h3 id="points-exchange-heading">{pt('exchange.heading')}</h3>
      <p>{pt('exchange.intro', { name, days: GIFT_CODE_VALID_DAYS })}</p>
      <button ref={opener} type="button" className="button" onClick={() => setOpen(true)}>
        {pt('exchange.open')}
      </button>
      {open ? (
        <PointExchangeDialog
          hotelId={hotelId}
          program={program}
          available={available}
          name={name}
          pt={pt}
          onClose={() => setOpen(false)}
          onExchanged={onExchanged}
          returnFocus={opener}
        />
      ) : null}
      <GiftCodes hotelId={hotelId} revision={revision} t={t} pt={pt} />
    </section>
  );
}
