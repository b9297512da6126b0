import type { Reservation } from '@yadori/contract/reservation.schema';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useApi } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Issue } from '../../shared/error-summary.tsx';
import { ErrorSummary } from '../../shared/error-summary.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import type { ReservationProof } from '../payment/reservation-api.ts';
import {
  type AnsweringRoom,
  answerFieldId,
  answerIssues,
  answersBody,
  type Drafts,
  draftsOf,
} from './answer-draft.ts';
import { type AskedQuestion, loadReservationQuestions, saveReservationAnswers } from './answers-api.ts';
import { AnswerInput } from './question-inputs.tsx';
import '../guest-detail/guest-detail.css';
import '../payment/payment.css';
import './answers.css';

type Saving =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'saved' }
  | { kind: 'failed'; messages: string[] };

/** The server's reasons for refusing the answers (a 400 names each field), or the generic text. */
function refusalLines(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const lines = error.errors.flatMap((e) => e.details.base.map((b) => b.error)).filter(Boolean);
  return lines.length > 0
    ? [...new Set(lines)]
    : error.message && error.message !== error.title
      ? [error.message]
      : [];
}

function AnswersForm({
  asked: initial,
  number,
  hotelId,
  proof,
  rooms,
}: {
  asked: AskedQuestion[];
  number: string;
  hotelId: number;
  proof: ReservationProof;
  rooms: readonly AnsweringRoom[];
}) {
  const api = useApi();
  const { t } = useI18n();
  const [asked, setAsked] = useState(initial);
  const [drafts, setDraftState] = useState<Drafts>(() => draftsOf(initial));
  // Uploads end after other changes: they read the drafts as they are then.
  const latest = useRef(drafts);
  const setDrafts = (next: Drafts) => {
    latest.current = next;
    setDraftState(next);
  };
  const [uploading, setUploading] = useState(0);
  // Bumped by each save: inputs start again from what was saved (files then count as the hotel's).
  const [round, setRound] = useState(0);
  const [first, setFirst] = useState(() => !initial.some((a) => a.answer));
  const [tried, setTried] = useState(0);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const summary = useRef<HTMLDivElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const issues: Issue[] = tried > 0 ? answerIssues(asked, drafts, rooms, t) : [];
  const blocking = tried > 0 && uploading > 0 ? [t('guestDetail.errorUploading')] : [];
  const errors = Object.fromEntries(issues.map((issue) => [issue.id, issue.message]));

  useEffect(() => {
    if (tried > 0) summary.current?.focus();
  }, [tried]);
  useEffect(() => {
    if (saving.kind === 'saved' || saving.kind === 'failed') outcome.current?.focus();
  }, [saving]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.kind === 'busy') return;
    const found = answerIssues(asked, drafts, rooms, t);
    const body = answersBody(asked, drafts, rooms);
    const firstAnswerable = asked.find((a) => !['notification', 'file'].includes(a.question.question_type));
    if (uploading > 0) {
      setTried((n) => n + 1);
      return;
    }
    if (found.length === 0 && body.length === 0 && firstAnswerable) {
      // Nothing to send: point at the first question rather than send an empty list.
      const question = firstAnswerable.question;
      const id =
        question.question_type === 'people_per_room'
          ? answerFieldId(question.id, `${rooms[0]?.room_index ?? 0}-men`)
          : question.per_room && !['checkin', 'checkout'].includes(question.question_type)
            ? answerFieldId(question.id, rooms[0]?.room_index ?? 0)
            : answerFieldId(question.id);
      document.getElementById(id)?.focus();
      return;
    }
    if (found.length > 0) {
      setSaving({ kind: 'idle' });
      setTried((n) => n + 1);
      return;
    }
    setTried(0);
    setSaving({ kind: 'busy' });
    try {
      const saved = await saveReservationAnswers(api, number, proof, body, first);
      setFirst(false);
      if (saved) {
        setAsked(saved);
        setDrafts(draftsOf(saved));
      }
      setRound((n) => n + 1);
      setSaving({ kind: 'saved' });
    } catch (error) {
      setSaving({ kind: 'failed', messages: refusalLines(error) });
    }
  };

  const hasInputs = asked.some((a) => a.question.question_type !== 'notification');
  return (
    <form className="answers-form" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary ref={summary} issues={issues} blocking={blocking} />
      {asked.map(({ question }) => (
        <AnswerInput
          key={`${question.id}-${round}`}
          question={question}
          drafts={drafts}
          rooms={rooms}
          errors={errors}
          files={{
            hotelId,
            onUploading: (delta) => setUploading((n) => n + delta),
            getDrafts: () => latest.current,
          }}
          onChange={(next) => {
            setDrafts(next);
            if (saving.kind === 'saved') setSaving({ kind: 'idle' });
          }}
        />
      ))}
      <div ref={outcome} tabIndex={-1} className="answers-form__outcome">
        {saving.kind === 'saved' ? (
          <p role="status" className="payment-note payment-note--info" data-testid="answers-saved">
            {t('answers.saved')}
          </p>
        ) : null}
        {saving.kind === 'failed' ? (
          <div role="alert" className="payment-note payment-note--error" data-testid="answers-failed">
            <p>{t('answers.saveFailed')}</p>
            {saving.messages.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
      {hasInputs ? (
        <button type="submit" className="button" aria-disabled={saving.kind === 'busy' ? true : undefined}>
          {saving.kind === 'busy' ? t('answers.saving') : t('answers.save')}
        </button>
      ) : null}
    </form>
  );
}

/**
 * The hotel's questions after booking, on the confirmation page (spec section 7): read with the
 * guest's proof, saved answers filled in, first answers sent with POST and changes with batch_update.
 * Nothing is shown for a cancelled stay or when the hotel asks nothing.
 * @example <QuestionsToAnswer reservation={reservation} proof={{ email: 'hanako@example.com' }} />
 */
export function QuestionsToAnswer({
  reservation,
  proof,
}: {
  reservation: Reservation;
  proof: ReservationProof;
}) {
  const api = useApi();
  const { t, locale } = useI18n();
  const proofKey = 'email' in proof ? `e:${proof.email}` : `t:${proof.bypassToken}`;
  const key = reservation.status === 'cancelled' ? null : `${reservation.number}|${proofKey}|${locale}`;
  const remote = useRemote(key, () => loadReservationQuestions(api, reservation.number, proof));
  if (key === null || remote.status === 'loading') return null;
  if (remote.status === 'ready' && remote.data.length === 0) return null;
  const rooms = reservation.rooms.map((room) => ({ room_index: room.room_index, adults: room.adults }));
  return (
    <section className="booking-outcome__section answers" aria-labelledby="answers-heading">
      <h2 id="answers-heading">{t('answers.heading')}</h2>
      {remote.status === 'error' ? (
        <p role="alert" className="payment-note payment-note--error">
          {t('answers.loadFailed')}
        </p>
      ) : (
        <>
          <p>{t('answers.intro')}</p>
          <AnswersForm
            key={key}
            asked={remote.data}
            number={reservation.number}
            hotelId={reservation.hotel_id}
            proof={proof}
            rooms={rooms}
          />
        </>
      )}
    </section>
  );
}
