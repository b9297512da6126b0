import type { NoticePlacement } from '@yadori/contract/notices.constants';
import type { GuestNotice } from '@yadori/contract/notices.schema';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { logger } from '../../lib/logger.ts';
import { noticeAudience } from './notice-audience.ts';
import { loadNotices } from './notices-api.ts';
import './notices.css';

/** Only an http(s) address becomes a link (the server checks it too). */
const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

function HotelNotice({ notice }: { notice: GuestNotice }) {
  const { t } = useI18n();
  // The title alone names the region or note (not the link's "opens in a new tab").
  const titleId = `hotel-notice-${notice.id}`;
  const titleText = <span id={titleId}>{notice.title}</span>;
  const content = (
    <>
      <h2 className="hotel-notice__title">
        {isWebAddress(notice.link_url) ? (
          // With a link, the title is the link: its name says where it leads and that a new tab opens.
          <a href={notice.link_url} target="_blank" rel="noopener noreferrer">
            {titleText}
            <span className="visually-hidden"> {t('results.opensInNewTab')}</span>
          </a>
        ) : (
          titleText
        )}
      </h2>
      {notice.body ? <p className="hotel-notice__body">{notice.body}</p> : null}
    </>
  );
  // A banner is a region of its own (a landmark named by its heading); a notice is a note beside the page.
  return notice.kind === 'banner' ? (
    <section className="hotel-notice hotel-notice--banner" aria-labelledby={titleId}>
      {content}
    </section>
  ) : (
    <div className="hotel-notice hotel-notice--note" role="note" aria-labelledby={titleId}>
      {content}
    </div>
  );
}

/**
 * The hotel's banners and notices for a page (decision 061): asked for again when the language
 * changes (they come in it) and when the member signs in or out (their labels pick them). The last
 * ones stay while the next load, so a language change does not make the page jump; a failed load shows
 * none (the page works without them).
 */
export function PageNotices({ placement }: { placement: NoticePlacement }) {
  const api = useApi();
  const { locale } = useI18n();
  const hotelId = useWidget((state) => state.settings?.hotel_id ?? null);
  const startQuery = useWidget((state) => state.startQuery);
  // A sign-in, a sign-out or a refreshed sign-in (labels may change): the member's labels choose.
  const member = useWidget((state) => state.user);
  const audience = useMemo(() => noticeAudience(startQuery), [startQuery]);
  const [notices, setNotices] = useState<readonly GuestNotice[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `locale` and `member` change the answer (the api client's language and bearer).
  useEffect(() => {
    if (hotelId === null) return;
    let live = true;
    loadNotices(api, hotelId, placement, audience).then(
      (loaded) => live && setNotices(loaded),
      (error: unknown) => {
        if (!live) return;
        setNotices([]);
        logger.warn('Loading the hotel’s notices failed', {
          placement,
          status: isApiError(error) ? error.status : null,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [api, hotelId, placement, audience, locale, member]);
  if (notices.length === 0) return null;
  return (
    <div className="hotel-notices" data-testid="hotel-notices">
      {notices.map((notice) => (
        <HotelNotice key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
