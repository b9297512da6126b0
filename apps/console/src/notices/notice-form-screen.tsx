import { Link, useParams } from 'wouter';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { retryFor } from '../parts/retry.ts';
import { findItem } from '../setup/setup-list.tsx';
import { ErrorNotice, Loading, Page } from '../shell/page.tsx';
import { NOTICE_FORM_TEXTS } from './notice-form.texts.ts';
import { NoticeForm } from './notice-form.tsx';
import { noticesHref } from './notice-list-screen.tsx';
import { NOTICES_TEXTS } from './notices.texts.ts';
import { noticesApi } from './notices-api.ts';

/**
 * `/hotels/:hotelId/notices/new` and `/hotels/:hotelId/notices/:noticeId` (`hotel.configure`): a banner
 * or notice written, or one of the list changed (a brand's only by brand administrators).
 */
export function NoticeFormScreen() {
  const t = useTexts(NOTICE_FORM_TEXTS);
  const n = useTexts(NOTICES_TEXTS);
  const { me, may } = useSession();
  const params = useParams<{ hotelId: string; noticeId?: string }>();
  const hotelId = Number(params.hotelId);
  const noticeId = params.noticeId === undefined ? null : Number(params.noticeId);
  const hotel = me?.hotels.find((candidate) => candidate.id === hotelId);
  const allowed = may('hotel.configure');
  // There is no read of one notice: the list holds them all (at most 50 a hotel and 50 of the brand).
  const list = useResource(hotel && allowed && noticeId !== null ? `notices:${hotelId}` : null, () =>
    noticesApi.list(hotelId),
  );
  const { item: notice, missing } = findItem(list.data, noticeId);
  const title = noticeId === null ? t.newTitle : t.editTitle;

  if (!me) return null;
  if (!hotel || !allowed) {
    return (
      <Page title={title}>
        <p>{hotel ? n.notAllowed : n.unknownHotel}</p>
      </Page>
    );
  }
  const ready = noticeId === null || notice !== undefined;
  return (
    <Page title={`${title} · ${hotel.name}`}>
      <p>
        <Link href={noticesHref(hotelId)}>{t.backToList}</Link>
      </p>
      {list.error ? <ErrorNotice error={list.error} onRetry={retryFor(list.error, list.reload)} /> : null}
      {missing ? <p>{t.notFound}</p> : null}
      {notice && !notice.editable ? (
        <p>{t.cannotEdit}</p>
      ) : ready ? (
        <NoticeForm
          key={notice?.updated_at ?? 'new'}
          hotelId={hotelId}
          timeZone={hotel.time_zone}
          notice={notice}
        />
      ) : list.loading ? (
        <Loading />
      ) : null}
    </Page>
  );
}
