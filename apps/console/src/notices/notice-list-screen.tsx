import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useSubmit } from '../forms/use-submit.ts';
import type { ApiFailure } from '../lib/api.ts';
import { formatDateTime, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { retryFor } from '../parts/retry.ts';
import { ErrorNotice, Loading, Page, StatusNotice } from '../shell/page.tsx';
import { NOTICE_STATE_CLASS, noticeState, noticeTitle } from './notice-rules.ts';
import { NOTICES_TEXTS } from './notices.texts.ts';
import { noticesApi, type StaffNotice } from './notices-api.ts';

/** The console's addresses of a hotel's banners and notices: the list, the new one's form, one's form. */
export const noticesHref = (hotelId: number, id?: number | 'new') =>
  `/hotels/${hotelId}/notices${id === undefined ? '' : `/${id}`}`;

/** What the list gets from the form: the notice just saved, to say so. */
export interface FromNoticeForm {
  savedNotice: { title: string; created: boolean };
}

/**
 * `/hotels/:hotelId/notices` (`hotel.configure`): the hotel's banners and notices and the brand's that
 * show at it, by order, each with where and when it shows; those the account may change open their
 * form and can be deleted after a confirmation (decision 061).
 */
export function NoticeListScreen() {
  const t = useTexts(NOTICES_TEXTS);
  const { me, may } = useSession();
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = me?.hotels.find((candidate) => candidate.id === hotelId);
  const allowed = may('hotel.configure');
  const list = useResource(hotel && allowed ? `notices:${hotelId}` : null, () => noticesApi.list(hotelId));
  const saved = (window.history.state as Partial<FromNoticeForm> | null)?.savedNotice;
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StaffNotice | null>(null);
  const [refusal, setRefusal] = useState<ApiFailure>();
  const locale = useLocale();
  const removal = useSubmit(
    () => noticesApi.remove(hotelId, deleting!.id),
    () => {
      setDone(t.deleted(noticeTitle(deleting!, locale)));
      setDeleting(null);
      list.reload();
    },
  );

  if (!me) return null;
  if (!hotel || !allowed) {
    return (
      <Page title={t.title}>
        <p>{hotel ? t.notAllowed : t.unknownHotel}</p>
      </Page>
    );
  }
  const savedMessage = saved ? (saved.created ? t.created(saved.title) : t.saved(saved.title)) : null;
  return (
    <Page
      title={`${t.title} · ${hotel.name}`}
      actions={
        <Link className="button" href={noticesHref(hotelId, 'new')}>
          {t.add}
        </Link>
      }
    >
      <p>{t.intro}</p>
      <StatusNotice message={done ?? savedMessage} />
      {list.error ? <ErrorNotice error={list.error} onRetry={retryFor(list.error, list.reload)} /> : null}
      <ErrorNotice error={refusal} />
      {list.data ? (
        list.data.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <NoticeTable
            notices={list.data}
            hotelId={hotelId}
            hotelName={hotel.name}
            timeZone={hotel.time_zone}
            onDelete={(notice) => {
              setDone(null);
              setRefusal(undefined);
              setDeleting(notice);
            }}
          />
        )
      ) : list.error ? null : (
        <Loading />
      )}
      <ModalDialog
        open={deleting !== null}
        title={deleting ? t.deleteTitle(noticeTitle(deleting, locale)) : ''}
        returnFocus={removal.failure ? 'opener' : 'heading'}
        onDismiss={() => {
          if (removal.failure) setRefusal(removal.failure);
          setDeleting(null);
        }}
      >
        <p>{t.deleteBody}</p>
        <ErrorNotice error={removal.failure} />
        <div className="dialog-actions">
          <button
            type="button"
            className="button-danger"
            disabled={removal.busy}
            onClick={() => removal.submit()}
          >
            {t.deleteConfirm}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: a dialog that deletes opens on its harmless choice. */}
          <button type="button" className="button-secondary" autoFocus onClick={() => setDeleting(null)}>
            {t.keep}
          </button>
        </div>
      </ModalDialog>
    </Page>
  );
}

function NoticeTable({
  notices,
  hotelId,
  hotelName,
  timeZone,
  onDelete,
}: {
  notices: StaffNotice[];
  hotelId: number;
  hotelName: string;
  timeZone: string;
  onDelete: (notice: StaffNotice) => void;
}) {
  const t = useTexts(NOTICES_TEXTS);
  const locale = useLocale();
  const now = Date.now();
  const when = (iso: string) => formatDateTime(locale, iso, timeZone);
  return (
    <div className="table-wrap">
      <table>
        <caption>{t.caption(hotelName, notices.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.headline}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.shownOn}</th>
            <th scope="col">{t.level}</th>
            <th scope="col">{t.state}</th>
            <th scope="col">{t.dates}</th>
            <th scope="col" className="number">
              {t.order}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => {
            const title = noticeTitle(notice, locale);
            const state = noticeState(notice, now);
            return (
              <tr key={notice.id} data-testid="notice-row">
                <th scope="row">
                  {notice.editable ? <Link href={noticesHref(hotelId, notice.id)}>{title}</Link> : title}
                  {notice.editable ? null : (
                    <>
                      <br />
                      <span className="muted">{t.brandOnly}</span>
                    </>
                  )}
                </th>
                <td>{t.kinds[notice.kind]}</td>
                <td>{notice.placements.map((placement) => t.placements[placement]).join(', ')}</td>
                <td>{t.levels[notice.level]}</td>
                <td>
                  <span className={`badge ${NOTICE_STATE_CLASS[state]}`.trim()} data-testid="notice-state">
                    {t.states[state]}
                  </span>
                </td>
                <td>
                  {notice.starts_at === null && notice.ends_at === null ? (
                    <span className="muted">{t.noLimit}</span>
                  ) : (
                    <ul className="plain-list">
                      {notice.starts_at ? <li>{t.from(when(notice.starts_at))}</li> : null}
                      {notice.ends_at ? <li>{t.until(when(notice.ends_at))}</li> : null}
                    </ul>
                  )}
                </td>
                <td className="number">{notice.sort_order}</td>
                <td>
                  {notice.editable ? (
                    <button type="button" className="button-secondary" onClick={() => onDelete(notice)}>
                      {t.delete}
                      <span className="visually-hidden">{`: ${title}`}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
