import type { StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { useState } from 'react';
import { ApiFailure } from '../lib/api.ts';
import { download } from '../lib/download.ts';
import { formatDate, formatDateTime, formatMoney, LANGUAGE_TAGS, useLocale, useTexts } from '../lib/i18n.ts';
import { ChangedFieldsDetails } from '../parts/changed-fields-details.tsx';
import { Fact, Facts } from './facts.tsx';
import { RESERVATION_DETAIL_TEXTS, type ReservationDetailTexts } from './reservation-detail.texts.ts';
import { RESERVATION_TERMS_TEXTS } from './reservation-terms.texts.ts';

type Stay = StaffReservation;
type Answer = Stay['answers'][number];
type StayFile = Stay['files'][number];
type RoomAnswer = NonNullable<Answer['rooms']>[number];

/** What one answer (or one room's part of it) says, in a line. */
function AnswerText({ answer }: { answer: Omit<Answer, 'question_id' | 'rooms'> | RoomAnswer }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const parts: string[] = [];
  if (answer.text) parts.push(answer.text);
  if (answer.options?.length) parts.push(answer.options.join(', '));
  if ('checkin_time' in answer && answer.checkin_time) parts.push(`${t.arrivalTime}: ${answer.checkin_time}`);
  if ('checkout_time' in answer && answer.checkout_time)
    parts.push(`${t.departureTime}: ${answer.checkout_time}`);
  if ('men_count' in answer && answer.men_count !== undefined) parts.push(`${t.men}: ${answer.men_count}`);
  if ('women_count' in answer && answer.women_count !== undefined)
    parts.push(`${t.women}: ${answer.women_count}`);
  if (answer.file_attachment_ids?.length) parts.push(t.attachedFiles(answer.file_attachment_ids.length));
  return <>{parts.join(' · ') || '—'}</>;
}

/** The guest's answers to the hotel's questions, by question and room. */
export function AnswersSection({ stay }: { stay: Stay }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  return (
    <section aria-labelledby="stay-answers" className="stay-section">
      <h2 id="stay-answers">{t.answers}</h2>
      {stay.answers.length === 0 ? (
        <p className="muted">{t.noAnswers}</p>
      ) : (
        <Facts>
          {stay.answers.map((answer) => (
            <Fact key={answer.question_id} label={t.question(answer.question_id)}>
              {answer.rooms?.length ? (
                <ul className="plain-list">
                  {answer.text || answer.options?.length || answer.file_attachment_ids?.length ? (
                    <li>
                      {t.wholeBooking}: <AnswerText answer={answer} />
                    </li>
                  ) : null}
                  {answer.rooms.map((room) => (
                    <li key={room.room_index}>
                      {t.room(room.room_index + 1)}: <AnswerText answer={room} />
                    </li>
                  ))}
                </ul>
              ) : (
                <AnswerText answer={answer} />
              )}
            </Fact>
          ))}
        </Facts>
      )}
    </section>
  );
}

/** Why a download failed, in a sentence: the file's name, then the server's reason when it gave one. */
function failureText(t: ReservationDetailTexts, file: StayFile, error: unknown): string {
  const reason = error instanceof ApiFailure && error.status > 0 ? error.message : '';
  return [t.downloadFailed(file.file_name), reason].filter(Boolean).join(' ');
}

/**
 * A file's name as the button that downloads it (`GET …/files/{id}`): a link cannot carry the
 * console's bearer token, so the bytes come through `download`. Its accessible name says the size too.
 */
function FileDownload({
  stay,
  file,
  size,
  onFailed,
}: {
  stay: Stay;
  file: StayFile;
  size: string;
  onFailed: (message: string | null) => void;
}) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const [busy, setBusy] = useState(false);
  const path = `/hotels/${stay.hotel_id}/reservations/${encodeURIComponent(stay.number)}/files/${encodeURIComponent(file.id)}`;
  async function save() {
    // Not disabled while busy: a disabled button would drop the keyboard focus it was activated with.
    if (busy) return;
    setBusy(true);
    onFailed(null);
    try {
      await download(path, file.file_name);
    } catch (error) {
      onFailed(failureText(t, file, error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="button-secondary"
      aria-label={t.downloadFile(file.file_name, size)}
      aria-busy={busy}
      onClick={save}
    >
      {file.file_name}
    </button>
  );
}

/** The files the guest uploaded with their answers, each name a download of its bytes. */
export function FilesSection({ stay }: { stay: Stay }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const kilobytes = new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  const sizeOf = (file: StayFile) => kilobytes.format(Math.max(1, Math.round(file.size / 1024)));
  return (
    <section aria-labelledby="stay-files" className="stay-section">
      <h2 id="stay-files">{t.files}</h2>
      {failure ? (
        <div className="notice notice-error" role="alert">
          <p>{failure}</p>
        </div>
      ) : null}
      {stay.files.length === 0 ? (
        <p className="muted">{t.noFiles}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">{t.filesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.fileName}</th>
                <th scope="col">{t.fileType}</th>
                <th scope="col" className="number">
                  {t.fileSize}
                </th>
                <th scope="col">{t.answers}</th>
                <th scope="col">{t.uploaded}</th>
              </tr>
            </thead>
            <tbody>
              {stay.files.map((file) => (
                <tr key={file.id}>
                  <th scope="row">
                    <FileDownload stay={stay} file={file} size={sizeOf(file)} onFailed={setFailure} />
                  </th>
                  <td>{file.content_type}</td>
                  <td className="number">{sizeOf(file)}</td>
                  <td>
                    {file.question_id === null ? '—' : t.question(file.question_id)}
                    {file.room_index === null ? null : ` · ${t.room(file.room_index + 1)}`}
                  </td>
                  <td>{formatDateTime(locale, file.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The extras bought with the stay. */
export function ExtrasSection({ stay }: { stay: Stay }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(locale, amount, stay.currency);
  return (
    <section aria-labelledby="stay-extras" className="stay-section">
      <h2 id="stay-extras">{t.extras}</h2>
      {stay.extras.length === 0 ? (
        <p className="muted">{t.noExtras}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">{t.extrasCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.extra}</th>
                <th scope="col">{t.rooms}</th>
                <th scope="col">{t.serviceDate}</th>
                <th scope="col" className="number">
                  {t.quantity}
                </th>
                <th scope="col" className="number">
                  {t.unitPrice}
                </th>
                <th scope="col" className="number">
                  {t.price}
                </th>
                <th scope="col">{t.guestAnswer}</th>
              </tr>
            </thead>
            <tbody>
              {stay.extras.map((extra) => (
                <tr key={`${extra.extra_id}-${extra.room_index}-${extra.service_date}`}>
                  <th scope="row">{extra.name}</th>
                  <td>{extra.room_index === null ? t.wholeBooking : t.room(extra.room_index + 1)}</td>
                  <td>{extra.service_date ? formatDate(locale, extra.service_date) : '—'}</td>
                  <td className="number">{extra.quantity}</td>
                  <td className="number">{money(extra.unit_price)}</td>
                  <td className="number">{money(extra.total_price)}</td>
                  <td>{extra.answer ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** How the stay is paid and where the money stands, with the bank transfer's details. */
export function PaymentSection({ stay }: { stay: Stay }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const terms = useTexts(RESERVATION_TERMS_TEXTS);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(locale, amount, stay.currency);
  const { payment, bank_transfer: transfer } = stay;
  const percent = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'percent' });
  return (
    <section aria-labelledby="stay-payment" className="stay-section">
      <h2 id="stay-payment">{t.payment}</h2>
      <Facts>
        <Fact label={t.paymentMethod}>{terms.paymentMethods[payment.method]}</Fact>
        <Fact label={t.paymentState}>{terms.paymentStates[payment.state]}</Fact>
        <Fact label={t.depositPercent}>
          {payment.method === 'credit_card_deposit' ? percent.format(payment.deposit_percent / 100) : null}
        </Fact>
        <Fact label={t.dueNow}>{money(payment.amount_due_now)}</Fact>
        <Fact label={t.remaining}>{money(payment.remaining_amount)}</Fact>
        <Fact label={t.card}>
          {payment.card_brand && payment.card_last4
            ? t.cardEnding(payment.card_brand, payment.card_last4)
            : null}
        </Fact>
        <Fact label={t.captured}>{payment.captured_amount > 0 ? money(payment.captured_amount) : null}</Fact>
        <Fact label={t.refunded}>{payment.refunded_amount > 0 ? money(payment.refunded_amount) : null}</Fact>
      </Facts>
      {transfer ? (
        <>
          <h3>{t.bankTransfer}</h3>
          <Facts>
            <Fact label={t.bank}>{`${transfer.bank_name} ${transfer.branch_name}`}</Fact>
            <Fact label={t.accountNumber}>{`${transfer.account_type} ${transfer.account_number}`}</Fact>
            <Fact label={t.accountHolder}>{transfer.account_holder}</Fact>
            <Fact label={t.total}>{money(transfer.amount)}</Fact>
            <Fact label={t.deadline}>{formatDate(locale, transfer.deadline)}</Fact>
          </Facts>
        </>
      ) : null}
    </section>
  );
}

/** Every change to the stay: who, when, what, the price either side and the fields that changed. */
export function HistorySection({ stay }: { stay: Stay }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const terms = useTexts(RESERVATION_TERMS_TEXTS);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(locale, amount, stay.currency);
  return (
    <section aria-labelledby="stay-history" className="stay-section">
      <h2 id="stay-history">{t.history}</h2>
      {stay.changes.length === 0 ? (
        <p className="muted">{t.noHistory}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">{t.historyCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.what}</th>
                <th scope="col" className="number">
                  {t.priceBefore}
                </th>
                <th scope="col" className="number">
                  {t.priceAfter}
                </th>
                <th scope="col">{t.changedFields}</th>
              </tr>
            </thead>
            <tbody>
              {stay.changes.map((change) => (
                <tr key={change.id}>
                  <th scope="row">
                    <time dateTime={change.created_at}>{formatDateTime(locale, change.created_at)}</time>
                  </th>
                  <td>{terms.changeActors[change.actor]}</td>
                  <td>{terms.changeKinds[change.kind]}</td>
                  <td className="number">{money(change.price_before)}</td>
                  <td className="number">{money(change.price_after)}</td>
                  <td>
                    <ChangedFieldsDetails before={change.before} after={change.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
